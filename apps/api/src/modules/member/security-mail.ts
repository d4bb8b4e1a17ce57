import type { Account, Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { networkLanguage } from "../../lib/network-language";
import { composeSecurityMail, queueMail, type SecurityMailKind } from "../mail";

/**
 * Mails the account about its sign-in (docs/decisions/142, 143) in its language; `code` is a
 * step-up code, kept with the mail as a verification code is. In a transaction, the mail is
 * queued with it (docs/decisions/136).
 */
export async function mailSecurity(
  deps: Pick<AppDeps, "db" | "jobs" | "now" | "config">,
  network: Network,
  account: Account,
  kind: SecurityMailKind,
  code?: string,
): Promise<void> {
  const mail = composeSecurityMail({
    kind,
    language: networkLanguage(network, account.language),
    siteName: network.name,
    colour: network.colorPrimary,
    ...(code ? { code } : {}),
  });
  await queueMail(deps, { ...mail, networkId: network.id, to: account.email, ...(code ? { code } : {}) });
}
