import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeWinAnsi, pdfString } from './pdf-text-encoding';
import { PdfDocument, pdfTextWidth } from './pdf-writer';

// Structure checks of ISO 32000-1 §7.5: header, objects at the offsets the
// cross-reference table gives, stream lengths, trailer and startxref.

// Not a decodable picture: the writer embeds JPEG bytes as they are, so any bytes do.
const fakeJpeg = {
  data: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
  width: 2,
  height: 1,
  channels: 3,
} as const;

function sampleDocument(compress: boolean): string {
  const doc = new PdfDocument({ title: 'Catalogue général 2026' }, { compress });
  const image = doc.addJpeg(fakeJpeg);
  const cover = doc.addPage();
  cover.fillRect(0, 0, 100, 50, '#0068B3');
  cover.image(image, 10, 10, 80, 40);
  const content = doc.addPage();
  content.fillRoundedRect(10, 10, 200, 40, 6, '#F07D00');
  content.line(10, 60, 200, 60, '#DDE3EA', 0.5);
  content.text(20, 40, 'Prix HT (été) 12,50 €', { size: 10, font: 'bold', align: 'right' });
  // latin1 keeps one character per byte, so string indexes are byte offsets.
  return Buffer.from(doc.toBytes()).toString('latin1');
}

function xrefOffsets(pdf: string): { offsets: number[]; size: number; startxref: number } {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  const table = pdf.slice(startxref);
  const header = /^xref\n0 (\d+)\n/.exec(table);
  if (!header?.[1]) throw new Error('no xref header');
  const size = Number(header[1]);
  const entries = table.slice(header[0].length, header[0].length + size * 20);
  const offsets: number[] = [];
  for (let index = 0; index < size; index += 1) {
    const entry = entries.slice(index * 20, index * 20 + 20);
    expect(entry).toMatch(index === 0 ? /^0000000000 65535 f \n$/ : /^\d{10} 00000 n \n$/);
    offsets.push(Number(entry.slice(0, 10)));
  }
  return { offsets, size, startxref };
}

describe('PdfDocument', () => {
  it('starts with the PDF 1.4 header and a binary comment', () => {
    const pdf = sampleDocument(true);
    expect(pdf.startsWith('%PDF-1.4\n%')).toBe(true);
    expect([...pdf.slice(10, 14)].every((char) => char.charCodeAt(0) > 127)).toBe(true);
  });

  it('has a cross-reference table whose offsets point at each object', () => {
    const pdf = sampleDocument(true);
    const { offsets, size, startxref } = xrefOffsets(pdf);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    expect(size).toBe(1 + 5 + 1 + 2 * 2 + 1);
    offsets.slice(1).forEach((offset, index) => {
      expect(pdf.slice(offset, offset + 20)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
  });

  it('ends with a trailer naming the catalog and the info dictionary', () => {
    const pdf = sampleDocument(true);
    const trailer = /trailer\n<< \/Size (\d+) \/Root 1 0 R \/Info (\d+) 0 R >>/.exec(pdf);
    expect(trailer).not.toBeNull();
    expect(Number(trailer?.[2])).toBe(Number(trailer?.[1]) - 1);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expect(pdf).toContain('/Type /Catalog /Pages 2 0 R');
    expect(pdf).toContain('/Count 2');
  });

  it('gives every stream its exact length', () => {
    const pdf = sampleDocument(true);
    const streams = [...pdf.matchAll(/\/Length (\d+) >>\nstream\n/g)];
    expect(streams).toHaveLength(3);
    for (const match of streams) {
      const start = (match.index ?? 0) + match[0].length;
      const length = Number(match[1]);
      expect(pdf.slice(start + length, start + length + 10)).toBe('\nendstream');
    }
  });

  it('writes page content that inflates to the drawing operators', () => {
    const pdf = sampleDocument(true);
    const match = /\/Filter \/FlateDecode \/Length (\d+) >>\nstream\n/.exec(
      pdf.slice(pdf.indexOf('/Type /Page ')),
    );
    expect(match).not.toBeNull();
    const plain = sampleDocument(false);
    expect(plain).toContain('/Im1 Do');
    expect(plain).toContain('(Prix HT \\(\\351t\\351\\) 12,50 \\200) Tj');
    const start = pdf.indexOf('/Filter /FlateDecode');
    const streamStart = pdf.indexOf('stream\n', start) + 7;
    const length = Number(match?.[1]);
    const inflated = inflateSync(
      Buffer.from(pdf.slice(streamStart, streamStart + length), 'latin1'),
    );
    expect(inflated.toString('latin1')).toContain('/Im1 Do');
  });

  it('embeds the JPEG bytes unchanged with DCTDecode', () => {
    const pdf = sampleDocument(true);
    expect(pdf).toContain(
      '/Subtype /Image /Width 2 /Height 1 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length 4 >>\nstream\n\xff\xd8\xff\xd9\nendstream',
    );
  });

  it('writes the title in UTF-16 so accents survive', () => {
    expect(sampleDocument(true)).toContain(
      '/Title <FEFF0043006100740061006C006F0067007500650020006700E9006E00E900720061006C00200032003000320036>',
    );
  });

  it('is deterministic', () => {
    expect(sampleDocument(true)).toBe(sampleDocument(true));
  });
});

describe('text encoding', () => {
  it('maps French text to WinAnsi', () => {
    expect(encodeWinAnsi('é€’œ\u202f')).toEqual([0xe9, 0x80, 0x92, 0x9c, 0xa0]);
    expect(encodeWinAnsi('→')).toEqual([0x3f]);
  });

  it('escapes string delimiters', () => {
    expect(pdfString('a(b)c\\')).toBe('(a\\(b\\)c\\\\)');
  });

  it('measures Helvetica and Courier text', () => {
    expect(pdfTextWidth('0', 10)).toBeCloseTo(5.56);
    expect(pdfTextWidth('ab', 10, 'mono')).toBeCloseTo(12);
  });
});
