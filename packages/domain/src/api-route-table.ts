import { catalogueRoutes } from './catalogue-routes';

/**
 * Every path of the HTTP API, written once: the server registers its routes with these
 * patterns and the web app builds its calls from them with `apiPath`, so that a renamed
 * route fails the type check on both sides (docs/product/api-conventions.md#route-table).
 * Parameters are Fastify's `:name` segments. The catalogue's part is its own table, which
 * the storefront's calls import alone: the first page then downloads only the paths it calls.
 */
export const apiRoutes = {
  ...catalogueRoutes,

  // Media served to everyone (docs/product/media.md)
  articleThumbnail: '/exposed/article/:id/get/thumbnail',
  articleSmallSize: '/exposed/article/:id/get/small/size',
  attachmentThumbnail: '/exposed/attachment/:id/get/thumbnail',
  attachmentSmallSize: '/exposed/attachment/:id/get/small/size',
  attachmentMediumSize: '/exposed/attachment/:id/get/medium/size',
  attachmentFullSize: '/exposed/attachment/:id/get/full/size',

  // Session and account (docs/product/accounts.md)
  login: '/api/login_check',
  renewToken: '/exposed/renew/jwt',
  createAccount: '/exposed/create/account',
  verifyAccount: '/exposed/account/verify',
  resendVerification: '/api/protected/self/verification/resend',
  passwordResetRequest: '/exposed/password/reset/request',
  passwordReset: '/exposed/password/:token/user/reset',
  selfInfo: '/api/protected/self/info',
  selfPersonalInfo: '/api/protected/put/self/personal/info',
  selfDelete: '/api/protected/self/delete',
  selfLogout: '/api/protected/self/logout',

  // Quotes (docs/product/quote-request.md, docs/product/admin.md)
  postQuote: '/exposed/post/quote',
  quotePdfLink: '/exposed/quote/:id/pdf',
  myQuotes: '/api/protected/my/quotes',
  quotesByStatus: '/api/protected/quotes/by/:status/status',
  quotesByStatusExport: '/api/protected/quotes/by/:status/status/export',
  quoteStatus: '/api/protected/update/quote/:id/status',
  quoteDetail: '/api/protected/quote/:id',
  quotePdf: '/api/protected/quote/:id/pdf',

  // Offers and orders (docs/product/offers.md#calls): staff prepare and send, the owner
  // answers; a visitor answers through the e-mail's signed link, on the /exposed twins.
  offerDraft: '/api/protected/quote/:id/offer',
  offerSend: '/api/protected/quote/:id/offer/send',
  offerPdf: '/api/protected/quote/:id/offer/:version/pdf',
  offerAccept: '/api/protected/quote/:id/accept',
  offerChanges: '/api/protected/quote/:id/changes',
  offerDecline: '/api/protected/quote/:id/decline',
  linkedQuote: '/exposed/quote/:id/offer',
  linkedOfferPdf: '/exposed/quote/:id/offer/:version/pdf',
  linkedOfferAccept: '/exposed/quote/:id/offer/accept',
  linkedOfferChanges: '/exposed/quote/:id/offer/changes',
  linkedOfferDecline: '/exposed/quote/:id/offer/decline',
  ordersExport: '/api/protected/orders/export',
  // The order's purchase order as PDF (docs/product/offers.md#purchase-order-document).
  purchaseOrderDocument: '/api/protected/quote/:id/purchase-order/document',
  linkedPurchaseOrderDocument: '/exposed/quote/:id/offer/purchase-order/document',

  // Contact (docs/product/contact.md)
  contactForm: '/post/contact/form',

  // Users and staff recipients (docs/product/admin.md#user-management)
  allUsers: '/api/protected/all/users/list',
  userDelete: '/api/protected/:id/user/delete',
  staffEmails: '/api/protected/mailer/btx/staff',

  // Promotion campaigns (docs/product/promotions.md)
  allCampaigns: '/api/protected/all/sales/campaigns',
  campaignArticles: '/api/protected/:id/sales/campaign/articles',
  campaignCreate: '/api/protected/create/sales/campaign',
  campaignAddArticle: '/api/protected/:campaignId/sales/campaign/add/:articleId/article',
  campaignClose: '/api/protected/close/:id/sales/campaign',
  campaignUpdate: '/api/protected/update/:id/sales/campaign',
  campaignDelete: '/api/protected/delete/:id/sales/campaign',
  campaignRemoveArticle:
    '/api/protected/remove/:articleId/article/from/:campaignId/sales/campaigns',

  // Article media, staff side (docs/product/media.md)
  attachmentUpload: '/api/protected/post/article/:id/attachment',
  pictureFromWeb: '/api/article/:id/add/picture/from/web',
  documentFromWeb: '/api/article/:id/add/pdf/from/web',
  attachmentDelete: '/api/article/attachment/:id',
  defaultAttachment: '/api/protected/reset/:articleId/first/:attachmentId/attachment',
  videoLink: '/api/protected/put/:articleId/youtube/link',
  featuredToggle: '/api/protected/toggle/:articleId/featured',

  // Oxygène import (docs/product/import.md)
  oxygeneImport: '/api/oxygene/perform/import',
  oxygeneImports: '/api/oxygene/imports',
  oxygeneRejectedLines: '/api/oxygene/imports/:id/rejected-lines.csv',

  // Search engines (docs/product/search-engines.md): at the site's root, where crawlers
  // look. Their names hold a dot, which no category slug has.
  robotsTxt: '/robots.txt',
  sitemapIndex: '/sitemap.xml',
  sitemapFile: '/sitemap-:page.xml',
} as const;
