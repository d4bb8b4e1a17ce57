import { randomBytes } from "node:crypto";
import type { CallDefinition, CallOutput, TEnvelope } from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { Db } from "../../src/db/client";
import type { Account } from "../../src/db/rows";
import { accounts, networks } from "../../src/db/schema";
import { newInviteCode } from "../../src/lib/tokens";
import {
  announceAccountChange,
  canManageTeam,
  findAccountById,
  newTotpSecret,
  refreshSecondFactorFlag,
  rememberDevice,
  totpCodeAt,
  totpSecretOf,
} from "../../src/modules/auth";
import { insertAccount, type NewAccount } from "../../src/modules/auth/accounts";
import { hashPassword } from "../../src/modules/auth/passwords";
import { confirmTotp, savePendingTotp } from "../../src/modules/auth/second-factor";

/** A password that passes the default policy (8-64, not common). */
export const GOOD_PASSWORD = "Sunrise-Harbor-42";
export const OTHER_GOOD_PASSWORD = "Velvet-Canyon-77";

let counter = 0;
const suffix = () => `${(++counter).toString(36)}${randomBytes(3).toString("hex")}`;

/** A lower-case e-mail no other test uses. */
export const uniqueEmail = (prefix = "user") => `${prefix}-${suffix()}@example.test`;
/** A nickname (letters and digits, at most 12) no other test uses. */
export const uniqueNickname = (prefix = "u") => `${prefix}${suffix()}`.slice(0, 12);

