import { VERIFICATION_CODE } from "@studio/contract";
import type { AppDeps } from "../../deps";
import { issueCode } from "../auth/codes";
import type { Account } from "../auth/sessions";
import { composeCodeMail } from "../mail/compose";
import { queueMail } from "../mail/outbox";
import { networkLanguage } from "../site/network-language";
import type { Network } from "../site/queries";

/** Issues a fresh code of the purpose and mails it in the account's language. */
export async function sendCodeMail(
  deps: AppDeps,
  network: Network,
  account: Account,
  purpose: "signup" | "reset",
): Promise<void> {
  const code = await issueCode(deps.db, account.id, purpose, deps.now());
  const mail = composeCodeMail({
    purpose,
    language: networkLanguage(network, account.language),
    siteName: network.name,
    colour: network.colorPrimary,
    code,
    minutes: VERIFICATION_CODE.ttlSeconds / 60,
  });
  await queueMail(deps, { ...mail, networkId: network.id, to: account.email, code });
}
