import { ERROR_STATUS, type ErrorCode, type FieldRule } from '@sorte/contracts/common/errors';

/** A failure the client is told about: a catalogue code, optional field rules and params. */
export class AppError extends Error {
  statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, FieldRule>,
    readonly params?: Record<string, string | number>,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }

  /**
   * Answers with another HTTP status than the catalogue's (a contract fixed for outside callers,
   * e.g. the provider API's 409 INSUFFICIENT_BALANCE).
   */
  withStatus(status: number): this {
    this.statusCode = status;
    return this;
  }
}
