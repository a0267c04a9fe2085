import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF read back as a reader would: the text of each page (runs joined by spaces, every
 * kind of space as a plain one: compare with `plainSpaces`), its title and whether it is tagged.
 */
export async function readPdf(bytes: Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  const { info } = await doc.getMetadata();
  const markInfo = await doc.getMarkInfo();
  await doc.destroy();
  return {
    pages,
    text: pages.join('\n'),
    title: (info as { Title?: string }).Title,
    tagged: markInfo?.Marked === true,
  };
}

/** A text with its no-break spaces as plain ones, to look for it in `readPdf`'s text. */
export const plainSpaces = (text: string): string => text.replace(/\s+/g, ' ');
