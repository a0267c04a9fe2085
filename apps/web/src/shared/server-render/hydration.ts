/**
 * Whether the browser is taking over the page the server rendered. Meanwhile what depends
 * on the window (its width) must render as on the server, or the page taken over would not
 * match its HTML (docs/decisions/027-server-rendering.md).
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

/**
 * The parts of the page taken over in turns (hydrate-in-turn.tsx): each turn settles in a
 * task of its own, after the turns given before it.
 */
let lastTurn: Promise<void> = Promise.resolve();
let turnsWaiting = 0;

export function nextHydrationTurn(): Promise<void> {
  turnsWaiting += 1;
  lastTurn = lastTurn.then(nextTask).then(() => {
    turnsWaiting -= 1;
  });
  return lastTurn;
}

/** A task of its own: a message to ourselves, which timers' minimum delay does not hold back. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Settles once every turn, including those given while the turns' parts rendered, is over. */
async function turnsOver(): Promise<void> {
  for (;;) {
    const last = lastTurn;
    await last;
    // The part whose turn it was renders in the same task; what it gives is known after.
    await nextTask();
    if (last === lastTurn && turnsWaiting === 0) return;
  }
}

/**
 * Runs the take-over (or the first render); once every part is taken over, lets the
 * window's readers catch up (onTakenOver) and marks the document `data-app-ready`: from
 * then on the whole page answers clicks and keys, which is what the Chromium journeys wait
 * for after loading a page.
 */
export function renderFirstPage(render: () => void, { hydrate }: { hydrate: boolean }) {
  hydrating = hydrate;
  render();
  if (!hydrate) {
    document.documentElement.dataset.appReady = '';
    return;
  }
  void turnsOver().then(() => {
    hydrating = false;
    for (const listener of [...takenOverListeners]) listener();
    document.documentElement.dataset.appReady = '';
  });
}

const takenOverListeners = new Set<() => void>();

/**
 * Calls `listener` once the page is taken over: what rendered as on the server meanwhile
 * (the window's width, use-window-width.ts) may then render for this browser. Returns the
 * function that stops listening.
 */
export function onTakenOver(listener: () => void): () => void {
  takenOverListeners.add(listener);
  return () => takenOverListeners.delete(listener);
}
