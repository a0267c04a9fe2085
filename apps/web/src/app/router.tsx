import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { DelayedLoader } from '../shared/delayed-loader';
import { AppLayout } from './layout/app-layout';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

// Pages are lazy routes: each one is its own chunk, so the first page downloads only
// the shell and itself (STACK-NOTES: one 171 kB chunk is too much for the first paint).
export const routes: RouteObject[] = [
  {
    path: paths.root.path,
    Component: AppLayout,
    // Shown while the first page's chunk loads, before the layout can render.
    HydrateFallback: DelayedLoader,
    ErrorBoundary: RouteError,
    children: [
      // SPEC §2: / redirects to /home.
      { index: true, element: <Navigate to={paths.home.getHref()} replace /> },
      {
        // A pathless route so a page's error renders inside the header and footer.
        ErrorBoundary: RouteError,
        children: [
          {
            path: paths.home.path,
            lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
          },
          {
            path: paths.category.path,
            lazy: async () => ({ Component: (await import('./routes/category')).CategoryRoute }),
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
