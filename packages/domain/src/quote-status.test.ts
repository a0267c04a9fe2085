import { describe, expect, it } from 'vitest';
import { PIPE_STATUSES } from './quote-list-schemas';
import { pipeStatusDisplay } from './quote-status';

describe('pipeStatusDisplay (docs/product/admin.md#quote-statuses)', () => {
  it('gives each status its label, colour and sort rank', () => {
    expect(PIPE_STATUSES.map(pipeStatusDisplay)).toEqual([
      { label: 'EN ATTENTE', colour: '#CCCCCC', sortRank: 1 },
      { label: 'EN COURS', colour: '#0068B3', sortRank: 2 },
      { label: 'ARCHIVÉ', colour: '#2CBE4E', sortRank: 3 },
    ]);
  });
});
