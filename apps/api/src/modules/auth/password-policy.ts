import { E, isPasswordLengthIn, newPasswordLength } from "@studio/contract";
import { AppError } from "../../lib/app-error";
import { COMMON_PASSWORDS } from "./common-passwords";

/**
 * New passwords follow the network's policy (docs/design.md §4): the length the contract's
 * newPasswordLength gives for the network's minimum, and not one of the most common passwords
 * (OWASP ASVS 6.2). Error 10006 names the bounds.
 */
export function assertPasswordPolicy(password: string, network: { passwordMin: number }): void {
  const length = newPasswordLength(network.passwordMin);
  if (!isPasswordLengthIn(password, length) || COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new AppError(E.PASSWORD_LENGTH, { min: length.min, max: length.max });
  }
}
