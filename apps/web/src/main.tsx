import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#app/app.tsx';
import { loadBeforeFirstRender } from '#app/boot.ts';
import { createQueryClient } from '#app/query-client.ts';
import { createAppRouter } from '#app/router.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');
const root = rootElement;

const queryClient = createQueryClient();
// Created first: the router starts fetching the first page's lazy chunk right away, in
// parallel with the start-up loads below.
const router = createAppRouter();

void loadBeforeFirstRender(queryClient).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
});