let ipCounter = 0;
/** A client address no other test uses, so per-address rate limits never couple tests. */
export function uniqueIp(): string {
  ipCounter += 1;
  const random = randomBytes(1)[0] ?? 0;
  return `10.${random}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

// ---------------------------------------------------------------------------------------------
// Calling the API
// ---------------------------------------------------------------------------------------------

export interface RequestOptions {
  /** Session token, sent as `Authorization: Bearer`. */
  token?: string;
  /** `Accept-Language`. */
  language?: string;
  /** `X-Network-Domain`. */
  domain?: string;
  /** The client address (rate limits key on it). */
  ip?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: TEnvelope<T>;
  /** The raw answer text, for checks that nothing internal leaks. */
  text: string;
  headers: Record<string, unknown>;
}

export interface Api {
  /** Calls a contract call by its definition: GET input goes to the query, POST input to the body. */
  call<C extends CallDefinition>(
    call: C,
    input?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResponse<CallOutput<C>>>;
  get<T = unknown>(
    path: string,
    query?: Record<string, string>,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** A raw request (payloads that are not JSON, odd methods...). */
  inject(options: InjectOptions & RequestOptions): Promise<ApiResponse>;
  /** The same client with more default options. */
  with(options: RequestOptions): Api;
}

function headersOf(options: RequestOptions): Record<string, string> {
  return {
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.language ? { "accept-language": options.language } : {}),
    ...(options.domain ? { "x-network-domain": options.domain } : {}),
    ...options.headers,
  };
}

function toApiResponse<T>(response: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}): ApiResponse<T> {
  let body: TEnvelope<T>;
  try {
    body = JSON.parse(response.body) as TEnvelope<T>;
  } catch {
    body = { success: false, code: Number.NaN, message: response.body };
  }
  return { status: response.statusCode, body, text: response.body, headers: response.headers };
}

/**
 * A client for `app.inject` with the headers every call sends. Each client has its own address
 * unless one is given, so rate limits of one test do not spill into another.
 */
export function api(app: FastifyInstance, defaults: RequestOptions = {}): Api {
  const base: RequestOptions = { ip: uniqueIp(), ...defaults };
  const send = async <T>(request: InjectOptions & RequestOptions): Promise<ApiResponse<T>> => {
    const { token, language, domain, ip, headers: _headers, ...inject } = { ...base, ...request };
    const headers = { ...base.headers, ...request.headers };
    const response = await app.inject({
      ...inject,
      headers: headersOf({ token, language, domain, headers }),
      remoteAddress: ip ?? "127.0.0.1",
    } as InjectOptions);
    return toApiResponse<T>(response);
  };
  const client: Api = {
    call: (call, input, options = {}) => {
      const url = `/api/${call.path}`;
      const inQuery = (call.inputIn ?? (call.method === "GET" ? "query" : "body")) === "query";
      return send({
        ...options,
        method: call.method,
        url,
        ...(inQuery
          ? { query: (input ?? {}) as Record<string, string> }
          : { payload: (input ?? {}) as object }),
      });
    },
    get: (path, query, options = {}) =>
      send({ ...options, method: "GET", url: `/api/${path}`, query: query ?? {} }),
    post: (path, body, options = {}) =>
      send({
        ...options,
        method: "POST",
        url: `/api/${path}`,
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    inject: (options) => send(options),
    with: (options) => api(app, { ...base, ...options }),
  };
  return client;
}

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

export async function networkIdOf(db: Db, slug: "studio" | "wave" = "studio"): Promise<number> {
  const [row] = await db.select({ id: networks.id }).from(networks).where(eq(networks.slug, slug));
  if (!row) throw new Error(`network ${slug} is not seeded`);
  return row.id;
}

const hashes = new Map<string, Promise<string>>();
/** argon2 is slow on purpose; one hash per distinct password is enough for tests. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export interface AccountOverrides extends Partial<Omit<NewAccount, "passwordHash">> {
  /** Plain password (default GOOD_PASSWORD). */
  password?: string;
  /** Network slug (default "studio"); ignored when networkId is given. */
  network?: "studio" | "wave";
  /** false leaves the e-mail unverified (auth_required true). */
  verified?: boolean;
  /**
   * A confirmed authenticator app (docs/decisions/142): by default for staff and managers, who must
   * have a second factor (without one, every call but setting one up answers 10031); false for none.
   */
  secondFactor?: boolean;
}

export interface TestAccount {
  account: Account;
  email: string;
  password: string;
  nickname: string;
  /** The authenticator secret (base32) when the account has one; `totpCode` makes its codes. */
  totpSecret?: string | null;
}

/** Inserts an account straight into the database (fast: no mail, no rate limit). Verified unless told. */
export async function createAccount(db: Db, overrides: AccountOverrides = {}): Promise<TestAccount> {
  const {
    password = GOOD_PASSWORD,
    network = "studio",
    verified = true,
    secondFactor,
    ...values
  } = overrides;
  const email = (values.email ?? uniqueEmail()).toLowerCase();
  const nickname = values.nickname ?? uniqueNickname();
  const account = await insertAccount(db, {
    networkId: values.networkId ?? (await networkIdOf(db, network)),
    referralCode: newInviteCode(),
    emailVerifiedAt: verified ? new Date() : null,
    ...values,
    // Staff are administrators unless the test names a role (docs/decisions/125).
    ...(values.isStaff || values.staffRole ? { isStaff: true, staffRole: values.staffRole ?? "admin" } : {}),
    email,
    nickname,
    passwordHash: await cachedHash(password),
  });
  if (!(secondFactor ?? (account.isStaff || canManageTeam(account)))) {
    return { account, email, password, nickname, totpSecret: null };
  }
  const totpSecret = await addTotp(db, account.id);
  return { account: await findAccountByIdOrThrow(db, account.id), email, password, nickname, totpSecret };
}

async function findAccountByIdOrThrow(db: Db, id: number): Promise<Account> {
  const account = await findAccountById(db, id);
  if (!account) throw new Error(`account ${id} not found`);
  return account;
}

/** Gives an account a confirmed authenticator app, as its settings would; answers its secret. */
export async function addTotp(db: Db, accountId: number): Promise<string> {
  const secret = newTotpSecret();
  const now = new Date();
  await savePendingTotp({ db, config: {} }, accountId, secret, now);
  await confirmTotp(db, accountId, now);
  await refreshSecondFactorFlag(db, accountId, now);
  return secret;
}

/**
 * The account's authenticator code at `at` (the test app's clock): each 30-second step is good once,
 * so a test that needs another code moves its clock on by 30 seconds.
 */
export async function totpCode(db: Db, accountId: number, at: Date): Promise<string> {
  const factor = await totpSecretOf({ db, config: {} }, accountId);
  if (!factor) throw new Error(`account ${accountId} has no authenticator app`);
  return totpCodeAt(factor.secret, at);
}

/**
 * Changes an account row by hand, as an operator would in SQL: with the notice that makes every API
 * node forget its cached sessions of the account (docs/decisions/077).
 */
export async function setAccountFields(db: Db, id: number, values: Partial<NewAccount>): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, id));
  await announceAccountChange(db, id);
}

export async function setAccountStatus(db: Db, id: number, status: Account["status"]): Promise<void> {
  await setAccountFields(db, id, { status });
}

export async function findAccount(db: Db, id: number): Promise<Account> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  if (!row) throw new Error(`account ${id} not found`);
  return row;
}

/** Device tokens the login helper made, per app and e-mail: a second login skips the second step. */
const rememberedDevices = new WeakMap<FastifyInstance, Map<string, string>>();

/**
 * Logs in through the API and returns the session token (fails the test otherwise). An account with
 * a second factor is signed in on a device remembered for it (docs/decisions/142), as a person who
 * ticked "remember this device" once would be; two-factor.integration.test.ts tests the second step.
 */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  options: RequestOptions = {},
): Promise<string> {
  const devices = rememberedDevices.get(app) ?? new Map<string, string>();
  rememberedDevices.set(app, devices);
  const key = email.trim().toLowerCase();
  const send = (device?: string) =>
    api(app, options).post<{ token?: string; second_factor?: { ticket: string } }>("member/login", {
      id: email,
      password,
      ...(device ? { device } : {}),
    });
  let response = await send(devices.get(key));
  if (response.body.success && response.body.data.second_factor) {
    const [row] = await app.deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${key}`);
    if (!row) throw new Error(`login of ${email}: no account`);
    const device = await rememberDevice(app.deps.db, row.id, app.deps.now());
    devices.set(key, device);
    response = await send(device);
  }
  if (!response.body.success || !response.body.data.token) {
    throw new Error(`login of ${email} failed: ${response.status} ${response.text}`);
  }
  return response.body.data.token;
}

