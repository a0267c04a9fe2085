import iconv from 'iconv-lite';
import { type CsvRecord, readCsvRecords } from './csv-records';
import { detectEncoding, type FileEncoding, isUtf16 } from './file-encoding';
import {
  FILE_EMPTY,
  FILE_IS_BINARY,
  FILE_IS_SPREADSHEET,
  FILE_NOT_ARTICLE_EXPORT,
  FILE_WRONG_SEPARATOR,
  lineRejection,
  missingColumns,
} from './import-messages';
import { ImportRefusal } from './import-refusal';
import { type ImportSource, openByteStream, readHead } from './import-source';
import { type ColumnIndexes, matchHeader } from './oxygene-header';
import { type LineResult, readArticleLine } from './oxygene-line';

// The parse-and-validate half of the import: no database here. The export is read
// once for its encoding, then streamed record by record; only the CODEs seen (with
// their line) stay in memory, for the duplicate check and for the withdrawal of
// articles missing from the file.

const HEAD_BYTES = 64 * 1024;
const ZIP_SIGNATURE = Buffer.from('PK\u0003\u0004', 'latin1');
const OLE_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

export interface OxygeneExport {
  encoding: FileEncoding;
  columns: ColumnIndexes;
  /** Every line after the header, validated; `blank` rows are left out. Iterate once. */
  lines(): AsyncGenerator<Exclude<LineResult, { kind: 'blank' }>>;
  /**
   * CODE → line of its first occurrence, for every line that had a CODE, rejected or
   * not. Complete once lines() is exhausted.
   */
  readonly seenCodes: ReadonlyMap<string, number>;
  /** Releases the file when lines() was not read to the end. */
  close(): Promise<void>;
}

/**
 * Opens an export and checks that it is a CSV with the required columns. Throws an
 * ImportRefusal saying why when it is not; a broken record further down throws one
 * from lines().
 */
export async function openOxygeneExport(source: ImportSource): Promise<OxygeneExport> {
  const encoding = await detectEncoding(source);
  refuseNonText(await readHead(source, HEAD_BYTES), encoding);
  const records = readCsvRecords(openByteStream(source), encoding);
  let header: CsvRecord | undefined;
  try {
    header = (await records.next()).value ?? undefined;
    if (!header) throw new ImportRefusal(FILE_EMPTY);
    const columns = checkHeader(header.fields);
    return createExport(encoding, columns, records);
  } catch (error) {
    await records.return(undefined);
    throw error;
  }
}

function refuseNonText(head: Buffer, encoding: FileEncoding): void {
  if (head.length === 0) throw new ImportRefusal(FILE_EMPTY);
  if (head.subarray(0, 4).equals(ZIP_SIGNATURE) || head.subarray(0, 8).equals(OLE_SIGNATURE)) {
    throw new ImportRefusal(FILE_IS_SPREADSHEET);
  }
  // A text file never holds a NUL byte in UTF-8 or Windows-1252; images, PDFs and
  // archives almost always do within their first bytes. UTF-16 writes a zero byte in every
  // ASCII character, so there the NUL character is looked for in the decoded text.
  const holdsNul = isUtf16(encoding)
    ? iconv.decode(head, encoding).includes('\u0000')
    : head.includes(0);
  if (holdsNul) throw new ImportRefusal(FILE_IS_BINARY);
}

function checkHeader(fields: string[]): ColumnIndexes {
  const match = matchHeader(fields);
  if (match.recognised === 0) {
    const [only = ''] = fields;
    const otherSeparator = [',', '\t'].some(
      (separator) => fields.length === 1 && matchHeader(only.split(separator)).recognised > 0,
    );
    throw new ImportRefusal(otherSeparator ? FILE_WRONG_SEPARATOR : FILE_NOT_ARTICLE_EXPORT);
  }
  if (match.missing.length > 0) throw new ImportRefusal(missingColumns(match.missing));
  return match.columns;
}

function createExport(
  encoding: FileEncoding,
  columns: ColumnIndexes,
  records: AsyncGenerator<CsvRecord>,
): OxygeneExport {
  const seenCodes = new Map<string, number>();
  async function* lines(): AsyncGenerator<Exclude<LineResult, { kind: 'blank' }>> {
    for await (const { line, fields } of records) {
      const result = readArticleLine(fields, columns, line);
      if (result.kind === 'blank') continue;
      const crmId = result.kind === 'article' ? result.article.crmId : result.rejection.crmId;
      if (crmId !== null) {
        // A CODE seen earlier makes this line ambiguous, whatever became of the first one.
        const firstLine = seenCodes.get(crmId);
        if (firstLine !== undefined) {
          yield {
            kind: 'rejected',
            rejection: {
              line,
              crmId,
              message: lineRejection.duplicateCode(line, crmId, firstLine),
            },
          };
          continue;
        }
        seenCodes.set(crmId, line);
      }
      yield result;
    }
  }
  const close = async () => {
    await records.return(undefined);
  };
  return { encoding, columns, lines, seenCodes, close };
}
