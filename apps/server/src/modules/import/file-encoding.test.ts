import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { detectEncoding } from './file-encoding';

describe('detectEncoding', () => {
  it('calls valid UTF-8 UTF-8, with or without BOM, and plain ASCII too', async () => {
    expect(await detectEncoding(Buffer.from('CODE;DÉSIGNATION\n', 'utf8'))).toBe('utf-8');
    expect(await detectEncoding(Buffer.from('\uFEFFCODE;DESIG\n', 'utf8'))).toBe('utf-8');
    expect(await detectEncoding(Buffer.from('CODE;DESIG\n', 'ascii'))).toBe('utf-8');
  });

  it('calls anything else Windows-1252', async () => {
    expect(await detectEncoding(iconv.encode('Désignation;Étuve\n', 'win1252'))).toBe(
      'windows-1252',
    );
  });

  it('recognises UTF-16 by its byte order mark, or by the zero bytes of ASCII text', async () => {
    const text = 'CODE;DÉSIGNATION;PRIX_HT\r\nA-1;Bécher;12,50\r\n';
    const le = iconv.encode(text, 'utf-16le');
    const be = iconv.encode(text, 'utf-16be');
    expect(await detectEncoding(Buffer.concat([Buffer.from([0xff, 0xfe]), le]))).toBe('utf-16le');
    expect(await detectEncoding(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toBe('utf-16be');
    expect(await detectEncoding(le)).toBe('utf-16le');
    expect(await detectEncoding(be)).toBe('utf-16be');
  });

  it('does not take binary data holding zero bytes for UTF-16', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await detectEncoding(png)).not.toMatch(/^utf-16/);
  });

  it('reads a file in chunks, judging a character cut between two chunks whole', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-encoding-'));
    try {
      // 256 KiB read chunks: "é" (2 bytes in UTF-8) lands across the first boundary.
      const text = `${'a'.repeat(256 * 1024 - 1)}é${'b'.repeat(1000)}`;
      const utf8 = path.join(dir, 'utf8.csv');
      fs.writeFileSync(utf8, text, 'utf8');
      expect(await detectEncoding(utf8)).toBe('utf-8');
      const win = path.join(dir, 'win.csv');
      fs.writeFileSync(win, iconv.encode(`${'a'.repeat(600_000)}é`, 'win1252'));
      expect(await detectEncoding(win)).toBe('windows-1252');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
