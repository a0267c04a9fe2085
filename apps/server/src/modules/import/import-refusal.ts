/**
 * The file as a whole cannot be imported (not CSV, required column missing, broken
 * quoting): nothing is applied and the answer's first line gives `reason`, which is
 * French text completing "Import refusé : ".
 */
export class ImportRefusal extends Error {
  /**
   * `outright`: the file has no line to import, refused with a 400 rather than answered as
   * a report (docs/product/import.md#import-call).
   */
  constructor(
    readonly reason: string,
    readonly outright = false,
  ) {
    super(reason);
    this.name = 'ImportRefusal';
  }
}
