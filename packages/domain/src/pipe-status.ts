import { z } from 'zod';

/** SPEC §4 quote pipe_status values, in their workflow order. */
export const PIPE_STATUSES = ['PENDING', 'ON_GOING', 'ARCHIVED'] as const;
export type PipeStatus = (typeof PIPE_STATUSES)[number];

export const pipeStatusSchema = z.enum(PIPE_STATUSES);

export type PipeStatusInfo = {
  label: 'EN ATTENTE' | 'EN COURS' | 'ARCHIVÉ';
  color: '#CCCCCC' | '#0068B3' | '#2CBE4E';
  sort: 1 | 2 | 3;
};

/** SPEC §4 display label and sort rank, SPEC §9 colour (grey, blue, green). */
export const PIPE_STATUS_INFO: Readonly<Record<PipeStatus, PipeStatusInfo>> = {
  PENDING: { label: 'EN ATTENTE', color: '#CCCCCC', sort: 1 },
  ON_GOING: { label: 'EN COURS', color: '#0068B3', sort: 2 },
  ARCHIVED: { label: 'ARCHIVÉ', color: '#2CBE4E', sort: 3 },
};

/** SPEC §2 admin quote list titles. */
export const PIPE_STATUS_LIST_TITLES: Readonly<Record<PipeStatus, string>> = {
  PENDING: 'Nouveaux devis',
  ON_GOING: 'Devis en cours de traitement',
  ARCHIVED: 'Devis archivés',
};

/** SPEC §2 admin routes /admin/quotes/{pending|ongoing|archived}. */
export const PIPE_STATUS_ROUTE_SEGMENTS = {
  PENDING: 'pending',
  ON_GOING: 'ongoing',
  ARCHIVED: 'archived',
} as const satisfies Record<PipeStatus, string>;
export type PipeStatusRouteSegment = (typeof PIPE_STATUS_ROUTE_SEGMENTS)[PipeStatus];

/** The status an admin list route shows, or null for an unknown segment. */
export function pipeStatusFromRouteSegment(segment: string): PipeStatus | null {
  return PIPE_STATUSES.find((status) => PIPE_STATUS_ROUTE_SEGMENTS[status] === segment) ?? null;
}

/** SPEC §4: a newly sent quote starts pending (the SPEC presumes it). */
export const INITIAL_PIPE_STATUS: PipeStatus = 'PENDING';
