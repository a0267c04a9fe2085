import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a route leaves for after its answer; tests wait for it with `idle()`. */
    deferredWork: DeferredWork;
  }
}

interface Job {
  name: string;
  done: Promise<void>;
}

/**
 * Work done after the answer is sent, so that the answer's time does not depend on it: a
 * reset request answers before knowing whether it writes a link token
 * (docs/security.md#password-reset-timing). A job starts in a later turn of the event
 * loop than the one that sends the answer; its failure is logged, as nobody waits for it.
 */
export class DeferredWork {
  private readonly jobs = new Set<Job>();
  private gate: Promise<void> = Promise.resolve();

  constructor(private readonly log: FastifyBaseLogger) {}

  defer(name: string, work: () => Promise<void>): void {
    const job: Job = {
      name,
      done: this.gate
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(work)
        .catch((error: unknown) =>
          this.log.error({ err: error, job: name }, 'deferred work failed'),
        )
        .finally(() => this.jobs.delete(job)),
    };
    this.jobs.add(job);
  }

  /** The names of the jobs deferred and not finished yet, oldest first. */
  pending(): string[] {
    return [...this.jobs].map((job) => job.name);
  }

  /** Resolves once every job, those deferred while waiting included, has finished. */
  async idle(): Promise<void> {
    while (this.jobs.size > 0) await Promise.all([...this.jobs].map((job) => job.done));
  }

  /**
   * Keeps the jobs deferred from now on from starting until the returned function is
   * called: a test then sees what a request did before its answer, and nothing after.
   */
  hold(): () => void {
    let release = () => {};
    this.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    return () => {
      this.gate = Promise.resolve();
      release();
    };
  }
}

/**
 * The app's deferred work; closing the app waits for it, so that the database, closed
 * after the app, is still open for the jobs already started.
 */
const deferredWork: FastifyPluginAsync = async (app) => {
  const work = new DeferredWork(app.log.child({ module: 'deferred-work' }));
  app.decorate('deferredWork', work);
  app.addHook('onClose', () => work.idle());
};

export const deferredWorkPlugin = fp(deferredWork, { name: 'deferred-work' });
