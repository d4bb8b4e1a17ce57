import { storage } from "../stores/storage";

/**
 * Devices remembered at a two-step sign-in (docs/decisions/142): the token the server gave this
 * browser for an e-mail, sent with that e-mail's next login so it skips the second step. Kept as one
 * JSON map in local storage (`STORAGE_KEYS.trustedDevices`), keyed by the lower-cased e-mail.
 */
export function trustedDevices(): Record<string, string> {
  try {
    const all: unknown = JSON.parse(storage.get("trustedDevices") ?? "{}");
    return all && typeof all === "object" ? (all as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The device token remembered for this e-mail, if any (a string: the server checks it). */
export function trustedDeviceFor(email: string): string | undefined {
  const token = trustedDevices()[email.trim().toLowerCase()];
  return typeof token === "string" ? token : undefined;
}
