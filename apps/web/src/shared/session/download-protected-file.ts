import { protectedResponse } from './protected-request';

/**
 * Downloads a protected file (a CSV export): a link cannot carry the bearer token, so the
 * file is fetched with the session's, then handed to the browser as a blob under the server's file
 * name (Content-Disposition), or `fallbackName` when it gives none.
 */
export async function downloadProtectedFile(path: string, fallbackName: string): Promise<void> {
  const response = await protectedResponse(path, {});
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next task may let it go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The UTF-8 name (`filename*`) when the server gives one, else its plain `filename`. */
function fileNameOf(response: Response): string | undefined {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}
