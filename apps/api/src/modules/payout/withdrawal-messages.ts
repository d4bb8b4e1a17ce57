import { microToExactDecimalString } from "@studio/contract";
import type { Account, Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { networkLanguage } from "../../lib/network-language";
import { composeWithdrawalMail, queueMail } from "../mail";
import type { WithdrawalRow } from "./withdrawal-view";

/**
 * What the account is told of its request when it is made and when staff decide it (docs/design.md §7:
 * each change notifies the account; docs/decisions/089): the `withdrawal` notification's params,
 * and the mail in the account's language, queued after the commit.
 */

/** The params of the `withdrawal` notification. */
export const notice = (row: WithdrawalRow) => ({
  withdrawal_id: row.id,
  status: row.status,
  total: row.totalMicro.toString(),
  net: row.netMicro.toString(),
});

/** The mail of the request's state, in the account's language. */
export async function mailOf(
  deps: AppDeps,
  network: Network,
  account: Pick<Account, "email" | "language">,
  row: WithdrawalRow,
) {
  const usd = (micro: bigint) => microToExactDecimalString(micro);
  const mail = composeWithdrawalMail({
    status: row.status,
    total: usd(row.totalMicro),
    fee: usd(row.feeMicro),
    net: usd(row.netMicro),
    reason: row.reason,
    language: networkLanguage(network, account.language),
    siteName: network.name,
    colour: network.colorPrimary,
  });
  await queueMail(deps, { ...mail, networkId: network.id, to: account.email });
}
