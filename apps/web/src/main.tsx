import { CacheProvider } from '@emotion/react';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#app/app.tsx';
import { loadBeforeFirstRender } from '#app/boot.ts';
import { createQueryClient } from '#app/query-client.ts';
import { type AppRouter, createAppRouter, startLoadingPagesAt } from '#app/router.tsx';
import { browserEmotionCache } from '#shared/server-render/emotion-cache.ts';
import { nextTask, renderFirstPage } from '#shared/server-render/hydration.ts';
import { QUERY_STATE_ID, RENDERED_WIDTH_ATTRIBUTE } from '#shared/server-render/hydration-keys.ts';
import { laidOutWidth, RenderedWidthContext } from '#shared/use-window-width.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');
const root = rootElement;

const queryClient = createQueryClient();
void start();

/**
 * Each step in a task of its own: the modules' evaluation, the router, the start-up loads
 * and the take-over were one long task, in which the page answered nothing.
 */
async function start() {
  await nextTask();
  // First: the page's chunks load in parallel with what follows.
  startLoadingPagesAt(window.location.pathname);
  openSessionStorage();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // The page came rendered from the server with the data it was rendered with, for a width
  // (docs/decisions/027-server-rendering.md): the app takes over that HTML as it is.
  const stateElement = document.getElementById(QUERY_STATE_ID);
  const serverState = stateElement?.textContent;
  const renderedWidth = Number(stateElement?.getAttribute(RENDERED_WIDTH_ATTRIBUTE));
  const app = (
    <StrictMode>
      <CacheProvider value={browserEmotionCache()}>
        <RenderedWidthContext.Provider value={renderedWidth || laidOutWidth('desktop')}>
          <App queryClient={queryClient} router={router} />
        </RenderedWidthContext.Provider>
      </CacheProvider>
    </StrictMode>
  );
  if (serverState) {
    hydrate(queryClient, JSON.parse(serverState));
    // The device's reads (the stored session, the cart) change the page after it is taken
    // over: the server rendered it as every visitor sees it.
    void loadBeforeFirstRender(queryClient);
    await routerReady(router);
    await nextTask();
    renderFirstPage(() => hydrateRoot(root, app), { hydrate: true });
  } else {
    await loadBeforeFirstRender(queryClient);
    renderFirstPage(() => createRoot(root).render(app), { hydrate: false });
  }
}

/**
 * The router reads the tab's session storage as it starts (view transitions, then scroll
 * positions). A page's first read of it waits for the browser's copy: done here, in a short
 * task, rather than in the router's (docs/performance.md#the-router-started-in-two-tasks).
 */
function openSessionStorage() {
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage the browser refuses: the router does without it too.
  }
}

/** The first page's lazy route loaded: before, the router would render its fallback. */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
