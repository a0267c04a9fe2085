/**
 * An absolute address of the site: the public address (PUBLIC_URL, which may end with a
 * slash and may hold a path prefix) followed by a path of the web app ("/home", an article
 * URL). Links in mails, sitemaps and structured data are built with it.
 */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}
