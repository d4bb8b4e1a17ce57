import {
  API_BASE,
  type CallDefinition,
  type Currency,
  E,
  type FileAnswer,
  type Language,
  successOf,
} from "@studio/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { type Db, standInFor } from "../db/client";
import type { Account, Network } from "../db/rows";
import type { AppDeps } from "../deps";
import { AppError } from "./app-error";
import { namedLimit } from "./rate-limit-store";
import { type AuditDetail, auditedInput, StaffAuditNote } from "./staff-audit";
import { receiveMultipart, type UploadedFile, UploadFolder } from "./uploads";

export { readUploadedFile, type UploadedFile } from "./uploads";

export interface CallContext<TInput> {
  input: TInput;
  /** The uploaded files of a multipart call; empty for the others. */
  files: UploadedFile[];
  request: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
  network: Network;
  language: Language;
  currency: Currency;
}

export interface SessionContext<TInput> extends CallContext<TInput> {
  account: Account;
  sessionTokenHash: string;
}

/** A back-office call's context: its audit row, which the handler may write in its transaction. */
export interface StaffContext<TInput> extends SessionContext<TInput> {
  audit: StaffAuditNote;
}

/** An "optional-session" call's context: who calls, asked only where the operation needs to know. */
export interface OptionalSessionContext<TInput> extends CallContext<TInput> {
  /**
   * The account of the session sent with the call, checked as for "session-unverified" (a deleted
   * or suspended account is refused); undefined without a session or with one of another network.
   */
  caller(): Promise<Account | undefined>;
}

type ContextFor<C extends CallDefinition> = C["access"] extends "public"
  ? CallContext<z.output<C["input"]>>
  : C["access"] extends "optional-session"
    ? OptionalSessionContext<z.output<C["input"]>>
    : C["access"] extends "staff" | "admin"
      ? StaffContext<z.output<C["input"]>>
      : SessionContext<z.output<C["input"]>>;

/** What a file call's handler answers: the file's name and bytes (the media type is the contract's). */
export interface FileBody {
  fileName: string;
  body: Buffer;
}

/** A handler's answer: the call's `data`, or the file of a call whose `answer` is one. */
type AnswerOf<C extends CallDefinition> = [NonNullable<C["answer"]>] extends [never]
  ? z.input<C["output"]>
  : FileBody;

const isStaffCall = (call: CallDefinition) => call.access === "staff" || call.access === "admin";

/** The row a staff call's registration writes for it: the call and its input (secrets never). */
function fallbackAudit(context: CallContext<unknown>): AuditDetail {
  const files = context.files.map((file) => file.fileName);
  return { after: { ...auditedInput(context.input), ...(files.length > 0 ? { files } : {}) } };
}

/**
 * Every staff write leaves an audit row (docs/decisions/125, 139): the handler's own, written in
 * its transaction with before and after, or else the call and its input, written in the first
 * transaction the handler opens with `deps.db` (`withAuditInTransaction`); this is the last resort, for a
 * call that opened none or whose handler took the note and left it unwritten.
 */
async function auditStaffWrite(
  app: FastifyInstance,
  call: CallDefinition,
  context: CallContext<unknown> | SessionContext<unknown>,
): Promise<void> {
  if (call.method !== "POST" || !("audit" in context)) return;
  const audit = (context as StaffContext<unknown>).audit;
  if (audit.recorded) return;
  await audit.record(app.deps.db, fallbackAudit(context));
}

/**
 * A staff POST handler's context (docs/decisions/139): its `deps.db` writes the call's audit row
 * in the first transaction the handler opens with it, before that transaction commits, so a write
 * never stays without its row: an audit insert that fails rolls the write back. A handler that
 * reads `audit` writes its own row (with before and after), so this one is left to it.
 */
function withAuditInTransaction(context: StaffContext<unknown>): StaffContext<unknown> {
  const { audit, deps } = context;
  let ownedByHandler = false;
  const { db } = deps;
  const transaction: Db["transaction"] = (run, config) =>
    db.transaction(async (tx) => {
      const result = await run(tx);
      // A read-only transaction writes nothing, nor the row: the next one (or the last resort) does.
      if (!ownedByHandler && !audit.recorded && config?.accessMode !== "read only")
        await audit.record(tx, fallbackAudit(context));
      return result;
    }, config);
  // Every other use of the database is the app's own; only the opening of a transaction differs.
  const auditing = standInFor(db, {
    get: (target, key) => (key === "transaction" ? transaction : Reflect.get(target, key, target)),
  });
  const staffContext = { ...context, deps: { ...deps, db: auditing } };
  Object.defineProperty(staffContext, "audit", {
    enumerable: true,
    get: () => {
      ownedByHandler = true;
      return audit;
    },
  });
  return staffContext;
}

export interface CallOptions {
  /**
   * Limits for this call (code 3 past them): per address unless a key is given, counted under the
   * call's path unless the limit is named (docs/decisions/126).
   */
  rateLimit?: { max: number; timeWindow: string; key?: (request: FastifyRequest) => string; name?: string };
  /** Extra checks after validation, before the handler (for instance a second rate limit). */
  preHandler?: preHandlerHookHandler[];
}

/**
 * A file call's success: the bytes with the contract's media type, as a download that no cache keeps
 * (as stored files are sent, modules/files).
 */
