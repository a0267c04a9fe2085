import { act, render } from '@testing-library/react';
import { createMemoryRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Analytics } from './analytics';
import { usePageViewTracking } from './use-page-view-tracking';

const testAnalytics: Analytics = { trackPageView: vi.fn() };

function Layout() {
  usePageViewTracking(testAnalytics);
  return <Outlet />;
}

function renderTracked(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Layout,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          { path: 'home', element: <p>Accueil</p> },
          { path: 'about', element: <p>A Propos</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('usePageViewTracking', () => {
  it('sends one page view per page, a redirect counting once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = renderTracked('/');
    await act(() => vi.runAllTimersAsync());

    await act(() => router.navigate('/about'));
    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();

    expect(
      vi.mocked(testAnalytics.trackPageView).mock.calls.map(([url]) => new URL(url).pathname),
    ).toEqual(['/home', '/about']);
  });
});
