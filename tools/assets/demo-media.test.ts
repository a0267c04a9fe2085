import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_EXPORT_FILE } from '../catalogue/catalogue-generator';
import { catalogueTree } from '../catalogue/catalogue-tree';
import {
  type DemoMediaEntry,
  demoMediaManifest,
  demoMediaSubCategories,
  renderPicture,
  renderSheet,
} from './demo-media';
import { demoCompany } from './palette';

const mediaDir = new URL('../../apps/server/src/demo/media/', import.meta.url);
const committed = JSON.parse(readFileSync(new URL('manifest.json', mediaDir), 'utf8')) as Record<
  string,
  DemoMediaEntry
>;
const entries = Object.values(committed);
const pictures = entries.flatMap((entry) => entry.pictures);
const sheets = entries.flatMap((entry) => (entry.sheet ? [entry.sheet] : []));
const subCategories = demoMediaSubCategories();

/**
 * The text lines a PDFKit file shows: its content streams inflated, each TJ array's hex
 * strings decoded from WinAnsi and joined (PDFKit splits a line where it kerns).
 */
function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString(
      'latin1',
    );
    for (const array of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((part) => part[1]).join('');
      lines.push(iconv.decode(Buffer.from(hex, 'hex'), 'windows-1252'));
    }
  }
  return lines;
}

describe('demo media', () => {
  it('gives every sub-category of the tree at least one picture, as the committed manifest says', () => {
    const labels = catalogueTree.topCategories.flatMap((top) =>
      top.subCategories.map(({ label }) => label),
    );
    expect(Object.keys(committed)).toEqual(labels);
    for (const label of labels) expect(committed[label]?.pictures.length).toBeGreaterThan(0);
    // Regenerated after any change of the tree or of the drawings' list.
    expect(committed).toEqual(demoMediaManifest(subCategories));
  });

  it('names every SOUS_FAMILLE of the demo export exactly as the export spells it', () => {
    const rows = parse(iconv.decode(readFileSync(DEMO_EXPORT_FILE), 'windows-1252'), {
      delimiter: ';',
      columns: true,
      relax_quotes: true,
    }) as Array<Record<string, string>>;
    const labels = new Set(rows.map((row) => row.SOUS_FAMILLE));
    expect(labels.size).toBeGreaterThan(0);
    for (const label of labels) expect(committed).toHaveProperty([label ?? '']);
  });

  it('has every file the manifest lists, with at most two pictures per sub-category', () => {
    for (const entry of entries) expect(entry.pictures.length).toBeLessThanOrEqual(2);
    for (const file of [...pictures, ...sheets])
      expect(existsSync(new URL(file, mediaDir))).toBe(true);
    const total = [...pictures, ...sheets].reduce(
      (sum, file) => sum + statSync(new URL(file, mediaDir)).size,
      0,
    );
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });

  it('has pictures that decode as 800×800 JPEG', async () => {
    for (const file of pictures) {
      const { width, height, format } = await sharp(
        fileURLToPath(new URL(file, mediaDir)),
      ).metadata();
      expect({ file, width, height, format }).toEqual({
        file,
        width: 800,
        height: 800,
        format: 'jpeg',
      });
    }
  });

  it('has small PDF data sheets that carry the fictional-content notice', () => {
    expect(sheets.length).toBeGreaterThanOrEqual(8);
    for (const file of sheets) {
      const pdf = readFileSync(new URL(file, mediaDir));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeLessThan(150 * 1024);
      expect(pdfTextLines(pdf)).toContain(`${demoCompany.name} · ${demoCompany.disclaimer}`);
    }
  });

  it('draws the same bytes twice', async () => {
    const agitation = subCategories.find(({ label }) => label === 'Agitation');
    if (!agitation) throw new Error('The tree has no Agitation sub-category');
    const [first, second] = await Promise.all([
      renderPicture(agitation, 1),
      renderPicture(agitation, 1),
    ]);
    expect(first.equals(second)).toBe(true);
    const [sheet, again] = await Promise.all([renderSheet(agitation), renderSheet(agitation)]);
    expect(sheet?.equals(again ?? Buffer.alloc(0))).toBe(true);
    expect(pdfTextLines(sheet ?? Buffer.alloc(0))).toContain('Agitation');
  });
});
