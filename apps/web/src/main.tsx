import { CacheProvider } from '@emotion/react';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#app/app.tsx';
import { loadBeforeFirstRender } from '#app/boot.ts';
import { createQueryClient } from '#app/query-client.ts';
import { createAppRouter } from '#app/router.tsx';
import { browserEmotionCache } from '#shared/server-render/emotion-cache.ts';
import { renderFirstPage } from '#shared/server-render/hydration.ts';
import { QUERY_STATE_ID } from '#shared/server-render/hydration-keys.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');
const root = rootElement;

const queryClient = createQueryClient();
// Created first: the router starts fetching the first page's lazy chunk right away, in
// parallel with the start-up loads below.
const router = createAppRouter();

const app = (
  <StrictMode>
    <CacheProvider value={browserEmotionCache()}>
      <App queryClient={queryClient} router={router} />
    </CacheProvider>
  </StrictMode>
);

// The page came rendered from the server with the data it was rendered with
// (docs/decisions/027-server-rendering.md): the app takes over that HTML as it is.
const serverState = document.getElementById(QUERY_STATE_ID)?.textContent;

if (serverState) {
  hydrate(queryClient, JSON.parse(serverState));
  // The device's reads (the stored session, the cart) change the page after it is taken
  // over: the server rendered it as every visitor sees it.
  void loadBeforeFirstRender(queryClient);
  void routerReady().then(() => {
    renderFirstPage(() => hydrateRoot(root, app), { hydrate: true });
  });
} else {
  void loadBeforeFirstRender(queryClient).then(() => {
    renderFirstPage(() => createRoot(root).render(app), { hydrate: false });
  });
}

/** The first page's lazy route loaded: before, the router would render its fallback. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
