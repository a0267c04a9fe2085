import type { PIPE_STATUSES } from './quote-list-schemas';

// How people see a quote's processing status (docs/product/admin.md#quote-statuses).

export type PipeStatus = (typeof PIPE_STATUSES)[number];

type PipeStatusDisplay = {
  /** pretty_pipe_status: the French label. */
  label: string;
  /** The colour of the status dot. */
  colour: string;
  /** sort_status: the rank used when sorting by status. */
  sortRank: number;
};

const DISPLAY: Record<PipeStatus, PipeStatusDisplay> = {
  PENDING: { label: 'EN ATTENTE', colour: '#CCCCCC', sortRank: 1 },
  ON_GOING: { label: 'EN COURS', colour: '#0068B3', sortRank: 2 },
  ARCHIVED: { label: 'ARCHIVÉ', colour: '#2CBE4E', sortRank: 3 },
};

/** Label, colour and sort rank of a status (docs/product/admin.md#quote-statuses). */
export function pipeStatusDisplay(status: PipeStatus): PipeStatusDisplay {
  return DISPLAY[status];
}
