import { describe, expect, it } from 'vitest';
import {
  INITIAL_PIPE_STATUS,
  PIPE_STATUS_INFO,
  PIPE_STATUS_LIST_TITLES,
  PIPE_STATUS_ROUTE_SEGMENTS,
  PIPE_STATUSES,
  pipeStatusFromRouteSegment,
  pipeStatusSchema,
} from './pipe-status';

describe('pipe statuses (SPEC §4)', () => {
  it('are the three SPEC values', () => {
    expect(PIPE_STATUSES).toEqual(['PENDING', 'ON_GOING', 'ARCHIVED']);
    expect(INITIAL_PIPE_STATUS).toBe('PENDING');
  });

  it('validate with the schema', () => {
    expect(pipeStatusSchema.parse('ON_GOING')).toBe('ON_GOING');
    expect(pipeStatusSchema.safeParse('pending').success).toBe(false);
    expect(pipeStatusSchema.safeParse('DONE').success).toBe(false);
  });

  it('carry the SPEC labels, colours and sort ranks', () => {
    expect(PIPE_STATUS_INFO).toEqual({
      PENDING: { label: 'EN ATTENTE', color: '#CCCCCC', sort: 1 },
      ON_GOING: { label: 'EN COURS', color: '#0068B3', sort: 2 },
      ARCHIVED: { label: 'ARCHIVÉ', color: '#2CBE4E', sort: 3 },
    });
  });

  it('title the admin lists as SPEC §2 does', () => {
    expect(PIPE_STATUS_LIST_TITLES).toEqual({
      PENDING: 'Nouveaux devis',
      ON_GOING: 'Devis en cours de traitement',
      ARCHIVED: 'Devis archivés',
    });
  });

  it('map admin route segments both ways', () => {
    expect(PIPE_STATUS_ROUTE_SEGMENTS).toEqual({
      PENDING: 'pending',
      ON_GOING: 'ongoing',
      ARCHIVED: 'archived',
    });
    expect(pipeStatusFromRouteSegment('ongoing')).toBe('ON_GOING');
    expect(pipeStatusFromRouteSegment('archived')).toBe('ARCHIVED');
    expect(pipeStatusFromRouteSegment('ON_GOING')).toBeNull();
    expect(pipeStatusFromRouteSegment('')).toBeNull();
  });
});
