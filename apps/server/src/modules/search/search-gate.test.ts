import { expect, it } from 'vitest';
import { SearchGate } from './search-gate';

/** A piece of work the test finishes when it wants. */
function held() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

it('runs at most its width of work at once, the rest in order', async () => {
  const gate = new SearchGate(2);
  const started: number[] = [];
  const works = [0, 1, 2, 3].map(() => held());
  const runs = works.map((work, i) =>
    gate.run(async () => {
      started.push(i);
      await work.done;
    }),
  );
  await Promise.resolve();
  expect(started).toEqual([0, 1]);
  works[1]?.finish();
  await runs[1];
  await expect.poll(() => started).toEqual([0, 1, 2]);
  works[0]?.finish();
  await runs[0];
  await expect.poll(() => started).toEqual([0, 1, 2, 3]);
  works[2]?.finish();
  works[3]?.finish();
  await Promise.all(runs);
});

it('frees its place when the work fails', async () => {
  const gate = new SearchGate(1);
  await expect(gate.run(() => Promise.reject(new Error('échec')))).rejects.toThrow('échec');
  expect(await gate.run(async () => 'suite')).toBe('suite');
});
