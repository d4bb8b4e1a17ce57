import {
  E,
  maskAccountNumber,
  type TPaymentDetails,
  type TPaymentInfo,
  type TStepUpProof,
} from "@studio/contract";
import type { Account, Network } from "../../db/rows";
import { isUniqueViolation } from "../../db/unique-violation";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { maskEmail } from "../../lib/log-redaction";
import { networkLanguage } from "../../lib/network-language";
import { verifyPassword, verifyStepUp } from "../auth";
import {
  capturesMail,
  composePaymentInfoMail,
  composePaypalOwnerMail,
  queueMail,
  wakeMailSender,
} from "../mail";
import { destinationKeyOf, flagSharedDestination, lockDestination, maskedDestination } from "./destination";
import {
  coolingOffHoursOf,
  findCurrentPaymentInfo,
  insertPaymentInfo,
  lockAccount,
  type NewPaymentInfo,
  noBankTransferCountries,
  type PaymentInfoRow,
  replaceCurrentPaymentInfo,
} from "./queries";

/**
 * Payment info of one account in one network (docs/spec.md §3, §5; docs/design.md §7;
 * docs/decisions/084, 085, 144): read it masked, register the first entry, change it with the
 * current password and the second factor (or a mailed code). Each save is one transaction with its
 * mails and the flag of a destination another account of the network also uses.
 */

/** An entry as answers show it: everything but the account number, which shows its last four. */
export function paymentInfoView(row: PaymentInfoRow): TPaymentInfo {
  const updated_at = row.createdAt.toISOString();
  if (row.method === "paypal") {
    return {
      method: "paypal",
      account_name: row.paypalAccountName ?? "",
      email: row.paypalEmail ?? "",
      updated_at,
    };
  }
  return {
    method: "bank",
    holder_name: row.holderName ?? "",
    bank_name: row.bankName ?? "",
    bank_address: row.bankAddress ?? "",
    swift: row.swift ?? "",
    account_number_masked: maskAccountNumber(row.accountNumber ?? ""),
    postal_code: row.postalCode ?? "",
    country: row.country ?? "",
    updated_at,
  };
}

export async function readPaymentInfo(deps: AppDeps, network: Network, account: Account) {
  const row = await findCurrentPaymentInfo(deps.db, network.id, account.id);
  return { info: row ? paymentInfoView(row) : null };
}

function columnsOf(details: TPaymentDetails): Omit<NewPaymentInfo, "networkId" | "accountId" | "createdAt"> {
  if (details.method === "paypal") {
    return { method: "paypal", paypalAccountName: details.account_name, paypalEmail: details.email };
  }
  return {
    method: "bank",
    holderName: details.holder_name,
    bankName: details.bank_name,
    bankAddress: details.bank_address,
    swift: details.swift,
    accountNumber: details.account_number,
    postalCode: details.postal_code,
    country: details.country,
  };
}

type Save = { kind: "registered" } | { kind: "changed"; password: string; proof: TStepUpProof | undefined };

/** What staff and mails show of a saved entry's destination: masked. */
function maskedOfRow(row: PaymentInfoRow): string {
  return row.method === "paypal"
    ? maskEmail(row.paypalEmail ?? "")
    : maskAccountNumber(row.accountNumber ?? "");
}

/**
 * Checks a change's password, then its proof (the second factor, or the code mailed to an account
 * without one: 10035 without a proof), before anything is written (docs/decisions/144).
 */
async function confirmChange(deps: AppDeps, account: Account, how: Save): Promise<void> {
  if (how.kind !== "changed") return;
  // Before the transaction: argon2 takes tens of milliseconds.
  if (!(await verifyPassword(account.passwordHash, how.password))) {
    throw new AppError(E.CURRENT_PASSWORD_MISMATCH);
  }
  await verifyStepUp(deps, account, how.proof);
}

