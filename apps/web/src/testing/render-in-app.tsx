import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  type InitialEntry,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { AppProvider } from '#app/provider.tsx';
import { routes as appRoutes } from '#app/router.tsx';

/** The app's query client as tests want it: a failure shows at once, without retries. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** `path` may be an entry with history state (`{ pathname, state }`). */
type RenderInAppOptions = { path?: InitialEntry; queryClient?: QueryClient };

/**
 * Renders `routes` at `path` in a memory router, inside the app's providers (theme,
 * queries, snackbar): a screen as the app shows it, without the rest of the app.
 */
export function renderInApp(
  routes: RouteObject[],
  { path = '/', queryClient = testQueryClient() }: RenderInAppOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders the real route tree at `path`, header and footer included. */
export function renderRoute(
  path: InitialEntry,
  { queryClient }: Pick<RenderInAppOptions, 'queryClient'> = {},
) {
  return renderInApp(appRoutes, { path, queryClient });
}
