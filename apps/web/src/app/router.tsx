import { createBrowserRouter, matchRoutes, type RouteObject, redirect } from 'react-router';
import { paths } from '#config/paths.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { AppLayout } from './layout/app-layout';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

// Pages are lazy routes: each one is its own chunk, so the first page downloads only the
// shell and itself; the whole app in one chunk was over the first page's budget
// (docs/decisions/004-web-app-structure.md, docs/performance.md#the-whole-app-in-one-chunk).
const categoryRoute = async () => ({
  Component: (await import('./routes/category')).CategoryRoute,
});
const articleListRoute = async () => ({
  Component: (await import('./routes/article-list')).ArticleListRoute,
});
const myAccountModule = () => import('./routes/my-account');
const adminModule = () => import('./routes/admin');
const contactRoute = async () => ({
  Component: (await import('./routes/contact')).ContactRoute,
});

// The route table (docs/product/catalogue.md#route-table), catalogue part. Static segments
// (/home, /about, /c/…) rank above the label routes' dynamic ones, whatever their order
// here.
export const routes: RouteObject[] = [
  {
    path: paths.root.path,
    Component: AppLayout,
    // Shown while the first page's chunk loads, before the layout can render.
    HydrateFallback: DelayedLoader,
    ErrorBoundary: RouteError,
    children: [
      // / redirects to /home (docs/product/catalogue.md#route-table).
      // A loader's redirect rather than <Navigate>: the server answers it too (decision 027).
      { index: true, loader: () => redirect(paths.home.getHref()) },
      {
        // A pathless route so a page's error renders inside the header and footer.
        ErrorBoundary: RouteError,
        children: [
          {
            path: paths.home.path,
            lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
          },
          {
            path: paths.about.path,
            lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }),
          },
          {
            path: paths.terms.path,
            lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }),
          },
          {
            path: paths.cart.path,
            lazy: async () => ({ Component: (await import('./routes/cart')).CartRoute }),
          },
          {
            path: paths.quote.path,
            lazy: async () => ({ Component: (await import('./routes/cart')).QuoteRoute }),
          },
          {
            path: paths.cartValidate.path,
            lazy: async () => ({
              Component: (await import('./routes/cart-validate')).CartValidateRoute,
            }),
          },
          {
            path: paths.offer.path,
            lazy: async () => ({ Component: (await import('./routes/offer')).OfferRoute }),
          },
          {
            path: paths.login.path,
            lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
          },
          {
            path: paths.accountVerify.path,
            lazy: async () => ({
              Component: (await import('./routes/account-verify')).AccountVerifyRoute,
            }),
          },
          {
            path: paths.credentialsRecover.path,
            lazy: async () => ({
              Component: (await import('./routes/credentials-recover')).CredentialsRecoverRoute,
            }),
          },
          {
            // docs/product/accounts.md#customer-area: the address alone shows the information.
            path: paths.myAccount.path,
            lazy: async () => ({ Component: (await myAccountModule()).MyAccountRoute }),
            children: [
              { index: true, loader: () => redirect(paths.myInfos.getHref()) },
              {
                path: paths.myInfos.path,
                lazy: async () => ({ Component: (await myAccountModule()).MyInfosRoute }),
              },
              {
                path: paths.myQuotes.path,
                lazy: async () => ({ Component: (await myAccountModule()).MyQuotesRoute }),
              },
            ],
          },
          {
            // docs/product/admin.md#admin-shell: the address alone shows the new quotes.
            path: paths.admin.path,
            lazy: async () => ({ Component: (await adminModule()).AdminRoute }),
            children: [
              { index: true, loader: () => redirect(paths.adminPending.getHref()) },
              {
                path: paths.adminPending.path,
                lazy: async () => ({ Component: (await adminModule()).AdminPendingRoute }),
              },
              {
                path: paths.adminOngoing.path,
                lazy: async () => ({ Component: (await adminModule()).AdminOngoingRoute }),
              },
              {
                path: paths.adminArchived.path,
                lazy: async () => ({ Component: (await adminModule()).AdminArchivedRoute }),
              },
              {
                path: paths.adminQuote.path,
                lazy: async () => ({ Component: (await adminModule()).AdminQuoteRoute }),
              },
              {
                path: paths.adminOffer.path,
                lazy: async () => ({ Component: (await adminModule()).AdminOfferRoute }),
              },
              {
                path: paths.adminUsers.path,
                lazy: async () => ({ Component: (await adminModule()).AdminUsersRoute }),
              },
              {
                path: paths.adminCampaigns.path,
                lazy: async () => ({ Component: (await adminModule()).AdminCampaignsRoute }),
              },
              {
                path: paths.adminImport.path,
                lazy: async () => ({ Component: (await adminModule()).AdminImportRoute }),
              },
            ],
          },
          { path: paths.contact.path, lazy: contactRoute },
          { path: paths.contactShort.path, lazy: contactRoute },
          {
            path: paths.categoryById.path,
            lazy: async () => ({
              Component: (await import('./routes/id-redirects')).CategoryIdRoute,
            }),
          },
          {
            path: paths.subCategoryById.path,
            lazy: async () => ({
              Component: (await import('./routes/id-redirects')).SubCategoryIdRoute,
            }),
          },
          {
            path: paths.underSubCategoryById.path,
            lazy: async () => ({
              Component: (await import('./routes/id-redirects')).UnderSubCategoryIdRoute,
            }),
          },
          {
            path: paths.articleById.path,
            lazy: async () => ({
              Component: (await import('./routes/id-redirects')).ArticleIdRoute,
            }),
          },
          { path: paths.categoriesCategory.path, lazy: categoryRoute },
          { path: paths.categoriesSubCategory.path, lazy: articleListRoute },
          { path: paths.categoriesUnderSubCategory.path, lazy: articleListRoute },
          { path: paths.category.path, lazy: categoryRoute },
          { path: paths.subCategory.path, lazy: articleListRoute },
          { path: paths.underSubCategory.path, lazy: articleListRoute },
          {
            path: paths.article.path,
            lazy: async () => ({ Component: (await import('./routes/article')).ArticleRoute }),
          },
          // Not lazy: the error boundary shows it for a 404, so it is in the shell anyway.
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Starts loading the lazy pages the router will load for `pathname` when it starts: their
 * chunks are then asked for in the caller's task, not in the router's, which was the longest
 * of the page's start (docs/performance.md#the-router-started-in-two-tasks). The router's own
 * call finds the modules loading and asks for nothing more.
 */
export function startLoadingPagesAt(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    // A chunk that fails to load fails the router's own call too, which shows it.
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

export type AppRouter = ReturnType<typeof createAppRouter>;
