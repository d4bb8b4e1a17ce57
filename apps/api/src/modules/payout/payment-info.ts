import { E, maskAccountNumber, type TPaymentDetails, type TPaymentInfo } from "@studio/contract";
import type { Account, Network } from "../../db/rows";
import { isUniqueViolation } from "../../db/unique-violation";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { networkLanguage } from "../../lib/network-language";
import { verifyPassword } from "../auth";
import { composePaymentInfoMail, queueMail } from "../mail";
import {
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
 * docs/decisions/084, 085): read it masked, register the first entry, change it with the
 * current password. Each save is one transaction, and a mail tells the account after it commits.
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

type Save = { kind: "registered" } | { kind: "changed"; password: string };

async function save(
  deps: AppDeps,
  network: Network,
  account: Account,
  details: TPaymentDetails,
  how: Save,
): Promise<{ info: TPaymentInfo }> {
  // The password is checked before the transaction: argon2 takes tens of milliseconds.
  if (how.kind === "changed" && !(await verifyPassword(account.passwordHash, how.password))) {
    throw new AppError(E.CURRENT_PASSWORD_MISMATCH);
  }
  const now = deps.now();
  let row: PaymentInfoRow;
  try {
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
      return insertPaymentInfo(tx, {
        networkId: network.id,
        accountId: account.id,
        createdAt: now,
        ...columnsOf(details),
      });
    });
  } catch (error) {
    // Another save of the same account won between the check and the write: the index decides.
    if (isUniqueViolation(error, "payment_info_current_key")) {
      throw new AppError(E.INVALID_ACCESS, undefined, 409);
    }
    throw error;
  }
  const mail = composePaymentInfoMail({
    kind: how.kind,
    method: details.method,
    at: now,
    language: networkLanguage(network, account.language),
    siteName: network.name,
    colour: network.colorPrimary,
  });
  await queueMail(deps, { ...mail, networkId: network.id, to: account.email });
  return { info: paymentInfoView(row) };
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

/** A new entry in place of the current one, after the current password (10019); none yet is 40000. */
export function changePaymentInfo(
  deps: AppDeps,
  network: Network,
  account: Account,
  input: TPaymentDetails & { password: string },
) {
  const { password, ...details } = input;
  return save(deps, network, account, details as TPaymentDetails, { kind: "changed", password });
}
