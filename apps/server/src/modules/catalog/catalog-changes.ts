import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#db/database';
import { selectNextCampaignBoundary } from './catalog-queries';

/**
 * The channel on which a process that changed the catalogue tells the others on the same
 * database (docs/decisions/030-catalog-change-signal.md).
 */
export const CATALOG_CHANGED = 'catalog_changed';

/**
 * Tells every server process on this database, this one included, that the catalogue
 * changed. Sent after the change's commit: a notice inside a transaction waits for it.
 */
export async function announceCatalogChange(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${CATALOG_CHANGED}, '')`);
}

// setTimeout's longest delay; a boundary further away is looked up again then.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Calls `onBoundary` when the next campaign starts or ends: prices change then without
 * any write (docs/product/promotions.md#active-campaigns). `schedule()` looks the next one up again, after
 * each change of the catalogue.
 */
export class CampaignBoundaryTimer {
  private timer: NodeJS.Timeout | undefined;
  // A look-up answered after a newer one started is stale: only the newest sets the timer.
  private lookups = 0;

  constructor(
    private readonly db: Database,
    private readonly onBoundary: () => void,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  schedule(): void {
    const lookup = ++this.lookups;
    selectNextCampaignBoundary(this.db, this.clock()).then(
      (boundary) => {
        if (lookup !== this.lookups) return;
        clearTimeout(this.timer);
        this.timer = undefined;
        if (!boundary) return;
        // A millisecond past it: an ending campaign still runs at its very end.
        const delay = boundary.getTime() - this.clock().getTime() + 1;
        this.timer = setTimeout(
          delay > LONGEST_TIMER_MS ? () => this.schedule() : this.onBoundary,
          Math.max(0, Math.min(delay, LONGEST_TIMER_MS)),
        );
        this.timer.unref();
      },
      (error: unknown) => this.log.error({ err: error }, 'next campaign boundary not read'),
    );
  }

  stop(): void {
    this.lookups += 1;
    clearTimeout(this.timer);
  }
}
