import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import {
  API_BASE,
  decodeIssue,
  E,
  type ErrorCode,
  errorMessage,
  isErrorCode,
  type Language,
  languageFromHeader,
  type TFailure,
} from "@studio/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./app-error";
import { noteUnavailable, RETRY_AFTER_SECONDS, unavailableReason } from "./service-unavailable";

/** Largest JSON body; multipart uploads have their own limits (uploads.ts). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Largest request line and headers the server reads (Node's own default, named here). */
export const HEADER_LIMIT_BYTES = 16 * 1024;

/** A size limit as the 413 message names it: "1 MB", "100 MB", "512 KB". */
export function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function languageOf(request: FastifyRequest): Language {
  return request.language ?? languageFromHeader(request.headers["accept-language"]);
}

export function failure(
  code: ErrorCode,
  language: Language,
  params?: Record<string, string | number>,
): TFailure {
  return {
    success: false,
    code,
    message: errorMessage(code, language, params),
    ...(params ? { params } : {}),
  };
}

/** Maps any thrown error to a catalogue code; nothing internal (stack, SQL, names) leaves here. */
function classify(error: FastifyError | Error): {
  code: ErrorCode;
  status: number;
  params?: Record<string, string | number>;
} {
  if (error instanceof AppError) return { code: error.code, status: error.status, params: error.params };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = decodeIssue(error.validation[0]?.message);
    if (issue && isErrorCode(issue.code) && issue.code !== E.UNKNOWN) {
      return { code: issue.code, status: 400, params: issue.params };
    }
    return { code: E.FIELDS_REQUIRED, status: 400 };
  }
  const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  // Upload limits are answered by uploads.ts with their own sizes; a bare 413 is the JSON body limit.
  // The database cannot be reached right now: a state to wait out, not a fault (docs/decisions/138).
  if (status >= 500 && unavailableReason(error)) return { code: E.SERVICE_UNAVAILABLE, status: 503 };
  if (status === 413)
    return { code: E.ATTACHMENT_TOO_LARGE, status, params: { max: sizeLabel(BODY_LIMIT_BYTES) } };
  if (status === 429) return { code: E.TOO_MANY_REQUESTS, status };
  if (status === 401) return { code: E.LOGIN_REQUIRED, status };
  if (status === 403 || status === 404 || status === 405) return { code: E.INVALID_ACCESS, status };
  if (status >= 400 && status < 500) return { code: E.FIELDS_REQUIRED, status: 400 };
  return { code: E.UNKNOWN, status: 500 };
}

/**
 * A rate limit's answer names how long to wait (`seconds`, from the limiter's Retry-After), so a
 * person is told for how long, not only "later" (docs/decisions/101).
 */
function retryParams(status: number, reply: FastifyReply): Record<string, number> | undefined {
  if (status !== 429) return undefined;
  const seconds = Number(reply.getHeader("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? { seconds: Math.ceil(seconds) } : undefined;
}

/**
 * A request Node's parser refuses before Fastify sees it is answered with the envelope too
 * (docs/decisions/141): headers over HEADER_LIMIT_BYTES are 431 with code 12, anything else it cannot
 * read (a malformed request line or header, a request that stopped half-way) 400 with code 4. Its
 * headers were never read, so the message is in English; the connection is closed after it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(
    tooLarge
      ? failure(E.HEADERS_TOO_LARGE, "en", { max: sizeLabel(HEADER_LIMIT_BYTES) })
      : failure(E.FIELDS_REQUIRED, "en"),
  );
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      "Content-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.decorateReply("failureCode", undefined);
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const classified = classify(error);
    const { code, status } = classified;
    const params = classified.params ?? retryParams(status, reply);
    // The metrics count failures by code (modules/metrics) when the answer has gone.
    reply.failureCode = code;
    if (code === E.SERVICE_UNAVAILABLE) {
      reply.header("retry-after", RETRY_AFTER_SECONDS);
      // One line per request in an outage: the access log's, which says why (no stack, no SQL).
      noteUnavailable(request, unavailableReason(error) ?? "service unavailable");
    }
    // A deliberate 503 (not set up yet, a service down) is a state, not a fault: no stack for it.
    else if (status === 503 && error instanceof AppError) request.log.warn({ code }, "service unavailable");
    else if (status >= 500) request.log.error({ err: error }, "request failed");
    reply.status(status).send(failure(code, languageOf(request), params));
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(`${API_BASE}/`) || request.url === API_BASE) {
      reply.failureCode = E.INVALID_ACCESS;
      reply.status(404).send(failure(E.INVALID_ACCESS, languageOf(request)));
      return;
    }
    reply.status(404).type("text/plain").send("Not found");
  });
}

declare module "fastify" {
  interface FastifyRequest {
    language?: Language;
  }
  interface FastifyReply {
    /** The catalogue code of a failure this reply answers, set where the failure is written. */
    failureCode?: ErrorCode;
  }
}
