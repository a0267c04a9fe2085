import { fireEvent } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { useId, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateInTurn } from './hydrate-in-turn';
import { isHydrating, nextTask, onTakenOver, renderFirstPage } from './hydration';

const rendered: string[] = [];

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  rendered.push(name);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

const page = (
  <main>
    <HydrateInTurn>
      <Counter name="first" />
    </HydrateInTurn>
    <HydrateInTurn>
      <Counter name="second" />
    </HydrateInTurn>
  </main>
);

// A titled section whose heading is made again once the page is taken over, as the cart
// page's summary is once the device's cart is read: the new heading carries the id the
// browser gave, the other sections keep the server's.
function Titled({ title }: { title: string }) {
  const id = useId();
  const [made, setMade] = useState(false);
  return (
    <section aria-labelledby={id}>
      {made ? <h3 id={id}>{title}</h3> : <h2 id={id}>{title}</h2>}
      <button type="button" onClick={() => setMade(true)}>
        {title}
      </button>
    </section>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.appReady;
  rendered.length = 0;
});

describe('a page taken over in turns', () => {
  it('keeps the server HTML, takes over one part per task, then marks the page ready', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(page);
    document.body.append(root);
    const [first, second] = root.querySelectorAll('button');
    rendered.length = 0;
    let caughtUp = false;
    const stopListening = onTakenOver(() => {
      caughtUp = true;
    });

    renderFirstPage(() => hydrateRoot(root, page), { hydrate: true });
    expect(rendered).toEqual([]);
    expect(isHydrating()).toBe(true);
    // One task at a time: the next turn's message is posted in the task of the one before,
    // after the message of this loop.
    while (rendered.length === 0) await nextTask();
    expect(rendered).toEqual(['first']);
    while (rendered.length === 1) await nextTask();
    expect(rendered).toEqual(['first', 'second']);
    expect(document.documentElement.dataset.appReady).toBeUndefined();

    await expect.poll(() => document.documentElement.dataset.appReady).toBe('');
    expect(isHydrating()).toBe(false);
    // The window's readers caught up once every part was taken over.
    expect(caughtUp).toBe(true);
    stopListening();
    // The server's elements were taken over, not replaced, and now answer.
    expect(root.querySelectorAll('button')[0]).toBe(first);
    expect(root.querySelectorAll('button')[1]).toBe(second);
    fireEvent.click(second as HTMLButtonElement);
    await expect.poll(() => second?.textContent).toBe('second 1');
  });

  it('gives the ids of the server page, whatever the order of the turns', async () => {
    const titled = (
      <main>
        <HydrateInTurn>
          <Titled title="first" />
        </HydrateInTurn>
        <Titled title="second" />
        <HydrateInTurn>
          <div>
            <Titled title="third" />
            <HydrateInTurn>
              <Titled title="fourth" />
            </HydrateInTurn>
          </div>
        </HydrateInTurn>
      </main>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(titled);
    document.body.append(root);
    const serverIds = [...root.querySelectorAll('h2')].map((heading) => heading.id);
    renderFirstPage(() => hydrateRoot(root, titled), { hydrate: true });
    await expect.poll(() => document.documentElement.dataset.appReady).toBe('');

    for (const button of root.querySelectorAll('button')) fireEvent.click(button);
    await expect.poll(() => root.querySelectorAll('h3').length).toBe(4);
    const ids = [...root.querySelectorAll('h3')].map((heading) => heading.id);
    expect(ids).toEqual(serverIds);
    expect(new Set(ids).size).toBe(4);
    for (const section of root.querySelectorAll('section')) {
      const heading = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
      expect(heading?.textContent).toBe(section.querySelector('button')?.textContent);
    }
  });

  it('renders at once when the page is not taken over from the server', () => {
    const root = document.createElement('div');
    document.body.append(root);
    renderFirstPage(() => createRoot(root).render(page), { hydrate: false });
    expect(document.documentElement.dataset.appReady).toBe('');
    expect(isHydrating()).toBe(false);
  });
});
