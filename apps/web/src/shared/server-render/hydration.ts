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
 * The parts of the page waiting for their turn (hydrate-in-turn.tsx), in the order they asked:
 * one is given its turn per task. A queue, not a chain of promises: each part chained three
 * promise reactions in the task that rendered it, and a list's fifty cards asked theirs in one
 * task, a third of it in Lighthouse's run (docs/performance.md#turns-given-from-a-queue).
 */
const waiting: Array<() => void> = [];
/** Settles once the queue is empty; a part asking for a turn then starts a new one. */
let queueEmptied: Promise<void> = Promise.resolve();
let givingTurns = false;

/** Calls `give` in a task of its own, after the turns asked before. */
export function queueHydrationTurn(give: () => void) {
  waiting.push(give);
  if (!givingTurns) queueEmptied = giveTurns();
}

async function giveTurns() {
  givingTurns = true;
  for (;;) {
    await nextTask();
    const give = waiting.shift();
    if (!give) break;
    give();
  }
  givingTurns = false;
}

/** A task of its own: a message to ourselves, which timers' minimum delay does not hold back. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Settles once every turn, including those asked while the turns' parts rendered, is over. */
async function turnsOver(): Promise<void> {
  for (;;) {
    const emptied = queueEmptied;
    await emptied;
    // The part whose turn it was renders in the same task; what it asks is known after.
    await nextTask();
    if (emptied === queueEmptied && !givingTurns) return;
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
