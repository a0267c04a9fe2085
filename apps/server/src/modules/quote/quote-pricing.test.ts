import { describe, expect, it } from 'vitest';
import type { CampaignLinkRow } from '#modules/article-read-model/article-read-model-public';
import { priceQuoteLines } from './quote-pricing';
import type { PricedArticleRow } from './quote-queries';

const NOW = new Date('2026-11-21T10:00:00Z');
const at = (iso: string) => new Date(iso);

function article(id: number, extra: Partial<PricedArticleRow> = {}): PricedArticleRow {
  return {
    id,
    crmId: `REF-${id}`,
    label: `Article ${id}`,
    brandName: 'Duran',
    conditionnement: 'Unité',
    basePriceCents: 1000,
    vatBasisPoints: 2000,
    softDeleted: false,
    ...extra,
  };
}

function link(articleId: number, percentage: number, start: string, end: string): CampaignLinkRow {
  return {
    articleId,
    id: percentage,
    title: `-${percentage}%`,
    percentage,
    startAt: at(start),
    endAt: at(end),
  };
}

describe('priceQuoteLines', () => {
  it('takes the first ongoing campaign by start, its bounds included', () => {
    const pricing = priceQuoteLines(
      [
        { article_id: 1, quantity: 1 },
        { article_id: 2, quantity: 1 },
        { article_id: 3, quantity: 1 },
      ],
      [article(1), article(2), article(3)],
      [
        link(1, 40, '2026-11-01T00:00:00Z', '2026-11-10T00:00:00Z'),
        link(1, 10, '2026-11-15T00:00:00Z', '2026-11-30T00:00:00Z'),
        link(1, 20, '2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z'),
        link(2, 25, '2026-11-21T10:00:00Z', '2026-11-21T10:00:00Z'),
        link(3, 30, '2026-11-22T00:00:00Z', '2026-11-30T00:00:00Z'),
      ],
      NOW,
    );
    expect(pricing.ok && pricing.lines.map((l) => l.salePercentage)).toEqual([10, 25, 0]);
  });

  it('snapshots "brand - label", the packing and the database prices', () => {
    const pricing = priceQuoteLines(
      [{ article_id: 7, quantity: 3 }],
      [
        article(7, {
          brandName: null,
          conditionnement: null,
          basePriceCents: 425,
          vatBasisPoints: 550,
        }),
      ],
      [],
      NOW,
    );
    expect(pricing).toEqual({
      ok: true,
      lines: [
        {
          articleId: 7,
          reference: 'REF-7',
          articleTitle: ' - Article 7',
          packing: '',
          unitPriceCents: 425,
          vatBasisPoints: 550,
          salePercentage: 0,
          quantity: 3,
        },
      ],
    });
  });

  it('reports every unknown or withdrawn line with its position', () => {
    const pricing = priceQuoteLines(
      [
        { article_id: 1, quantity: 1 },
        { article_id: 2, quantity: 1 },
        { article_id: 99, quantity: 1 },
      ],
      [article(1, { softDeleted: true }), article(2)],
      [],
      NOW,
    );
    expect(pricing).toEqual({
      ok: false,
      unavailable: [
        { index: 0, reference: 'REF-1' },
        { index: 2, reference: 'n° 99' },
      ],
    });
  });
});
