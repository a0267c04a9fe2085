import {
  appliedTitle,
  checkTitle,
  formatCount,
  formatDuration,
  moreRejections,
  NOTHING_APPLIED,
  REFUSED_PREFIX,
  summaryLabels,
} from './import-messages';
import type { RejectedLine } from './oxygene-line';

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
/**
 * Rejected lines kept with the run for the administrators' CSV download
 * (docs/product/import.md#import-history): enough for any real export, bounded for a file
 * rejected whole.
 */
const MAX_STORED_REJECTIONS = 10_000;

/** The rejected lines: the first ones in full, then only counted, so memory stays bounded. */
export class RejectionList {
  private readonly stored: RejectedLine[] = [];
  private total = 0;

  constructor(
    private readonly reportLimit = MAX_REPORTED_REJECTIONS,
    private readonly storeLimit = MAX_STORED_REJECTIONS,
  ) {}

  add(rejection: RejectedLine): void {
    this.total++;
    if (this.stored.length < this.storeLimit) this.stored.push(rejection);
  }

  get count(): number {
    return this.total;
  }

  /** The report's lines: the first rejections, then how many more. */
  lines(): string[] {
    const shown = this.stored.slice(0, this.reportLimit).map((rejection) => rejection.message);
    const others = this.total - shown.length;
    return others > 0 ? [...shown, moreRejections(others)] : shown;
  }

  /** What is stored with the run, in file order. */
  kept(): RejectedLine[] {
    return [...this.stored];
  }
}

export function appliedReport(
  fileName: string,
  summary: ImportSummary,
  rejections: RejectionList,
): string[] {
  return reportLines(appliedTitle(fileName), summary, rejections);
}

/** The same figures as an applied import's, under a title saying nothing was written. */
export function checkReport(
  fileName: string,
  summary: ImportSummary,
  rejections: RejectionList,
): string[] {
  return reportLines(checkTitle(fileName), summary, rejections);
}

function reportLines(title: string, summary: ImportSummary, rejections: RejectionList): string[] {
  const figure = (key: Exclude<keyof ImportSummary, 'durationMs'>) =>
    `${summaryLabels[key]} : ${formatCount(summary[key])}`;
  return [
    title,
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
