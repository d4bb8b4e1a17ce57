import { type LengthRange, PASSWORD_POLICY_DEFAULT, PASSWORD_SPEC } from "./constants";

/**
 * Password lengths, the one place that counts them (docs/spec.md §5, docs/design.md §4). A length
 * is in UTF-16 units (`String.length`), which the form fields' maxLength counts as well.
 */

/** True when `password` is from range.min to range.max long, both included. */
export function isPasswordLengthIn(password: string, range: LengthRange): boolean {
  return password.length >= range.min && password.length <= range.max;
}

/** An existing password being confirmed (delete channel, member or account) is 4-64 long. */
export function isConfirmPasswordLength(password: string): boolean {
  return isPasswordLengthIn(password, PASSWORD_SPEC);
}

/** Where a network may set its own minimum for new passwords: from the spec's 4 to 64. */
export const NETWORK_PASSWORD_MIN = {
  min: PASSWORD_SPEC.min,
  max: PASSWORD_POLICY_DEFAULT.max,
} as const satisfies LengthRange;

/**
 * The length a new password must have in a network: from the network's minimum (0 means the
 * default 8), kept within NETWORK_PASSWORD_MIN, up to 64. Error 10006 names this range.
 */
export function newPasswordLength(networkMin: number): LengthRange {
  const wanted = networkMin || PASSWORD_POLICY_DEFAULT.min;
  const min = Math.min(Math.max(wanted, NETWORK_PASSWORD_MIN.min), NETWORK_PASSWORD_MIN.max);
  return { min, max: PASSWORD_POLICY_DEFAULT.max };
}
