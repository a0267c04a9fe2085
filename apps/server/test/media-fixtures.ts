import { crc32 } from 'node:zlib';
import sharp from 'sharp';

// Files an administrator might send, made in code so that each test says what it holds.

type PictureFormat = 'png' | 'jpeg' | 'gif' | 'avif' | 'webp';

/** A picture of one colour; different colours give different bytes. */
export function pictureBytes(
  format: PictureFormat,
  options: { width?: number; height?: number; color?: string } = {},
): Promise<Buffer> {
  const { width = 64, height = 48, color = '#3366cc' } = options;
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A small PNG whose header announces `width` × `height` pixels: the bytes of a picture far
 * past every pixel limit, without the memory to make one.
 */
export async function announcedPngBytes(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pictureBytes('png', { width: 1, height: 1 }));
  // The IHDR chunk follows the 8-byte signature: length, type, width, height, 5 bytes, CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export function pdfBytes(title = 'Fiche technique'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Title (${title}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * A compound file (the container of .xls and .doc) whose directory, in its first sector
 * after the 512-byte header, names a root entry and one stream: "Workbook" makes an
 * Excel 97 file, "WordDocument" a Word one.
 */
export function compoundFileBytes(streamName: string): Buffer {
  const file = Buffer.alloc(512 * 3);
  Buffer.from(CFB_MAGIC).copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18); // minor version
  file.writeUInt16LE(3, 0x1a); // major version 3: 512-byte sectors
  file.writeUInt16LE(0xfffe, 0x1c); // little-endian
  file.writeUInt16LE(9, 0x1e); // sector size 2^9
  file.writeUInt32LE(0, 0x30); // directory starts at sector 0
  const entry = (index: number, name: string, type: number) => {
    const at = 512 + index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(file, at);
    file.writeUInt16LE(encoded.length, at + 64);
    file[at + 66] = type;
  };
  entry(0, 'Root Entry', 5);
  entry(1, streamName, 2);
  file.write('Contenu du flux', 1024, 'utf16le');
  return file;
}

/** A zip archive of stored (uncompressed) entries. */
function zipBytes(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest parts of an Excel workbook: its content types and its workbook part. */
export function xlsxBytes(): Buffer {
  return zipBytes({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Feuil1" sheetId="1"/></sheets></workbook>',
  });
}