async function save(
  deps: AppDeps,
  network: Network,
  account: Account,
  details: TPaymentDetails,
  how: Save,
): Promise<{ info: TPaymentInfo }> {
  await confirmChange(deps, account, how);
  const now = deps.now();
  const destinationKey = await destinationKeyOf(deps.db, details);
  let row: PaymentInfoRow;
  try {
    // The entry, the flag of a shared destination and the mails: one transaction.
    row = await deps.db.transaction(async (tx) => {
      await lockAccount(tx, account.id);
      if (details.method === "bank") {
        const closed = await noBankTransferCountries(tx, network.id);
        if (closed.includes(details.country)) throw new AppError(E.NO_BANK_TRANSFER_IN_COUNTRY);
      }
      const current = await findCurrentPaymentInfo(tx, network.id, account.id);
      if (how.kind === "registered" && current) throw new AppError(E.INVALID_ACCESS, undefined, 409);
      if (how.kind === "changed") {
        if (!current) throw new AppError(E.PAYMENT_INFO_REQUIRED);
        await replaceCurrentPaymentInfo(tx, current.id, now);
      }
      await lockDestination(tx, network.id, destinationKey);
      const inserted = await insertPaymentInfo(tx, {
        networkId: network.id,
        accountId: account.id,
        createdAt: now,
        replacesId: how.kind === "changed" ? (current?.id ?? null) : null,
        destinationKey,
        ...columnsOf(details),
      });
      const entry = { networkId: network.id, accountId: account.id, method: details.method, destinationKey };
      await flagSharedDestination(tx, entry, maskedDestination(details), now);
      await mailTheChange({ ...deps, db: tx }, network, account, { details, before: current, now });
      return inserted;
    });
  } catch (error) {
    // Another save of the same account won between the check and the write: the index decides.
    if (isUniqueViolation(error, "payment_info_current_key")) {
      throw new AppError(E.INVALID_ACCESS, undefined, 409);
    }
    throw error;
  }
  // The mail was queued in the transaction: the sender is set off once it committed (the demo's
  // captured mail has nothing to send).
  if (!capturesMail(deps.config)) await wakeMailSender(deps);
  return { info: paymentInfoView(row) };
}

/**
 * The mails of a save, queued in its transaction: the account's (on a change the destination before
 * and after, masked, and the withdrawal hold), and on a change of PayPal address one to the address
 * left and one to the address now paid (docs/decisions/144), each unless it is the account's own.
 */
async function mailTheChange(
  deps: AppDeps,
  network: Network,
  account: Account,
  save: { details: TPaymentDetails; before: PaymentInfoRow | undefined; now: Date },
): Promise<void> {
  const { details, before, now } = save;
  const language = networkLanguage(network, account.language);
  const site = { language, siteName: network.name, colour: network.colorPrimary };
  const hours = before ? await coolingOffHoursOf(deps.db, network.id) : 0;
  const mail = composePaymentInfoMail({
    kind: before ? "changed" : "registered",
    method: details.method,
    at: now,
    ...site,
    ...(before
      ? {
          change: {
            before: { method: before.method, masked: maskedOfRow(before) },
            after: { method: details.method, masked: maskedDestination(details) },
            holdUntil: hours > 0 ? new Date(now.getTime() + hours * 3_600_000) : null,
          },
        }
      : {}),
  });
  await queueMail(deps, { ...mail, networkId: network.id, to: account.email });
  if (!before) return;
  const own = account.email.toLowerCase();
  const left = before.method === "paypal" ? (before.paypalEmail ?? "").toLowerCase() : "";
  const paid = details.method === "paypal" ? details.email.toLowerCase() : "";
  if (left === paid) return;
  for (const [role, address] of [
    ["removed", left],
    ["added", paid],
  ] as const) {
    if (!address || address === own) continue;
    const owner = composePaypalOwnerMail({ role, at: now, ...site });
    await queueMail(deps, { ...owner, networkId: network.id, to: address });
  }
}

/** The first entry; an account that has one changes it with `changePaymentInfo` (409, 2 here). */
export function registerPaymentInfo(
  deps: AppDeps,
  network: Network,
  account: Account,
  details: TPaymentDetails,
) {
  return save(deps, network, account, details, { kind: "registered" });
}

/**
 * A new entry in place of the current one, after the current password (10019) and the proof of the
 * second factor or the mailed code (10035 without it); none yet is 40000. It starts the network's
 * cooling-off for withdrawals (docs/decisions/144).
 */
export function changePaymentInfo(
  deps: AppDeps,
  network: Network,
  account: Account,
  input: TPaymentDetails & { password: string; proof?: TStepUpProof | undefined },
) {
  const { password, proof, ...details } = input;
  return save(deps, network, account, details as TPaymentDetails, { kind: "changed", password, proof });
}
