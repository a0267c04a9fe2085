import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, Navigate, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '#testing/render-in-app.tsx';
import { useRouteFocus } from './use-route-focus';

function Layout() {
  useRouteFocus('main');
  return (
    <>
      <Link to="/next">Suivant</Link>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading comes later, as one waiting for its data. */
function LatePage() {
  const [ready, setReady] = useState(false);
  return ready ? (
    <h1>Arrivée</h1>
  ) : (
    <button type="button" onClick={() => setReady(true)}>
      Charger
    </button>
  );
}

const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <h1>Départ</h1> },
      { path: '/next', element: <LatePage /> },
      { path: '/redirect', element: <Navigate to="/" replace /> },
    ],
  },
];

describe('useRouteFocus (docs/product/look-and-feel.md#focus-never-lost)', () => {
  it('leaves the focus alone on the first load', () => {
    renderInApp(routes);
    expect(screen.getByRole('heading', { name: 'Départ' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('leaves the focus alone after a redirect of the first load, as / to /home', async () => {
    const { router } = renderInApp(routes, { path: '/redirect' });
    await screen.findByRole('heading', { name: 'Départ' });
    expect(router.state.location.pathname).toBe('/');
    // The layout's effects run after the redirect has rendered.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.body).toHaveFocus();
  });

  it('moves the focus after a redirect that follows a navigation of the person', async () => {
    const { router } = renderInApp(routes, { path: '/next' });
    await act(() => router.navigate('/redirect'));
    const heading = await screen.findByRole('heading', { name: 'Départ' });
    await expect.poll(() => document.activeElement).toBe(heading);
  });

  it('moves the focus to the new page heading after a navigation, once it shows', async () => {
    const { router } = renderInApp(routes);
    await act(() => router.navigate('/next'));
    const load = screen.getByRole('button', { name: 'Charger' });
    act(() => load.click());

    const heading = await screen.findByRole('heading', { name: 'Arrivée' });
    await expect.poll(() => document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
