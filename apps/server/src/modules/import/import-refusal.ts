/**
 * The file as a whole cannot be imported (not CSV, required column missing, broken
 * quoting): nothing is applied and the answer's first line gives `reason`, which is
 * French text completing "Import refusé : ".
 */
export class ImportRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ImportRefusal';
  }
}
