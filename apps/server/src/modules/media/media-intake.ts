import { DOCUMENT_MAX_BYTES, PICTURE_MAX_BYTES, PICTURE_MAX_PIXELS } from '@labo/domain/limits';
import {
  MEDIA_FILE_TOO_LARGE,
  type MediaAccept,
  mediaFormatRefused,
  PICTURE_TOO_MANY_PIXELS,
  PICTURE_UNREADABLE,
} from '@labo/domain/media-admin-schemas';
import { PICTURE_SIDES } from '@labo/domain/picture-sizes';
import type { Sharp } from 'sharp';
import { AppError } from '#http/app-error';
import {
  fullSizeKey,
  mediumSizeKey,
  originalKey,
  smallSizeKey,
  storageKeyOf,
  thumbnailKey,
} from './media-keys';

// What an administrator's file becomes before it is stored (docs/product/media.md#accepted-files,
// decision 018): recognised by its content only, checked against the limits, and for a
// picture re-encoded to the four WebP files the site serves.

/** A file as received, by upload or from a web address. */
export interface ReceivedFile {
  bytes: Buffer;
  fileName: string;
}

type MediaKind = 'picture' | 'document';

export interface IdentifiedFile {
  kind: MediaKind;
  /** The content type recognised in the bytes received. */
  mimeType: string;
  storageKey: string;
}

/** What the attachment row says of the file the full-size route serves. */
export interface MediaFacts {
  mimeType: string;
  sizeBytes: number;
  pxWidth: number | null;
  pxHeight: number | null;
}

interface StoredFile {
  key: string;
  bytes: Buffer;
  contentType: string;
}

export interface PreparedMedia {
  files: StoredFile[];
  facts: MediaFacts;
}

const PICTURE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  apng: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};
const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLS = 'application/vnd.ms-excel';
const WEBP = 'image/webp';

const MAX_BYTES: Readonly<Record<MediaKind, number>> = {
  picture: PICTURE_MAX_BYTES,
  document: DOCUMENT_MAX_BYTES,
};

/** The largest file a call accepting `accept` may receive, before its kind is known. */
export const acceptedMaxBytes = (accept: MediaAccept): number =>
  accept === 'picture' ? PICTURE_MAX_BYTES : DOCUMENT_MAX_BYTES;

// A compound file (CFB) is an XLS only when its directory holds the workbook stream:
// "Workbook" (Excel 97 and later) or "Book" (Excel 5). A Word .doc is a compound file too.
const WORKBOOK_STREAMS = ['Workbook', 'Book'];
const CFB_HEADER_BYTES = 512;
const CFB_ENTRY_BYTES = 128;
const CFB_STREAM = 2;

/**
 * Directory entries sit at multiples of 128 bytes past the header, whatever the sector
 * size: each holds its UTF-16LE name, the name's byte length with its NUL, and its type.
 */
function holdsWorkbookStream(bytes: Buffer): boolean {
  const names = WORKBOOK_STREAMS.map((name) => Buffer.from(`${name}\0`, 'utf16le'));
  for (let at = CFB_HEADER_BYTES; at + CFB_ENTRY_BYTES <= bytes.length; at += CFB_ENTRY_BYTES) {
    if (bytes[at + 66] !== CFB_STREAM) continue;
    const length = bytes.readUInt16LE(at + 64);
    const found = names.some(
      (name) => name.length === length && bytes.subarray(at, at + length).equals(name),
    );
    if (found) return true;
  }
  return false;
}

// sharp and file-type load with the first file received rather than when the server starts
// (docs/performance.md#start-up): most processes never receive one.
const imageLibrary = async () => (await import('sharp')).default;

async function recognise(bytes: Buffer): Promise<{ kind: MediaKind; mimeType: string } | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return null;
  const picture = PICTURE_TYPES[type.ext];
  if (picture) return { kind: 'picture', mimeType: picture };
  if (type.ext === 'pdf') return { kind: 'document', mimeType: PDF };
  if (type.ext === 'xlsx') return { kind: 'document', mimeType: XLSX };
  if (type.ext === 'cfb' && holdsWorkbookStream(bytes)) return { kind: 'document', mimeType: XLS };
  return null;
}

