import { deflateSync } from 'node:zlib';
import { type FontWeight, textWidth } from './font-metrics';
import { pdfString } from './pdf-text-encoding';

// A minimal PDF 1.4 writer, enough for the brochures: filled rectangles (square or
// rounded), lines, text in the standard Helvetica/Courier fonts and embedded JPEG
// images. No PDF library is installed and the brochures need nothing more; writing the
// ~200 lines ourselves beats adding a dependency (see the lead's brief for issue 3).
//
// Reference: ISO 32000-1 (PDF 1.7, which keeps 1.4's syntax): §7.5 file structure,
// §7.3.4 strings, §8.9 images, §9.6.6 WinAnsiEncoding (Annex D).
// Output is deterministic: no dates, no random ids, so regenerating changes nothing.

export type PdfFont = 'regular' | 'bold' | 'mono';

export interface TextStyle {
  size: number;
  font?: PdfFont;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

export interface JpegImage {
  /** The bytes of a baseline JPEG file, embedded as is (DCTDecode). */
  data: Uint8Array;
  width: number;
  height: number;
  /** 1 for greyscale, 3 for RGB. */
  channels: 1 | 3;
}

export interface PdfImageRef {
  readonly name: string;
}

const FONT_RESOURCES: Record<PdfFont, { name: string; baseFont: string }> = {
  regular: { name: 'F1', baseFont: 'Helvetica' },
  bold: { name: 'F2', baseFont: 'Helvetica-Bold' },
  mono: { name: 'F3', baseFont: 'Courier' },
};

/** A4 portrait, in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** Numbers as PDF wants them: no exponent, at most 2 decimals. */
function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function rgb(hex: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Couleur invalide : ${hex}`);
  return match
    .slice(1, 4)
    .map((part) => num(Number.parseInt(part, 16) / 255))
    .join(' ');
}

/** Width of `text` in points in one of our three fonts. */
export function pdfTextWidth(text: string, size: number, font: PdfFont = 'regular'): number {
  if (font === 'mono') return [...text].length * size * 0.6;
  const weight: FontWeight = font;
  return textWidth(text, size, weight);
}

/**
 * One page. Coordinates are in points from the TOP-left corner, as in the SVGs: the
 * writer flips them to PDF's bottom-left origin, so layouts read top to bottom.
 */
export class PdfPage {
  private readonly ops: string[] = [];
  readonly imagesUsed = new Set<string>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  fillRect(x: number, y: number, width: number, height: number, color: string): void {
    this.ops.push(
      `${rgb(color)} rg ${num(x)} ${num(this.height - y - height)} ${num(width)} ${num(height)} re f`,
    );
  }

  /** A filled rectangle with rounded corners (four Bézier quarter circles). */
  fillRoundedRect(
    x: number,
    y: number,
    width: number,
    height: number,
    radius: number,
    color: string,
  ): void {
    const k = radius * 0.5523;
    const left = x;
    const right = x + width;
    const top = this.height - y;
    const bottom = this.height - y - height;
    const path = [
      `${num(left + radius)} ${num(bottom)} m`,
      `${num(right - radius)} ${num(bottom)} l`,
      `${num(right - radius + k)} ${num(bottom)} ${num(right)} ${num(bottom + radius - k)} ${num(right)} ${num(bottom + radius)} c`,
      `${num(right)} ${num(top - radius)} l`,
      `${num(right)} ${num(top - radius + k)} ${num(right - radius + k)} ${num(top)} ${num(right - radius)} ${num(top)} c`,
      `${num(left + radius)} ${num(top)} l`,
      `${num(left + radius - k)} ${num(top)} ${num(left)} ${num(top - radius + k)} ${num(left)} ${num(top - radius)} c`,
      `${num(left)} ${num(bottom + radius)} l`,
      `${num(left)} ${num(bottom + radius - k)} ${num(left + radius - k)} ${num(bottom)} ${num(left + radius)} ${num(bottom)} c`,
    ];
    this.ops.push(`${rgb(color)} rg ${path.join(' ')} h f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string, width = 1): void {
    this.ops.push(
      `${rgb(color)} RG ${num(width)} w ${num(x1)} ${num(this.height - y1)} m ${num(x2)} ${num(this.height - y2)} l S`,
    );
  }

  /** One line of text; `y` is the baseline. Returns the text's width. */
  text(x: number, y: number, content: string, style: TextStyle): number {
    const font = style.font ?? 'regular';
    const width = pdfTextWidth(content, style.size, font);
    const align = style.align ?? 'left';
    const left = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x;
    this.ops.push(
      `${rgb(style.color ?? '#000000')} rg BT /${FONT_RESOURCES[font].name} ${num(style.size)} Tf ${num(left)} ${num(this.height - y)} Td ${pdfString(content)} Tj ET`,
    );
    return width;
  }

  image(image: PdfImageRef, x: number, y: number, width: number, height: number): void {
    this.imagesUsed.add(image.name);
    this.ops.push(
      `q ${num(width)} 0 0 ${num(height)} ${num(x)} ${num(this.height - y - height)} cm /${image.name} Do Q`,
    );
  }

