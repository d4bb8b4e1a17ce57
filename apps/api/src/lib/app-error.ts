import { E, ERROR_CATALOGUE, type ErrorCode } from "@studio/contract";

/** A failure the client is told about: a catalogue code and its parameters. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number> | undefined;
  readonly status: number;

  constructor(code: ErrorCode, params?: Record<string, string | number>, status?: number) {
    super(`AppError ${code}`);
    this.code = code;
    this.params = params;
    this.status = status ?? ERROR_CATALOGUE[code].status;
  }

  /** Something the caller may not see: answered as if it did not exist (404, code 2). */
  static notFound(): AppError {
    return new AppError(E.INVALID_ACCESS, undefined, 404);
  }
}
