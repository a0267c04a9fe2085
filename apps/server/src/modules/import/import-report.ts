import {
  appliedTitle,
  formatCount,
  formatDuration,
  moreRejections,
  NOTHING_APPLIED,
  REFUSED_PREFIX,
  summaryLabels,
} from './import-messages';

export interface ImportSummary {
  /** Lines of the file after the header (blank rows aside), rejected ones included. */
  read: number;
  created: number;
  /** Existing articles whose stored values changed. */
  updated: number;
  unchanged: number;
  /** Articles that became soft-deleted: SOMMEIL = 1 (new ones too) or missing from the file. */
  withdrawn: number;
  /** Soft-deleted articles back in the file without SOMMEIL. */
  restored: number;
  rejected: number;
  /** Categories of all three levels. */
  categoriesCreated: number;
  durationMs: number;
}

export const emptySummary = (): ImportSummary => ({
  read: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  withdrawn: 0,
  restored: 0,
  rejected: 0,
  categoriesCreated: 0,
  durationMs: 0,
});

/** At most 200 rejection lines, then a count of the rest (docs/product/import.md#the-answer). */
const MAX_REPORTED_REJECTIONS = 200;

/** Keeps the first rejection lines only, so a file rejected whole does not fill memory. */
export class RejectionList {
  private readonly kept: string[] = [];
  private total = 0;

  constructor(private readonly limit = MAX_REPORTED_REJECTIONS) {}

  add(message: string): void {
    this.total++;
    if (this.kept.length < this.limit) this.kept.push(message);
  }

  get count(): number {
    return this.total;
  }

  lines(): string[] {
    const others = this.total - this.kept.length;
    return others > 0 ? [...this.kept, moreRejections(others)] : [...this.kept];
  }
}

export function appliedReport(
  fileName: string,
  summary: ImportSummary,
  rejections: RejectionList,
): string[] {
  const figure = (key: Exclude<keyof ImportSummary, 'durationMs'>) =>
    `${summaryLabels[key]} : ${formatCount(summary[key])}`;
  return [
    appliedTitle(fileName),
    figure('read'),
    figure('created'),
    figure('updated'),
    figure('unchanged'),
    figure('withdrawn'),
    figure('restored'),
    figure('rejected'),
    figure('categoriesCreated'),
    `${summaryLabels.durationMs} : ${formatDuration(summary.durationMs)}`,
    ...rejections.lines(),
  ];
}

/** The first line says why; nothing else happened. */
export function refusedReport(reason: string): string[] {
  return [`${REFUSED_PREFIX}${reason}`, NOTHING_APPLIED];
}
