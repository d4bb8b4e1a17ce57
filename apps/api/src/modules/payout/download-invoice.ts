import type { Language } from "@studio/contract";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { AppError } from "../../lib/app-error";
import type { FileBody } from "../../lib/register-call";
import { invoicePdf, invoiceRowByToken, invoiceView, ownInvoiceRow } from "./invoice";

/**
 * The invoice PDF (`withdrawal/invoice.pdf`, docs/design.md §7; docs/decisions/091): by a signed
 * link's token alone, or by the withdrawal's id with its owner's session. The session is asked for
 * only without a token; no session, another's withdrawal, or a bad or expired token is 404.
 */
export async function downloadInvoice(
  db: Db,
  networkId: number,
  input: { t?: string | undefined; id?: number | undefined },
  caller: () => Promise<Account | undefined>,
  language: Language,
  now: Date,
): Promise<FileBody> {
  let row: Parameters<typeof invoiceView>[0];
  if (input.t !== undefined) {
    row = (await invoiceRowByToken(db, networkId, input.t, now)).row;
  } else {
    const account = await caller();
    if (!account || input.id === undefined) throw AppError.notFound();
    row = await ownInvoiceRow(db, networkId, account.id, input.id);
  }
  const invoice = invoiceView(row);
  return { fileName: `${invoice.id}.pdf`, body: await invoicePdf(invoice, language) };
}
