// Typed route paths (docs/product/catalogue.md#route-table): build links through these,
// never by hand. Catalogue segments are the `slug` fields of GET /exposed/categories/flat,
// which the import makes from slugify(label) (packages/domain/src/slug.ts); article links
// come from the domain's articlePath, built from the article's labels
// (docs/product/catalogue.md#article-urls).

const segment = (slug: string) => encodeURIComponent(slug);

export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: () => '/home' },
  about: { path: '/about', getHref: () => '/about' },
  terms: { path: '/terms', getHref: () => '/terms' },
  contact: { path: '/contact/us', getHref: () => '/contact/us' },
  // The contact page is also reached as /contact (docs/product/contact.md#contact-page).
  contactShort: { path: '/contact', getHref: () => '/contact' },
  // `from=validate` sends the customer back to /cart/validate after logging in
  // (docs/product/accounts.md#login-page).
  login: {
    path: '/login',
    getHref: (from?: 'validate') => (from ? `/login?from=${from}` : '/login'),
  },
  cart: { path: '/cart', getHref: () => '/cart' },
  // /quote "Ma demande de devis" is the cart page under another title
  // (docs/product/cart.md#cart-page).
  quote: { path: '/quote', getHref: () => '/quote' },
  cartValidate: { path: '/cart/validate', getHref: () => '/cart/validate' },
  // The customer area (docs/product/accounts.md#customer-area).
  myAccount: { path: '/my/account', getHref: () => '/my/account' },
  myInfos: { path: '/my/account/infos', getHref: () => '/my/account/infos' },
  myQuotes: { path: '/my/account/quotes', getHref: () => '/my/account/quotes' },
  // An offer to answer, by its owner or through the offer mail's signed link
  // (docs/product/offers.md#buyer-answer): the page the server's mail links to, the
  // domain's offerPagePath (config/paths.test.ts holds them equal).
  offer: { path: '/quote/:id/offer', getHref: (id: number) => `/quote/${id}/offer` },
  // Reached from the links of the account mails (docs/product/accounts.md#verification-page,
  // docs/product/accounts.md#password-reset-page).
  accountVerify: { path: '/account/verify/:token' },
  credentialsRecover: { path: '/credentials/recover/:recoverToken/:userId' },
  // The admin area (docs/product/admin.md#admin-shell).
  admin: { path: '/admin', getHref: () => '/admin' },
  adminPending: { path: '/admin/quotes/pending', getHref: () => '/admin/quotes/pending' },
  adminOngoing: { path: '/admin/quotes/ongoing', getHref: () => '/admin/quotes/ongoing' },
  adminArchived: { path: '/admin/quotes/archived', getHref: () => '/admin/quotes/archived' },
  // One quote's page (docs/product/admin.md#quote-page).
  adminQuote: { path: '/admin/quotes/:id', getHref: (id: number) => `/admin/quotes/${id}` },
  adminOffer: {
    path: '/admin/quotes/:id/offer',
    getHref: (id: number) => `/admin/quotes/${id}/offer`,
  },
  adminUsers: { path: '/admin/users/management', getHref: () => '/admin/users/management' },
  adminCampaigns: { path: '/admin/sales/campaigns', getHref: () => '/admin/sales/campaigns' },
  adminImport: { path: '/admin/oxygene', getHref: () => '/admin/oxygene' },

  category: {
    path: '/:category',
    getHref: (categorySlug: string) => `/${segment(categorySlug)}`,
  },
  subCategory: {
    path: '/:category/:subcategory',
    getHref: (categorySlug: string, subCategorySlug: string) =>
      `/${segment(categorySlug)}/${segment(subCategorySlug)}`,
  },
  underSubCategory: {
    path: '/:category/:subcategory/:undersubcategory',
    getHref: (categorySlug: string, subCategorySlug: string, underSubCategorySlug: string) =>
      `/${segment(categorySlug)}/${segment(subCategorySlug)}/${segment(underSubCategorySlug)}`,
  },
  article: { path: '/:category/:subcategory/:undersubcategory/:article' },

  // The same three pages, also reachable under /categories/
  // (docs/product/catalogue.md#route-table).
  categoriesCategory: { path: '/categories/:category' },
  categoriesSubCategory: { path: '/categories/:category/:subcategory' },
  categoriesUnderSubCategory: { path: '/categories/:category/:subcategory/:undersubcategory' },

  // Numeric-id entry points, redirecting to the label routes
  // (docs/product/catalogue.md#id-redirects).
  categoryById: { path: '/c/:id', getHref: (id: number) => `/c/${id}` },
  subCategoryById: { path: '/sc/:id', getHref: (id: number) => `/sc/${id}` },
  underSubCategoryById: { path: '/usc/:id', getHref: (id: number) => `/usc/${id}` },
  articleById: { path: '/a/:id', getHref: (id: number) => `/a/${id}` },
} as const;
