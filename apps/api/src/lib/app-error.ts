import { ERROR_CATALOGUE, type ErrorCode } from "@studio/contract";

/** A failure the client is told about: a catalogue code and its parameters. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number> | undefined;
  readonly status: number;

  constructor(code: ErrorCode, params?: Record<string, string | number>) {
    super(`AppError ${code}`);
    this.code = code;
    this.params = params;
    this.status = ERROR_CATALOGUE[code].status;
  }
}