const tooLarge = () => new AppError(413, 'file_too_large', MEDIA_FILE_TOO_LARGE);
const tooManyPixels = () => new AppError(413, 'picture_too_many_pixels', PICTURE_TOO_MANY_PIXELS);
const unreadable = () => new AppError(400, 'picture_unreadable', PICTURE_UNREADABLE);

/**
 * The kind and key of a received file, never from its name or announced type: 415 when
 * its content is not a format `accept` takes, 413 past its kind's size.
 */
export async function identifyFile(bytes: Buffer, accept: MediaAccept): Promise<IdentifiedFile> {
  if (bytes.length > acceptedMaxBytes(accept)) throw tooLarge();
  const found = await recognise(bytes);
  if (!found || (accept !== 'either' && found.kind !== accept)) {
    throw new AppError(415, 'unsupported_media_type', mediaFormatRefused(accept));
  }
  if (bytes.length > MAX_BYTES[found.kind]) throw tooLarge();
  return { ...found, storageKey: storageKeyOf(bytes) };
}

/** A picture inside a square of `side` pixels, never enlarged, as WebP. */
const fitInside = (picture: Sharp, side: number) =>
  picture.resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true }).webp();

/**
 * The small size (inside 176×176), the thumbnail (inside 400×400), the middle size (longest
 * side 800 px) and the full size (longest side 1600 px), all WebP
 * (docs/product/media.md#picture-sizes), turned upright by their EXIF orientation, without
 * metadata, never enlarged; the first frame of an animation.
 */
async function renderPicture(bytes: Buffer) {
  const sharp = await imageLibrary();
  // The header is read without the library's own pixel limit (about 268 million), which
  // would otherwise refuse a huge picture as unreadable before ours says why.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > PICTURE_MAX_PIXELS) throw tooManyPixels();
  const source = sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS }).rotate();
  const fit = (side: number) => fitInside(source.clone(), side);
  try {
    const [full, medium, thumbnail, small] = await Promise.all([
      fit(PICTURE_SIDES.full).toBuffer({ resolveWithObject: true }),
      fit(PICTURE_SIDES.medium).toBuffer(),
      fit(PICTURE_SIDES.thumbnail).toBuffer(),
      fit(PICTURE_SIDES.small).toBuffer(),
    ]);
    return {
      full: full.data,
      width: full.info.width,
      height: full.info.height,
      medium,
      thumbnail,
      small,
    };
  } catch (error) {
    throw /pixel limit/i.test((error as Error).message) ? tooManyPixels() : unreadable();
  }
}

/**
 * A smaller size made from a stored full size: pictures added before that size existed get
 * theirs when first asked for.
 */
export async function smallerSizeFrom(fullSize: Buffer, file: 'small' | 'medium'): Promise<Buffer> {
  const sharp = await imageLibrary();
  return fitInside(sharp(fullSize), PICTURE_SIDES[file]).toBuffer();
}

/** The files to store under the file's key and what its attachment row says of them. */
export async function prepareMedia(file: IdentifiedFile, bytes: Buffer): Promise<PreparedMedia> {
  if (file.kind === 'document') {
    return {
      files: [{ key: originalKey(file.storageKey), bytes, contentType: file.mimeType }],
      facts: { mimeType: file.mimeType, sizeBytes: bytes.length, pxWidth: null, pxHeight: null },
    };
  }
  const picture = await renderPicture(bytes);
  return {
    files: [
      { key: smallSizeKey(file.storageKey), bytes: picture.small, contentType: WEBP },
      { key: thumbnailKey(file.storageKey), bytes: picture.thumbnail, contentType: WEBP },
      { key: mediumSizeKey(file.storageKey), bytes: picture.medium, contentType: WEBP },
      { key: fullSizeKey(file.storageKey), bytes: picture.full, contentType: WEBP },
    ],
    facts: {
      mimeType: WEBP,
      sizeBytes: picture.full.length,
      pxWidth: picture.width,
      pxHeight: picture.height,
    },
  };
}
