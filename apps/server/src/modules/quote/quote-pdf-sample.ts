import { computeTotals } from '@labo/domain/pricing';
import { quoteLineView } from './quote-line-view';
import type { QuotePdfData } from './quote-pdf-data';

/** A quote of `count` lines for the PDF's tests and benchmark, with accents and two VAT rates. */
export function sampleQuotePdfData(count: number): QuotePdfData {
  const lines = Array.from({ length: count }, (_, index) => {
    const line = {
      reference: `DUR-${String(100_000 + index)}`,
      articleTitle: `Duran - Bécher forme basse ${50 + index} ml, verre borosilicaté 3.3, gradué œil-de-bœuf n° ${index + 1}`,
      packing: index % 3 === 0 ? 'Carton de 10' : 'Pièce',
      unitPriceCents: 1234 + index * 101,
      salePercentage: index % 4 === 0 ? 15 : 0,
      quantity: 1 + (index % 7),
    };
    return { ...quoteLineView(line), vatBasisPoints: index % 5 === 0 ? 550 : 2000 };
  });
  const totals = computeTotals(lines);
  return {
    number: '202611-42',
    createdAt: new Date('2026-11-26T10:00:00Z'),
    firstName: 'Hélène',
    lastName: 'Lefèvre-Çelik',
    email: 'helene.lefevre@example.org',
    phone: '01 23 45 67 89',
    company: 'Laboratoire de chimie organique — Université Paris-Cité',
    orderReference: 'DA-2026-117',
    delivery: {
      street: '5 rue de l’Œuvre',
      complement: 'Bâtiment B, 2e étage',
      zipCode: '75005',
      city: 'Paris',
      country: 'France',
    },
    billing: {
      street: '12 avenue des Sciences',
      complement: '',
      zipCode: '91190',
      city: 'Gif-sur-Yvette',
      country: 'France',
    },
    lines,
    totalHtCents: totals.totalHtCents,
    totalTtcCents: totals.totalTtcCents,
  };
}
