import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
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
    ],
  },
];

describe('useRouteFocus (docs/product/look-and-feel.md#focus-never-lost)', () => {
  it('leaves the focus alone on the first load', () => {
    renderInApp(routes);
    expect(screen.getByRole('heading', { name: 'Départ' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
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
