/**
 * An error the API answers as `{ error, message, fields? }` with its HTTP status
 * (docs/product/api-conventions.md#error-shape). `message` is French text for a person;
 * `code` is for programs.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string, code = 'not_found') => new AppError(404, code, message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'invalid_input', message, fields);
