import { waitFor } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateInTurn } from './hydrate-in-turn';
import { nextTask, renderFirstPage } from './hydration';
import { useDeviceData } from './use-device-data';

/** The header's account link: to the login page for a visitor, to the account when stored. */
function AccountLink({ stored }: { stored: string | undefined }) {
  const user = useDeviceData(stored);
  return <a href={user ? '/my/account' : '/login'}>{user ?? 'Mon compte'}</a>;
}

const page = (stored: string | undefined) => (
  <header>
    <HydrateInTurn>
      <p>Labo</p>
    </HydrateInTurn>
    <HydrateInTurn>
      <AccountLink stored={stored} />
    </HydrateInTurn>
  </header>
);

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.appReady;
});

describe("the device's data in a page taken over", () => {
  it('is left out until the page is taken over, then shown with the right attributes', async () => {
    const root = document.createElement('div');
    // The server rendered the page as every visitor gets it.
    root.innerHTML = renderToString(page(undefined));
    document.body.append(root);
    const link = root.querySelector('a');

    // The device's session is read before the link's turn comes.
    renderFirstPage(() => hydrateRoot(root, page('Marie')), { hydrate: true });
    while (document.documentElement.dataset.appReady === undefined) await nextTask();

    // Rendered again once taken over, when the test files before this one let Preact's
    // renders wait for a timer: waited for, not counted in tasks.
    await waitFor(() => expect(link?.getAttribute('href')).toBe('/my/account'));
    expect(link?.textContent).toBe('Marie');
    expect(root.querySelector('a')).toBe(link);
  });
});
