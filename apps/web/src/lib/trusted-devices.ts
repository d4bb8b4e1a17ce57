import { storage } from "../stores/storage";

/**
 * Devices remembered at a two-step sign-in (docs/decisions/142): the token the server gave this
 * browser for an e-mail, sent with that e-mail's next login so it skips the second step. Kept as one
 * JSON map in local storage (`STORAGE_KEYS.trustedDevices`), keyed by the lower-cased e-mail.
 */
function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.get("trustedDevices") ?? "{}");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

const keyOf = (email: string) => email.trim().toLowerCase();

/** The device token remembered for this e-mail, if any. */
export function trustedDeviceFor(email: string): string | undefined {
  return readAll()[keyOf(email)];
}

/** Remembers this browser for the e-mail (a token), or forgets it (null). */
export function rememberDevice(email: string, token: string | null): void {
  const all = readAll();
  if (token) all[keyOf(email)] = token;
  else delete all[keyOf(email)];
  storage.set("trustedDevices", Object.keys(all).length ? JSON.stringify(all) : null);
}