  content(): string {
    return `${this.ops.join('\n')}\n`;
  }
}

export interface DocumentInfo {
  title: string;
  author?: string;
  subject?: string;
}

/** Info strings in UTF-16BE with a byte-order mark: accents survive in every reader. */
function infoString(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index += 1) {
    hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  }
  return `<${hex}>`;
}

export class PdfDocument {
  private readonly pages: PdfPage[] = [];
  private readonly images: Array<{ name: string; image: JpegImage }> = [];

  constructor(
    private readonly info: DocumentInfo,
    private readonly options: { compress?: boolean } = {},
  ) {}

  addPage(width: number = A4.width, height: number = A4.height): PdfPage {
    const page = new PdfPage(width, height);
    this.pages.push(page);
    return page;
  }

  addJpeg(image: JpegImage): PdfImageRef {
    const name = `Im${this.images.length + 1}`;
    this.images.push({ name, image });
    return { name };
  }

  toBytes(): Uint8Array {
    const compress = this.options.compress ?? true;
    // Object numbers: 1 catalog, 2 page tree, 3-5 fonts, then images, then a
    // (page, content) pair per page, then the info dictionary.
    const fontIds = { regular: 3, bold: 4, mono: 5 } as const;
    const imageIds = new Map(this.images.map(({ name }, index) => [name, 6 + index]));
    const firstPageId = 6 + this.images.length;
    const pageIds = this.pages.map((_, index) => firstPageId + index * 2);
    const infoId = firstPageId + this.pages.length * 2;

    const objects: Array<Buffer> = [];
    const dictionary = (body: string) => Buffer.from(body, 'latin1');
    const stream = (dict: string, data: Uint8Array) =>
      Buffer.concat([
        Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
        Buffer.from(data),
        Buffer.from('\nendstream', 'latin1'),
      ]);

    objects.push(dictionary('<< /Type /Catalog /Pages 2 0 R >>'));
    objects.push(
      dictionary(
        `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${this.pages.length} >>`,
      ),
    );
    for (const font of ['regular', 'bold', 'mono'] as const) {
      objects.push(
        dictionary(
          `<< /Type /Font /Subtype /Type1 /BaseFont /${FONT_RESOURCES[font].baseFont} /Encoding /WinAnsiEncoding >>`,
        ),
      );
    }
    for (const { image } of this.images) {
      const colorSpace = image.channels === 1 ? '/DeviceGray' : '/DeviceRGB';
      objects.push(
        stream(
          `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace ${colorSpace} /BitsPerComponent 8 /Filter /DCTDecode`,
          image.data,
        ),
      );
    }
    this.pages.forEach((page, index) => {
      const contentId = (pageIds[index] ?? 0) + 1;
      const fonts = (['regular', 'bold', 'mono'] as const)
        .map((font) => `/${FONT_RESOURCES[font].name} ${fontIds[font]} 0 R`)
        .join(' ');
      const xObjects = [...page.imagesUsed]
        .map((name) => `/${name} ${imageIds.get(name)} 0 R`)
        .join(' ');
      const resources = `<< /Font << ${fonts} >>${xObjects ? ` /XObject << ${xObjects} >>` : ''} /ProcSet [/PDF /Text /ImageB /ImageC] >>`;
      objects.push(
        dictionary(
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] /Resources ${resources} /Contents ${contentId} 0 R >>`,
        ),
      );
      const content = Buffer.from(page.content(), 'latin1');
      objects.push(
        compress
          ? stream('/Filter /FlateDecode', deflateSync(content, { level: 9 }))
          : stream('', content),
      );
    });
    const infoEntries = [
      `/Title ${infoString(this.info.title)}`,
      this.info.author ? `/Author ${infoString(this.info.author)}` : '',
      this.info.subject ? `/Subject ${infoString(this.info.subject)}` : '',
      '/Producer (labo-devis generate-assets)',
    ].filter(Boolean);
    objects.push(dictionary(`<< ${infoEntries.join(' ')} >>`));
    if (objects.length !== infoId) throw new Error('Numérotation des objets PDF incohérente');

    // The binary comment on line 2 tells transfer tools the file is binary (§7.5.2).
    const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = chunks[0]?.length ?? 0;
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      offsets.push(offset);
      const chunk = Buffer.concat([
        Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
        body,
        Buffer.from('\nendobj\n', 'latin1'),
      ]);
      chunks.push(chunk);
      offset += chunk.length;
    });
    // Each cross-reference entry is exactly 20 bytes, end of line included (§7.5.4).
    const xref = [
      'xref',
      `0 ${objects.length + 1}`,
      '0000000000 65535 f ',
      ...offsets.map((value) => `${String(value).padStart(10, '0')} 00000 n `),
    ].join('\n');
    const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
    chunks.push(Buffer.from(`${xref}\n${trailer}`, 'latin1'));
    return new Uint8Array(Buffer.concat(chunks));
  }
}