export interface JoinedAccount {
  token: string;
  email: string;
  password: string;
  nickname: string;
}

/** Signs up through `member/join` (the account is unverified and has a code in the outbox). */
export async function joinAccount(
  app: FastifyInstance,
  input: { email?: string; password?: string; nickname?: string; referral?: string } = {},
  options: RequestOptions = {},
): Promise<JoinedAccount> {
  const email = input.email ?? uniqueEmail("join");
  const password = input.password ?? GOOD_PASSWORD;
  const nickname = input.nickname ?? uniqueNickname("j");
  const response = await api(app, options).post<{ token: string }>("member/join", {
    id: email,
    password,
    nickname,
    ...(input.referral ? { referral: input.referral } : {}),
  });
  if (!response.body.success) {
    throw new Error(`join of ${email} failed: ${response.status} ${response.text}`);
  }
  return { token: response.body.data.token, email, password, nickname };
}

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  created_at: string;
}

/** The captured mails to an address, newest first (`GET /api/dev/mails?to=`). */
export async function mailsTo(app: FastifyInstance, email: string): Promise<CapturedMail[]> {
  const response = await api(app).get<{ mails: CapturedMail[] }>("dev/mails", { to: email });
  if (!response.body.success) throw new Error(`dev/mails failed: ${response.status} ${response.text}`);
  return response.body.data.mails;
}

/** The code of the newest mail to an address. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await mailsTo(app, email);
  if (!mail?.code) throw new Error(`no mail with a code to ${email}`);
  return mail.code;
}

/** A six-digit code different from the given one. */
export const wrongCode = (code: string) => ((Number(code) + 1) % 1_000_000).toString().padStart(6, "0");
