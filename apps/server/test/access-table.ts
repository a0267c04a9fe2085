import type { AccessWorld } from './access-fixtures';
import { quoteRequest } from './quote-fixtures';

// The access matrix's table (docs/security.md#access-matrix): one row per route the server
// registers, keyed "METHOD pattern" as Fastify declares it (a GET row also covers its HEAD
// twin). `status` is what an allowed caller gets, called without a body: a refusal of the
// missing body (400) proves the caller went past the access checks.

/**
 * public: anyone, a token changes nothing. optional-token: anyone, but a token that is not
 * valid is a 401. customer: every valid token. staff: an administrator's token, 403 for a
 * customer. signed-link: the link's signature opens it, a token changes nothing.
 */
export type Access = 'public' | 'optional-token' | 'customer' | 'staff' | 'signed-link';

export interface AccessRow {
  access: Access;
  /** What the allowed callers get (every caller for public and signed-link routes). */
  status: number;
  /** What an administrator gets from a customer route when it differs. */
  adminStatus?: number;
  /** The path with real ids of the fixtures, when the pattern has parameters. */
  url?: (world: AccessWorld) => string;
  body?: (world: AccessWorld) => Record<string, unknown>;
}

const row = (access: Access, status: number, more: Partial<AccessRow> = {}): AccessRow => ({
  access,
  status,
  ...more,
});

const articleUrl = (path: string) => (w: AccessWorld) =>
  path.replace(':articleId', String(w.article.id)).replace(':id', String(w.article.id));
const quoteUrl = (path: string) => (w: AccessWorld) => path.replace(':id', String(w.quote));
const campaignUrl = (path: string) => (w: AccessWorld) =>
  path
    .replace(':campaignId', String(w.campaign.id))
    .replace(':id', String(w.campaign.id))
    .replace(':articleId', String(w.article.id));
const visitorUrl = (path: string, query: 'pdf' | 'offer') => (w: AccessWorld) =>
  `${path.replace(':id', String(w.visitorQuote)).replace(':version', '1')}${
    query === 'pdf' ? w.visitorPdfQuery : w.visitorOfferQuery
  }`;

