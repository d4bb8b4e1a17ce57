import { E, PASSWORD_POLICY_DEFAULT, PASSWORD_SPEC } from "@studio/contract";
import { AppError } from "../../lib/app-error";
import { COMMON_PASSWORDS } from "./common-passwords";

/**
 * New passwords follow the network's policy: its minimum (default 8, never below the spec's 4),
 * at most 64, and not one of the most common passwords (OWASP ASVS 6.2). Error 10006 names the bounds.
 */
export function assertPasswordPolicy(password: string, network: { passwordMin: number }): void {
  const min = Math.max(PASSWORD_SPEC.min, network.passwordMin || PASSWORD_POLICY_DEFAULT.min);
  const max = PASSWORD_POLICY_DEFAULT.max;
  if (password.length < min || password.length > max || COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new AppError(E.PASSWORD_LENGTH, { min, max });
  }
}
