import { foldDiacritics } from '@labo/domain/diacritics';
import { create as contentDisposition } from 'content-disposition';

/**
 * The Content-Disposition of a download (docs/product/api-conventions.md#csv-downloads):
 * the name in UTF-8 (`filename*`), which every current browser reads, and the same name
 * without accents for the others (`filename`), so that "devis-archivé-…" never arrives
 * as "devis-archivÃ©-…".
 */
export function attachmentDisposition(fileName: string): string {
  return contentDisposition(fileName, { fallback: asciiFileName(fileName) });
}

function asciiFileName(fileName: string): string {
  return foldDiacritics(fileName).replace(/[^\x20-\x7e]/g, '_');
}