export const ACCESS_TABLE: Record<string, AccessRow> = {
  // The OpenAPI page and its files.
  'GET /docs': row('public', 200),
  'GET /docs/static/index.html': row('public', 302),
  'GET /docs/static/swagger-initializer.js': row('public', 200),
  'GET /docs/json': row('public', 200),
  'GET /docs/yaml': row('public', 200),
  'GET /docs/static/*': row('public', 200, { url: () => '/docs/static/swagger-ui.css' }),
  'GET /healthz': row('public', 200),
  'GET /readyz': row('public', 200),

  // Session and account.
  'POST /api/login_check': row('public', 400),
  'GET /exposed/renew/jwt': row('customer', 200),
  'POST /exposed/create/account': row('public', 400),
  'POST /exposed/account/verify': row('public', 400),
  'POST /exposed/password/reset/request': row('public', 400),
  'POST /exposed/password/:token/user/reset': row('public', 400, {
    url: () => '/exposed/password/jeton-inconnu/user/reset',
  }),
  'GET /api/protected/self/info': row('customer', 200),
  'PUT /api/protected/put/self/personal/info': row('customer', 400),
  'DELETE /api/protected/self/delete': row('customer', 204, { adminStatus: 409 }),
  'POST /api/protected/self/logout': row('customer', 204),
  'POST /api/protected/self/verification/resend': row('customer', 409),

  // Catalogue.
  'GET /exposed/categories/flat': row('public', 200),
  'GET /exposed/featured/articles': row('public', 200),
  'GET /exposed/under/sub/category/:id/articles': row('public', 200, {
    url: (w) => `/exposed/under/sub/category/${w.tree.underSubCategoryId}/articles`,
  }),
  'GET /exposed/sub/category/:id/articles': row('public', 200, {
    url: (w) => `/exposed/sub/category/${w.tree.subCategoryId}/articles`,
  }),
  'GET /exposed/detailed/:id/article': row('public', 200, {
    url: articleUrl('/exposed/detailed/:id/article'),
  }),
  'GET /exposed/detailed/by/:slug/article': row('public', 200, {
    url: (w) => `/exposed/detailed/by/${w.article.slug}/article`,
  }),
  'GET /exposed/articles/by/:reference/reference': row('public', 200, {
    url: (w) => `/exposed/articles/by/${w.article.crmId}/reference`,
  }),
  'POST /exposed/articles/by/ids': row('public', 400),
  'POST /exposed/articles/by/references': row('public', 400),
  'GET /exposed/active/sales/campaigns': row('public', 200),
  'POST /exposed/search/articles': row('public', 400),
  'GET /robots.txt': row('public', 200),
  'GET /sitemap.xml': row('public', 200),
  'GET /sitemap-:page.xml': row('public', 200, { url: () => '/sitemap-1.xml' }),

  // Media, served to everyone.
  'GET /exposed/article/:id/get/thumbnail': row('public', 200, {
    url: articleUrl('/exposed/article/:id/get/thumbnail'),
  }),
  'GET /exposed/article/:id/get/small/size': row('public', 200, {
    url: articleUrl('/exposed/article/:id/get/small/size'),
  }),
  'GET /exposed/attachment/:id/get/thumbnail': row('public', 200, {
    url: (w) => `/exposed/attachment/${w.picture.id}/get/thumbnail`,
  }),
  'GET /exposed/attachment/:id/get/small/size': row('public', 404, {
    url: (w) => `/exposed/attachment/${w.picture.id}/get/small/size`,
  }),
  'GET /exposed/attachment/:id/get/medium/size': row('public', 404, {
    url: (w) => `/exposed/attachment/${w.picture.id}/get/medium/size`,
  }),
  'GET /exposed/attachment/:id/get/full/size': row('public', 404, {
    url: (w) => `/exposed/attachment/${w.picture.id}/get/full/size`,
  }),

  // Media, staff side.
  'POST /api/protected/post/article/:id/attachment': row('staff', 415, {
    url: articleUrl('/api/protected/post/article/:id/attachment'),
  }),
  'POST /api/article/:id/add/picture/from/web': row('staff', 400, {
    url: articleUrl('/api/article/:id/add/picture/from/web'),
  }),
  'POST /api/article/:id/add/pdf/from/web': row('staff', 400, {
    url: articleUrl('/api/article/:id/add/pdf/from/web'),
  }),
  'DELETE /api/article/attachment/:id': row('staff', 204, {
    url: (w) => `/api/article/attachment/${w.picture.id}`,
  }),
  'GET /api/protected/reset/:articleId/first/:attachmentId/attachment': row('staff', 200, {
    url: (w) => `/api/protected/reset/${w.article.id}/first/${w.picture.id}/attachment`,
  }),
  'PUT /api/protected/put/:articleId/youtube/link': row('staff', 400, {
    url: articleUrl('/api/protected/put/:articleId/youtube/link'),
  }),
  'GET /api/protected/toggle/:articleId/featured': row('staff', 200, {
    url: articleUrl('/api/protected/toggle/:articleId/featured'),
  }),

  // Quotes, offers and orders.
  'POST /exposed/post/quote': row('optional-token', 201, {
    body: (w) => quoteRequest([{ article_id: w.article.id, quantity: 1 }]),
  }),
  'GET /api/protected/my/quotes': row('customer', 200),
  'GET /api/protected/quote/:id': row('customer', 200, {
    url: quoteUrl('/api/protected/quote/:id'),
  }),
  'GET /api/protected/quote/:id/pdf': row('customer', 200, {
    url: quoteUrl('/api/protected/quote/:id/pdf'),
  }),
  'GET /api/protected/quote/:id/offer/:version/pdf': row('customer', 200, {
    url: (w) => `/api/protected/quote/${w.quote}/offer/1/pdf`,
  }),
  'POST /api/protected/quote/:id/accept': row('customer', 200, {
    adminStatus: 403,
    url: quoteUrl('/api/protected/quote/:id/accept'),
    body: () => ({ purchase_order: 'BC-1' }),
  }),
  'POST /api/protected/quote/:id/changes': row('customer', 200, {
    adminStatus: 403,
    url: quoteUrl('/api/protected/quote/:id/changes'),
    body: () => ({ message: 'Livrable en janvier ?' }),
  }),
  'POST /api/protected/quote/:id/decline': row('customer', 200, {
    adminStatus: 403,
    url: quoteUrl('/api/protected/quote/:id/decline'),
    body: () => ({ reason: 'Budget épuisé' }),
  }),
  'GET /exposed/quote/:id/pdf': row('signed-link', 200, {
    url: visitorUrl('/exposed/quote/:id/pdf', 'pdf'),
  }),
  'GET /exposed/quote/:id/offer': row('signed-link', 200, {
    url: visitorUrl('/exposed/quote/:id/offer', 'offer'),
  }),
  'GET /exposed/quote/:id/offer/:version/pdf': row('signed-link', 200, {
    url: visitorUrl('/exposed/quote/:id/offer/:version/pdf', 'offer'),
  }),
  'POST /exposed/quote/:id/offer/accept': row('signed-link', 400, {
    url: visitorUrl('/exposed/quote/:id/offer/accept', 'offer'),
  }),
  'POST /exposed/quote/:id/offer/changes': row('signed-link', 400, {
    url: visitorUrl('/exposed/quote/:id/offer/changes', 'offer'),
  }),
  'POST /exposed/quote/:id/offer/decline': row('signed-link', 400, {
    url: visitorUrl('/exposed/quote/:id/offer/decline', 'offer'),
  }),
  'GET /api/protected/quotes/by/:status/status': row('staff', 200, {
    url: () => '/api/protected/quotes/by/PENDING/status',
  }),
  'GET /api/protected/quotes/by/:status/status/export': row('staff', 200, {
    url: () => '/api/protected/quotes/by/PENDING/status/export',
  }),
  'POST /api/protected/update/quote/:id/status': row('staff', 400, {
    url: quoteUrl('/api/protected/update/quote/:id/status'),
  }),
  'PUT /api/protected/quote/:id/offer': row('staff', 400, {
    url: quoteUrl('/api/protected/quote/:id/offer'),
  }),
  'POST /api/protected/quote/:id/offer/send': row('staff', 200, {
    url: quoteUrl('/api/protected/quote/:id/offer/send'),
  }),
  'GET /api/protected/orders/export': row('staff', 200),
  // The fixtures' offers are not accepted yet: attaching a purchase order waits (409).
  'POST /api/protected/quote/:id/purchase-order/document': row('customer', 409, {
    adminStatus: 403,
    url: quoteUrl('/api/protected/quote/:id/purchase-order/document'),
  }),
  'POST /exposed/quote/:id/offer/purchase-order/document': row('signed-link', 409, {
    url: visitorUrl('/exposed/quote/:id/offer/purchase-order/document', 'offer'),
  }),
  // None attached yet.
  'GET /api/protected/quote/:id/purchase-order/document': row('customer', 404, {
    url: quoteUrl('/api/protected/quote/:id/purchase-order/document'),
  }),

  // Contact.
  'POST /post/contact/form': row('public', 400),

  // Import.
  'POST /api/oxygene/perform/import': row('staff', 415),
  'GET /api/oxygene/imports': row('staff', 200),
  'GET /api/oxygene/imports/:id/rejected-lines.csv': row('staff', 200, {
    url: (w) => `/api/oxygene/imports/${w.importRun.id}/rejected-lines.csv`,
  }),

  // Users and staff recipients.
  'GET /api/protected/all/users/list': row('staff', 200),
  'DELETE /api/protected/:id/user/delete': row('staff', 204, {
    url: (w) => `/api/protected/${w.victim}/user/delete`,
  }),
  'GET /api/protected/mailer/btx/staff': row('staff', 200),
  'PUT /api/protected/mailer/btx/staff': row('staff', 400),

  // Promotion campaigns.
  'GET /api/protected/all/sales/campaigns': row('staff', 200),
  'GET /api/protected/:id/sales/campaign/articles': row('staff', 200, {
    url: campaignUrl('/api/protected/:id/sales/campaign/articles'),
  }),
  'POST /api/protected/create/sales/campaign': row('staff', 400),
  'GET /api/protected/:campaignId/sales/campaign/add/:articleId/article': row('staff', 200, {
    url: campaignUrl('/api/protected/:campaignId/sales/campaign/add/:articleId/article'),
  }),
  'PUT /api/protected/close/:id/sales/campaign': row('staff', 200, {
    url: campaignUrl('/api/protected/close/:id/sales/campaign'),
  }),
  'PUT /api/protected/update/:id/sales/campaign': row('staff', 400, {
    url: campaignUrl('/api/protected/update/:id/sales/campaign'),
  }),
  'DELETE /api/protected/delete/:id/sales/campaign': row('staff', 204, {
    url: campaignUrl('/api/protected/delete/:id/sales/campaign'),
  }),
  'DELETE /api/protected/remove/:articleId/article/from/:campaignId/sales/campaigns': row(
    'staff',
    204,
    {
      url: campaignUrl('/api/protected/remove/:articleId/article/from/:campaignId/sales/campaigns'),
    },
  ),
};
