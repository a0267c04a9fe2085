import { createHash } from 'node:crypto';

// Layout of an attachment's files in the media store (decision 018): the storage key is
// the SHA-256 of the bytes received, under a folder of its first two hex digits so that no
// folder holds them all. A picture keeps only what is served, four WebP files; a document
// keeps the file as received.

export const storageKeyOf = (bytes: Buffer): string => {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return `${hash.slice(0, 2)}/${hash}`;
};

export const smallSizeKey = (storageKey: string) => `${storageKey}/small.webp`;
export const thumbnailKey = (storageKey: string) => `${storageKey}/thumbnail.webp`;
export const mediumSizeKey = (storageKey: string) => `${storageKey}/medium.webp`;
export const fullSizeKey = (storageKey: string) => `${storageKey}/full.webp`;

/** The keys of a picture's files below its full size, by file. */
export const smallerPictureKeys = {
  small: smallSizeKey,
  thumbnail: thumbnailKey,
  medium: mediumSizeKey,
} as const;

export const originalKey = (storageKey: string) => `${storageKey}/original`;

/** Every file stored under a key, for either kind. */
export const storedKeys = (storageKey: string, isPicture: boolean): string[] =>
  isPicture
    ? [
        smallSizeKey(storageKey),
        thumbnailKey(storageKey),
        mediumSizeKey(storageKey),
        fullSizeKey(storageKey),
      ]
    : [originalKey(storageKey)];
