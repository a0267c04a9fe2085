import { cautionMessages } from './import-messages';
import type { ImportSummary } from './import-report';

/**
 * Why a checked import deserves a second look (docs/product/import.md#check-before-import):
 * it would withdraw more than `limitPercent` of the articles on sale, or it rejects more
 * lines than it accepts. Empty when neither; then a plain confirmation is enough.
 */
export function importCaution(
  summary: ImportSummary,
  visibleBefore: number,
  limitPercent: number,
): string[] {
  const caution: string[] = [];
  if (visibleBefore > 0 && summary.withdrawn * 100 > limitPercent * visibleBefore) {
    caution.push(cautionMessages.manyWithdrawn(summary.withdrawn, visibleBefore, limitPercent));
  }
  const accepted = summary.read - summary.rejected;
  if (summary.rejected > accepted) {
    caution.push(cautionMessages.moreRejectedThanAccepted(summary.rejected, accepted));
  }
  return caution;
}
