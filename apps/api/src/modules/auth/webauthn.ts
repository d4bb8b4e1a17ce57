import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { E } from "@studio/contract";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { passkeys, webauthnChallenges } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { AppError } from "../../lib/app-error";

/**
 * Passkeys (WebAuthn, docs/decisions/142) through SimpleWebAuthn: options for the browser, and the
 * check of what it answered against the challenge, the site's origin and relying party, and the
 * account's stored public key.
 */

/** Where the browser's WebAuthn call runs: the relying party (a domain) and the page's origin. */
export interface RelyingParty {
  rpId: string;
  origin: string;
  name: string;
}

const CHALLENGE_TTL_MS = 5 * 60_000;

export type WebAuthnResponse = {
  id: string;
  rawId: string;
  type: "public-key";
  response: Record<string, unknown>;
} & Record<string, unknown>;

export async function passkeysOf(db: Db, accountId: number) {
  return db.select().from(passkeys).where(eq(passkeys.accountId, accountId)).orderBy(passkeys.id);
}

type Transports = NonNullable<
  Parameters<typeof generateAuthenticationOptions>[0]["allowCredentials"]
>[number]["transports"];
const transportsOf = (values: string[]) => values as Transports;

// ---------------------------------------------------------------------------------------------
// Adding a passkey
// ---------------------------------------------------------------------------------------------

/** Options to create a passkey; the challenge is kept with the origin it is for. */
export async function passkeyRegistrationOptions(
  db: Db,
  account: Account,
  rp: RelyingParty,
  now: Date,
): Promise<Record<string, unknown>> {
  const existing = await passkeysOf(db, account.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.rpId,
    userName: account.email,
    userDisplayName: account.nickname,
    userID: new TextEncoder().encode(`account-${account.id}`),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({
      id: key.credentialId,
      transports: transportsOf(key.transports),
    })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await saveChallenge(db, account.id, "register", options.challenge, rp, now);
  return options as unknown as Record<string, unknown>;
}

/**
 * Checks the browser's new credential against the account's latest registration challenge and keeps
 * it: 10032 without a live challenge, 10030 when the answer does not verify or the credential is
 * already registered. Call it in the transaction that refreshes the account's factor flag.
 */
export async function registerPasskey(
  db: Db,
  accountId: number,
  name: string,
  response: WebAuthnResponse,
  now: Date,
): Promise<void> {
  const challenge = await takeChallenge(db, accountId, "register", now);
  if (!challenge) throw new AppError(E.SIGN_IN_EXPIRED);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origin,
      expectedRPID: challenge.rpId,
      requireUserVerification: false,
    });
  } catch {
    throw new AppError(E.SECOND_FACTOR_WRONG);
  }
  if (!verified.verified) throw new AppError(E.SECOND_FACTOR_WRONG);
  const { credential } = verified.registrationInfo;
  try {
    await db.insert(passkeys).values({
      accountId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      createdAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error, "passkeys_credential_key")) throw new AppError(E.SECOND_FACTOR_WRONG);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Using a passkey
// ---------------------------------------------------------------------------------------------

/** Options to sign with one of the account's passkeys. */
export async function passkeyAuthenticationOptions(
  db: Db,
  accountId: number,
  rpId: string,
): Promise<Record<string, unknown> & { challenge: string }> {
  const keys = await passkeysOf(db, accountId);
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: transportsOf(key.transports) })),
    userVerification: "preferred",
  });
  return options as unknown as Record<string, unknown> & { challenge: string };
}

/**
 * Whether the browser's assertion was made by one of the account's passkeys for this challenge and
 * origin; a good one moves the passkey's counter and last use.
 */
export async function verifyPasskeyAssertion(
  db: Db,
  accountId: number,
  response: WebAuthnResponse,
  expected: { challenge: string; origin: string; rpId: string },
  now: Date,
): Promise<boolean> {
  const [key] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.accountId, accountId), eq(passkeys.credentialId, String(response.id))));
  if (!key) return false;
  try {
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: expected.challenge,
      expectedOrigin: expected.origin,
      expectedRPID: expected.rpId,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64url")),
        counter: key.counter,
        transports: transportsOf(key.transports),
      },
      requireUserVerification: false,
    });
    if (!result.verified) return false;
    await db
      .update(passkeys)
      .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: now })
      .where(eq(passkeys.id, key.id));
    return true;
  } catch {
    return false;
  }
}

/** Options to confirm a sensitive change with a passkey (the challenge kept for `checkStepUpPasskey`). */
export async function stepUpPasskeyOptions(
  db: Db,
  accountId: number,
  rp: RelyingParty,
  now: Date,
): Promise<Record<string, unknown>> {
  const options = await passkeyAuthenticationOptions(db, accountId, rp.rpId);
  await saveChallenge(db, accountId, "stepup", options.challenge, rp, now);
  return options;
}

/** Whether the assertion answers the account's latest step-up challenge (used up either way). */
export async function checkStepUpPasskey(
  db: Db,
  accountId: number,
  response: WebAuthnResponse,
  now: Date,
): Promise<boolean> {
  const challenge = await takeChallenge(db, accountId, "stepup", now);
  if (!challenge) return false;
  return verifyPasskeyAssertion(db, accountId, response, challenge, now);
}

// ---------------------------------------------------------------------------------------------
// Challenges
// ---------------------------------------------------------------------------------------------

type Purpose = "register" | "stepup";

async function saveChallenge(
  db: Db,
  accountId: number,
  purpose: Purpose,
  challenge: string,
  rp: RelyingParty,
  now: Date,
): Promise<void> {
  await db.insert(webauthnChallenges).values({
    accountId,
    purpose,
    challenge,
    origin: rp.origin,
    rpId: rp.rpId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

/** Uses up the account's latest live challenge of the purpose, in one statement (single use). */
async function takeChallenge(db: Db, accountId: number, purpose: Purpose, now: Date) {
  const [latest] = await db
    .select({ id: webauthnChallenges.id })
    .from(webauthnChallenges)
    .where(and(eq(webauthnChallenges.accountId, accountId), eq(webauthnChallenges.purpose, purpose)))
    .orderBy(desc(webauthnChallenges.id))
    .limit(1);
  if (!latest) return undefined;
  const [taken] = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.id, latest.id),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning();
  return taken;
}
