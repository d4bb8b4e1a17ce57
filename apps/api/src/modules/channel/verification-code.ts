import { randomInt } from "node:crypto";
import { CHANNEL_CODE_LENGTH, CHANNEL_CODE_PREFIX, VERIFICATION_CODE_ALPHABET } from "@studio/contract";

/** A fresh ownership code, e.g. STUDIO-7KQ3M9XPRT (unambiguous letters and digits). */
export function newChannelCode(): string {
  let code = "";
  for (let i = 0; i < CHANNEL_CODE_LENGTH; i++) {
    code += VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)];
  }
  return `${CHANNEL_CODE_PREFIX}${code}`;
}

/** The code counts when it appears anywhere in the description, in any letter case. */
export function descriptionHasCode(description: string, code: string): boolean {
  return description.toUpperCase().includes(code.toUpperCase());
}
