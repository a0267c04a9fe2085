import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DeferredWork } from './deferred-work';

// Work left for after an answer (docs/security.md#password-reset-timing).

function deferredWork() {
  const lines: string[] = [];
  const { log } = Fastify({ logger: { level: 'info', stream: { write: (l) => lines.push(l) } } });
  return { work: new DeferredWork(log), lines };
}

describe('DeferredWork', () => {
  it('starts a job after the current turn, and idle() waits for the jobs it defers in turn', async () => {
    const { work } = deferredWork();
    const done: string[] = [];
    work.defer('first', async () => {
      done.push('first');
      work.defer('second', async () => {
        done.push('second');
      });
    });
    expect(done).toEqual([]);
    expect(work.pending()).toEqual(['first']);
    await work.idle();
    expect(done).toEqual(['first', 'second']);
    expect(work.pending()).toEqual([]);
  });

  it('logs a failed job with its name, and idle() still resolves', async () => {
    const { work, lines } = deferredWork();
    work.defer('failing', async () => {
      throw new Error('lost database');
    });
    await work.idle();
    const line = JSON.parse(lines.at(-1) ?? '{}');
    expect(line).toMatchObject({ level: 50, job: 'failing', msg: 'deferred work failed' });
    expect(line.err.message).toBe('lost database');
  });

  it('starts no job deferred while held until released', async () => {
    const { work } = deferredWork();
    let ran = false;
    const release = work.hold();
    work.defer('held', async () => {
      ran = true;
    });
    // Several turns of the event loop pass without the job.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toBe(false);
    release();
    await work.idle();
    expect(ran).toBe(true);
  });
});
