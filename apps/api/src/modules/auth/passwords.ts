import { randomBytes } from "node:crypto";
import argon2 from "argon2";

// OWASP parameters for argon2id: 19 MiB, 2 iterations, 1 lane (docs/design.md §4).
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the account does not exist, so that an
 * unknown e-mail takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-account-${randomBytes(16).toString("hex")}`);
  return dummyHash;
}
