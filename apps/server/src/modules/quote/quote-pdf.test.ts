import { formatEuros } from '@labo/domain/money';
import { describe, expect, it } from 'vitest';
import { plainSpaces, readPdf } from '#test/pdf-text';
import { renderQuotePdf } from './quote-pdf';
import { sampleQuotePdfData } from './quote-pdf-sample';

// docs/product/quote-request.md#quote-pdf, read back with pdfjs as a reader would.

const euros = (cents: number) => plainSpaces(formatEuros(cents));

describe('the quote PDF', () => {
  it('prints a one-line quote on one page, the sales terms on the last', async () => {
    const quote = sampleQuotePdfData(1);
    const bytes = await renderQuotePdf(quote);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toHaveLength(2);
    const [first = '', last = ''] = pdf.pages;
    expect(first).toContain('Devis n° 202611-42');
    expect(first).toContain('Date : 26/11/2026');
    expect(first).toContain("Valable jusqu'au 26/12/2026");
    expect(first).toContain('Votre référence (bon de commande) : DA-2026-117');
    expect(first).toContain('Hélène Lefèvre-Çelik');
    expect(first).toContain('5 rue de l’Œuvre');
    expect(first).toContain('Gif-sur-Yvette');
    expect(first).toContain('Société / laboratoire : Laboratoire de chimie organique');
    expect(first).toContain('DUR-100000');
    expect(first).toContain('-15 % 1');
    expect(first).toContain(`Total HT ${euros(quote.totalHtCents)}`);
    expect(first).toContain(`Total TTC ${euros(quote.totalTtcCents)}`);
    expect(first).toContain('TVA 5,5 %');
    expect(first).toContain('offerts au-delà de 350,00 € HT, sinon 29,50 € HT');
    expect(first).toContain('Page 1 / 2');
    expect(last).toContain('Conditions générales de vente');
    expect(last).toContain('Nos devis sont valables 30 jours');
    expect(last).toContain('Page 2 / 2');
    expect(pdf.title).toBe('Devis n° 202611-42');
    expect(pdf.tagged).toBe(true);
    const raw = bytes.toString('latin1');
    expect(raw).toContain('/Lang (fr-FR)');
    expect(raw).toContain('<pdfaid:part>2</pdfaid:part>');
    // Embedded TrueType only: no standard font, which PDF/A forbids.
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('spreads 150 lines over numbered pages, each line once, under 1 MB', async () => {
    const quote = sampleQuotePdfData(150);
    const bytes = await renderQuotePdf(quote);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const pdf = await readPdf(bytes);
    const count = pdf.pages.length;
    expect(count).toBeGreaterThan(3);
    pdf.pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} / ${count}`);
    });
    for (const line of quote.lines) {
      expect(pdf.text.split(line.reference).length - 1, line.reference).toBe(1);
    }
    // The table's header row starts every page the lines run onto.
    expect(pdf.pages.filter((page) => page.includes('Prix unitaire HT')).length).toBe(count - 1);
    expect(pdf.text).toContain(`Total TTC ${euros(quote.totalTtcCents)}`);
    expect(pdf.text).toContain('livraison offerte');
    expect(pdf.pages.at(-1)).toContain('Conditions générales de vente');
  });
});
