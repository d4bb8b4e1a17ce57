import { VERIFICATION_CODE } from "@studio/contract";
import type { Account, Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { networkLanguage } from "../../lib/network-language";
import { composeCodeMail, queueMail } from "../mail";

/**
 * Mails an issued code in the account's language. Called after the transaction that issued the code
 * commits: the mail job must never find a code that was rolled back (decision 034).
 */
export async function mailCode(
  deps: AppDeps,
  network: Network,
  account: Account,
  purpose: "signup" | "reset",
  code: string,
): Promise<void> {
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
