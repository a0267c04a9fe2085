import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '#db/database';
import type { MailAttachmentSource } from '#db/schema';
import {
  claimDueMails,
  markMailAttemptFailed,
  markMailsSent,
  type OutboxMessage,
  releaseMails,
} from './mail-outbox-queries';
import type { MailTransport } from './mail-transport';
import type { MailFile } from './outgoing-mail';

interface ScheduledWork {
  name: string;
  run: () => Promise<unknown>;
  everyMs: number;
  timer?: NodeJS.Timeout;
}

/** Makes the file an outbox row names, when its mail is sent (decision 006). */
export type AttachmentRenderer = (source: MailAttachmentSource) => Promise<MailFile>;

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3_600_000;
/** About 14 hours of retries (30 s, 1, 2 … 32 min, then hourly) before giving up. */
export const MAX_MAIL_ATTEMPTS = 20;
// Longer than any send can take with the transport's timeouts, so that a lease only runs
// out when the process that took it is gone; MAIL_LEASE_MS may change it.
const LEASE_MS = 120_000;
const BATCH_SIZE = 10;
const POLL_INTERVAL_MS = 5_000;
const WAKE_DELAY_MS = 100;
const ERROR_MAX_CHARS = 1000;

/** Delay before the next try after `failures` failed ones: 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

interface MailWorkerOptions {
  db: Executor;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How long a taken mail is left to this process (LEASE_MS unless configured). */
  leaseMs?: number;
}

/**
 * Sends the outbox. Started, it polls every few seconds and on wake(); stopped, it
 * abandons the send in flight and gives it back with the rest of its batch, so that a
 * stalled SMTP server cannot hold a shutdown (decision 006). Tests leave it stopped and
 * call drainOnce() to run it deterministically.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private wakeTimer: NodeJS.Timeout | undefined;
  private running = false;
  private stopRequested = false;
  private wakePending = false;
  private abandon = new AbortController();
  // Drains run one after the other, never two at once in one process.
  private queue: Promise<unknown> = Promise.resolve();
  private readonly renderers = new Map<MailAttachmentSource['kind'], AttachmentRenderer>();
  private readonly scheduled: ScheduledWork[] = [];
  private readonly scheduledRuns = new Set<Promise<void>>();

  constructor(private readonly options: MailWorkerOptions) {}

  /**
   * How to make the attachments of one kind: the module that queues such mails says it
   * when it starts. A mail whose kind has no renderer fails and is retried like a send.
   */
  renderAttachments(kind: MailAttachmentSource['kind'], render: AttachmentRenderer): void {
    this.renderers.set(kind, render);
  }

  /**
   * Work that queues mails by the clock rather than on a request (the reminder of a quote's
   * coming expiry): run when the worker starts, then every `everyMs` while it runs, the
   * worker woken after each run. Tests leave the worker stopped and run the work themselves.
   */
  schedule(name: string, run: () => Promise<unknown>, everyMs: number): void {
    this.scheduled.push({ name, run, everyMs });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopRequested = false;
    if (this.abandon.signal.aborted) this.abandon = new AbortController();
    this.timer = setInterval(() => this.wake(), POLL_INTERVAL_MS);
    for (const work of this.scheduled) {
      this.runScheduled(work);
      work.timer = setInterval(() => this.runScheduled(work), work.everyMs);
    }
    this.wake();
  }

  private runScheduled(work: ScheduledWork): void {
    const run = work
      .run()
      .then(() => this.wake())
      .catch((error: unknown) => {
        this.options.log.error({ err: error, work: work.name }, 'scheduled mail work failed');
      })
      .finally(() => this.scheduledRuns.delete(run));
    this.scheduledRuns.add(run);
  }

  /**
   * Sends what is due shortly: mails committed within WAKE_DELAY_MS go in one batch (one
   * claim, one update) rather than a drain each. A no-op while stopped: in tests a
   * route's wake() must not send behind their back.
   */
  wake(): void {
    if (!this.running || this.wakePending) return;
    this.wakePending = true;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = undefined;
      this.drainOnce().catch((error: unknown) => {
        this.options.log.error({ err: error }, 'mail outbox could not be read');
      });
    }, WAKE_DELAY_MS);
  }

  /**
   * Sends every mail due at `now`, batch after batch; resolves to the number tried.
   * `now` defaults to the clock; tests pass it to step over backoffs and leases.
   */
  drainOnce(now?: Date): Promise<number> {
    const run = this.queue.then(() => {
      this.wakePending = false;
      return this.drain(now);
    });
    this.queue = run.catch(() => {});
    return run;
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopRequested = true;
    clearInterval(this.timer);
    this.timer = undefined;
    clearTimeout(this.wakeTimer);
    this.wakeTimer = undefined;
    this.wakePending = false;
    for (const work of this.scheduled) clearInterval(work.timer);
    this.abandon.abort();
    await Promise.all([this.queue, ...this.scheduledRuns]);
    this.options.transport.close();
  }

  private async drain(fixedNow: Date | undefined): Promise<number> {
    const now = () => fixedNow ?? new Date();
    let tried = 0;
    while (!this.stopRequested) {
      const claimedAt = now();
      const batch = await claimDueMails(this.options.db, {
        now: claimedAt,
        leaseUntil: new Date(claimedAt.getTime() + (this.options.leaseMs ?? LEASE_MS)),
        limit: BATCH_SIZE,
      });
      const sent: number[] = [];
      try {
        for (const [index, message] of batch.entries()) {
          const outcome = this.stopRequested ? 'abandoned' : await this.sendOne(message, now);
          if (outcome === 'abandoned') {
            // Due at once, with no failure counted: the next process sends them.
            const rest = batch.slice(index).map((m) => m.id);
            await releaseMails(this.options.db, rest, now());
            return tried;
          }
          if (outcome === 'sent') sent.push(message.id);
          tried += 1;
        }
      } finally {
        // One statement for the batch. A crash before it leaves these mails leased, so
        // they are sent again when the lease runs out: at least once (decision 006).
        await markMailsSent(this.options.db, sent, now());
      }
      if (batch.length < BATCH_SIZE) break;
    }
    return tried;
  }

  /**
   * Sends one mail: 'sent', 'failed' when the failure is recorded for a retry, or
   * 'abandoned' when the worker stopped during the send.
   */
  private async sendOne(
    message: OutboxMessage,
    now: () => Date,
  ): Promise<'sent' | 'failed' | 'abandoned'> {
    const { db, transport, log } = this.options;
    const { signal } = this.abandon;
    try {
      await transport.send({ ...message, files: await this.attachedFiles(message) }, signal);
    } catch (error) {
      if (signal.aborted) return 'abandoned';
      const failures = message.attempts + 1;
      const retryAt =
        failures >= MAX_MAIL_ATTEMPTS ? null : new Date(now().getTime() + retryDelayMs(failures));
      const text = (error instanceof Error ? error.message : String(error)).slice(
        0,
        ERROR_MAX_CHARS,
      );
      await markMailAttemptFailed(db, message.id, { error: text, retryAt });
      if (retryAt) {
        log.warn(
          { mailId: message.id, failures, retryAt, err: error },
          'mail send failed, will retry',
        );
      } else {
        log.error({ mailId: message.id, failures, err: error }, 'mail send failed, giving up');
      }
      return 'failed';
    }
    return 'sent';
  }

  private async attachedFiles({ attachment }: OutboxMessage): Promise<MailFile[]> {
    if (!attachment) return [];
    const render = this.renderers.get(attachment.kind);
    if (!render) throw new Error(`no renderer for mail attachments of kind ${attachment.kind}`);
    return [await render(attachment)];
  }
}