function sendFile(reply: FastifyReply, answer: FileAnswer, file: FileBody): FastifyReply {
  const name = file.fileName.replace(/[^\w.-]/g, "_");
  return reply
    .header("content-type", answer.file)
    .header("content-disposition", `attachment; filename="${name}"`)
    .header("cache-control", "private, no-store")
    .send(file.body);
}

/**
 * Registers one contract call: validation of its input, its access rule, and the envelope around
 * its answer. Handlers return the `data` (a file call: the file); failures are thrown as AppError.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: (context: ContextFor<C>) => Promise<AnswerOf<C>>,
  options: CallOptions = {},
): void {
  const inputIn = call.inputIn ?? (call.method === "GET" ? "query" : "body");
  const inputSchema =
    inputIn === "multipart" ? {} : { [inputIn === "query" ? "querystring" : "body"]: call.input };
  const { answer } = call;
  if (answer && inputIn === "multipart")
    throw new Error(`${call.path}: a multipart call answers the envelope`);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: `${API_BASE}/${call.path}`,
    // A file is sent as it is; every other success is the envelope around the call's output.
    schema: { ...inputSchema, ...(answer ? {} : { response: { 200: successOf(call.output) } }) },
    config: options.rateLimit
      ? {
          rateLimit: namedLimit(options.rateLimit.name ?? call.path, {
            max: options.rateLimit.max,
            timeWindow: options.rateLimit.timeWindow,
            ...(options.rateLimit.key ? { keyGenerator: options.rateLimit.key } : {}),
          }),
        }
      : {},
    preValidation: async (request) => {
      // A POST without a body means "no fields"; the schema then says which are missing.
      if (inputIn === "body" && (request.body === undefined || request.body === null)) request.body = {};
    },
    preHandler: options.preHandler ?? [],
    handler: async (request, reply) => {
      if (inputIn !== "multipart") {
        const input = inputIn === "query" ? request.query : request.body;
        const context = await contextOf(app, call, input, request, reply);
        const handled =
          call.method === "POST" && "audit" in context ? withAuditInTransaction(context) : context;
        const data = await handler(handled as ContextFor<C>);
        if (answer) return sendFile(reply, answer, data as FileBody);
        await auditStaffWrite(app, call, context);
        return { success: true as const, message: "", data };
      }
      // Uploaded files live on disk for the length of the call, whatever its outcome.
      const uploads = new UploadFolder(app.deps.config.DATA_DIR);
      try {
        const context = await multipartContextOf(app, call, request, reply, uploads);
        const data = await handler(context as ContextFor<C>);
        await auditStaffWrite(app, call, context);
        return { success: true as const, message: "", data };
      } finally {
        await uploads.remove();
      }
    },
  });
}

async function contextOf(
  app: FastifyInstance,
  call: CallDefinition,
  input: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<
  CallContext<unknown> | OptionalSessionContext<unknown> | SessionContext<unknown> | StaffContext<unknown>
> {
  const base: CallContext<unknown> = {
    input,
    files: [],
    request,
    reply,
    deps: app.deps,
    network: request.network,
    language: request.language ?? "en",
    currency: request.currency,
  };
  if (call.access === "public") return base;
  if (call.access === "optional-session") {
    // An account that must still set up a second factor calls as no one (docs/decisions/142).
    return {
      ...base,
      caller: async () => {
        const account = (await app.authenticate(request))?.account;
        return account && (call.enrolment || !app.secondFactorMissing(account)) ? account : undefined;
      },
    };
  }
  const session = await app.authenticate(request);
  if (!session) throw new AppError(E.LOGIN_REQUIRED);
  const { account } = session;
  // Staff and managers without a second factor may only set one up (docs/decisions/142).
  if (!call.enrolment && app.secondFactorMissing(account)) throw new AppError(E.SECOND_FACTOR_SETUP_REQUIRED);
  if (call.access === "session" && !account.emailVerifiedAt) throw new AppError(E.INVALID_ACCESS);
  if (!isStaffCall(call)) return { ...base, account, sessionTokenHash: session.tokenHash };
  // Staff calls: staff of this network (the session is this network's), administrators for "admin".
  if (!account.isStaff || (call.access === "admin" && account.staffRole !== "admin")) {
    throw new AppError(E.INVALID_ACCESS);
  }
  const audit = new StaffAuditNote(call.path, request.network.id, account.id, request.ip);
  return { ...base, account, sessionTokenHash: session.tokenHash, audit } satisfies StaffContext<unknown>;
}

/**
 * A multipart call: access is checked before the body is read, then its files are streamed to disk
 * and its text fields are validated against the call's input.
 */
async function multipartContextOf(
  app: FastifyInstance,
  call: CallDefinition,
  request: FastifyRequest,
  reply: FastifyReply,
  uploads: UploadFolder,
): Promise<CallContext<unknown> | SessionContext<unknown>> {
  if (!request.isMultipart()) throw new AppError(E.FIELDS_REQUIRED);
  const context = await contextOf(app, call, {}, request, reply);
  const { fields, files } = await receiveMultipart(request, uploads);
  const parsed = call.input.safeParse(fields);
  if (!parsed.success) throw new AppError(E.FIELDS_REQUIRED);
  return { ...context, files, input: parsed.data };
}
