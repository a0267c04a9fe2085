import { type ReactElement, Suspense, useId, useRef } from 'react';
import { isHydrating, queueHydrationTurn } from './hydration';
import { IdScope } from './id-scope';

type Turn = { over: boolean; promise: Promise<void> };

/**
 * Takes over its part of the server's page in a task of its own, after the parts before it,
 * so that the browser can paint and take input between parts: taken over in one go, a page
 * was one task of over a second on a slow phone (docs/decisions/027-server-rendering.md).
 * Meanwhile the part stays as the server sent it. `children` must render one element, the
 * one Preact keeps while the part waits. The part counts its ids itself, so that they do not
 * depend on when its turn comes.
 */
export function HydrateInTurn({ children }: { children: ReactElement }) {
  return (
    <IdScope id={useId()}>
      <Suspense fallback={null}>
        <InTurn>{children}</InTurn>
      </Suspense>
    </IdScope>
  );
}

function InTurn({ children }: { children: ReactElement }) {
  const turn = useRef<Turn | null>(null);
  if (isHydrating()) {
    turn.current ??= givenTurn();
    if (!turn.current.over) throw turn.current.promise;
  }
  return children;
}

function givenTurn(): Turn {
  const turn: Turn = { over: false, promise: Promise.resolve() };
  turn.promise = new Promise((resolve) => {
    queueHydrationTurn(() => {
      // Marked over before Suspense, which listens to the promise, renders the part again.
      turn.over = true;
      resolve();
    });
  });
  return turn;
}
