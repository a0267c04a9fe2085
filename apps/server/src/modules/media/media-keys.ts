// Layout of an attachment's files in the media store: the original bytes, and for
// pictures a WebP thumbnail made at upload time with sharp
// (docs/architecture.md#chosen-dependencies).
export const originalKey = (storageKey: string) => `${storageKey}/original`;
export const thumbnailKey = (storageKey: string) => `${storageKey}/thumbnail.webp`;
