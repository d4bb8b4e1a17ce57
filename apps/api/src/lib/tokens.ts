import { createHash, randomBytes, randomInt } from "node:crypto";

/** Opaque random token for sessions and single-use links (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens and codes are stored only as this hash. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A numeric code of `length` digits from the CSPRNG, leading zeros kept. */
export function newNumericCode(length: number): string {
  return Array.from({ length }, () => randomInt(10).toString()).join("");
}

/** Short upper-case code for invitations; no 0/O/1/I to keep it easy to type. */
export function newInviteCode(length = 8): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("");
}
