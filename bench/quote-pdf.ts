import { renderQuotePdf } from '@labo/server/modules/quote/quote-pdf';
import { sampleQuotePdfData } from '@labo/server/modules/quote/quote-pdf-sample';
import { median } from './statistics';

/** What the quote PDF measure gives (docs/performance.md#targets). */
export interface QuotePdfResult {
  lines: number;
  firstMs: number;
  medianMs: number;
  maxMs: number;
  kilobytes: number;
}

/**
 * Renders a 150-line quote 10 times in this process, after a first render that loads the
 * font and warms the code: the first figure is what the first download after a start costs.
 */
export async function measureQuotePdf(lines = 150, rounds = 10): Promise<QuotePdfResult> {
  const quote = sampleQuotePdfData(lines);
  let started = performance.now();
  const bytes = await renderQuotePdf(quote);
  const firstMs = performance.now() - started;
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    started = performance.now();
    await renderQuotePdf(quote);
    times.push(performance.now() - started);
  }
  return {
    lines,
    firstMs: Math.round(firstMs),
    medianMs: Math.round(median(times)),
    maxMs: Math.round(Math.max(...times)),
    kilobytes: Math.round(bytes.length / 1024),
  };
}
