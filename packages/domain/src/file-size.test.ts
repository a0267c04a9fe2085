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

describe('formatFileSizeFr against Intl', () => {
  it('writes what Intl.NumberFormat fr-FR with one decimal writes, thousands included', () => {
    const intl = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
    const sizes = [0, 1, 511, 512, 1023, 1024, 1536, 1_048_575, 1_048_576, 1_101_004, 1_153_434];
    for (let bytes = 1_000_000; bytes < 3_000_000_000; bytes = Math.floor(bytes * 1.37) + 7) {
      sizes.push(bytes);
    }
    for (const bytes of sizes) {
      const expected =
        bytes < 1024 * 1024
          ? `${intl.format(Math.max(1, Math.round(bytes / 1024)))} ko`
          : `${intl.format(bytes / (1024 * 1024))} Mo`;
      expect(formatFileSizeFr(bytes)).toBe(expected);
    }
  });
});
