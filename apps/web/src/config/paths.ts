// Typed route paths (SPEC §2 route table): build links through these, never by hand.
export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: () => '/home' },
  category: {
    path: '/:categorySlug',
    getHref: (categorySlug: string) => `/${encodeURIComponent(categorySlug)}`,
  },
} as const;
