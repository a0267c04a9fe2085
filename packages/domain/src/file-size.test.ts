import { describe, expect, it } from 'vitest';
import { formatFileSizeFr } from './file-size';

describe('formatFileSizeFr', () => {
  it('says kilobytes under a megabyte, never 0, and megabytes with one decimal above', () => {
    expect(formatFileSizeFr(12)).toBe('1 ko');
    expect(formatFileSizeFr(250_880)).toBe('245 ko');
    expect(formatFileSizeFr(1_258_291)).toBe('1,2 Mo');
    expect(formatFileSizeFr(10 * 1024 * 1024)).toBe('10 Mo');
  });
});
