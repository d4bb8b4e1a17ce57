import {
  adminConfirmedConfirmCall,
  adminConfirmedPreviewCall,
  adminLedgerListCall,
  adminLedgerManualCall,
  adminManualEntryApproveCall,
  adminManualEntryDeclineCall,
  adminManualEntryListCall,
  adminPayoutBatchCreateCall,
  adminPayoutBatchFileCall,
  adminPayoutBatchListCall,
  adminPayoutBatchPreviewCall,
  adminPayoutBatchSettleCall,
  adminReconciliationCall,
  adminTrialBalanceCall,
  adminTrialBalanceExportCall,
  adminWithdrawalExportCall,
  adminWithdrawalOverdueCall,
  adminWithdrawalPayCall,
  adminWithdrawalQueueCall,
  adminWithdrawalRejectCall,
  E,
  earningsDetailCall,
  earningsReportCall,
  paymentInfoCall,
  paymentInfoRegisterCall,
  paymentInfoUpdateCall,
  withdrawalInvoiceCall,
  withdrawalInvoiceLinkCall,
  withdrawalInvoicePdfCall,
  withdrawalListCall,
  withdrawalQuoteCall,
  withdrawalRequestCall,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { onReadDb } from "../../db/read-replica";
import { AppError } from "../../lib/app-error";
import { readUploadedFile, registerCall, type UploadedFile } from "../../lib/register-call";
import { money } from "../revenue";
import { listEntries } from "./account-ledger";
import { type ConfirmedFile, confirmConfirmed, previewConfirmed, reconciliation } from "./confirmed-import";
import { decideManualEntry } from "./decide-manual-entry";
import { decideWithdrawal } from "./decide-withdrawal";
import { downloadInvoice } from "./download-invoice";
import { earningsDetail } from "./earnings-detail";
import { earningsReport } from "./earnings-report";
import { exportWithdrawals } from "./export-withdrawals";
import { invoicePdfPath, invoiceRowByToken, invoiceTokenOf, invoiceView, ownInvoiceRow } from "./invoice";
import { listManualEntries } from "./manual-entries";
import { changePaymentInfo, readPaymentInfo, registerPaymentInfo } from "./payment-info";
import { batchFile, createBatch, listBatches, previewBatch } from "./payout-batches";
import { postManualEntry } from "./post-manual-entry";
import { idempotencyKeyOf, requestWithdrawal } from "./request-withdrawal";
import { type SettlementFile, settleBatch } from "./settle-batch";
import { exportTrialBalance, trialBalance } from "./trial-balance";
import { listWithdrawals } from "./withdrawal-list";
import { overdueQueue, withdrawalQueue } from "./withdrawal-queue";
import { withdrawalQuote } from "./withdrawal-quote";

export function registerPayoutRoutes(app: FastifyInstance): void {
  registerPaymentInfoCalls(app);
  registerLedgerCalls(app);
  registerWithdrawalCalls(app);
  registerInvoiceCalls(app);
  registerStaffWithdrawalCalls(app);
  registerPayoutBatchCalls(app);
}

function registerPaymentInfoCalls(app: FastifyInstance): void {
  registerCall(app, paymentInfoCall, ({ deps, network, account }) => readPaymentInfo(deps, network, account));

  registerCall(app, paymentInfoRegisterCall, ({ deps, network, account, input }) =>
    registerPaymentInfo(deps, network, account, input),
  );

  // The current password is asked on every change: a few guesses per address, then code 3.
  registerCall(
    app,
    paymentInfoUpdateCall,
    ({ deps, network, account, input }) => changePaymentInfo(deps, network, account, input),
    { rateLimit: { max: 20, timeWindow: "15 minutes" } },
  );
}

/** The earnings report and its lines; staff's confirmed revenue and manual rows. */
function registerLedgerCalls(app: FastifyInstance): void {
  registerCall(app, earningsReportCall, ({ deps, network, account, currency, language }) =>
    earningsReport(deps.db, { networkId: network.id, accountId: account.id, currency, language }, deps.now()),
  );

  registerCall(app, earningsDetailCall, async ({ deps, network, account, currency, language, input }) => {
    const viewer = { networkId: network.id, accountId: account.id, currency, language };
    // A month's earnings, which no action of the viewer changes: the replica may answer. The report
    // and a withdrawal's lines stay on the primary: the viewer's own withdrawal changes them
    // (docs/decisions/148).
    const reads = input.type === "withdrawal" ? { db: deps.db, readDb: deps.db } : deps;
    const detail = await onReadDb(reads, (db) =>
      earningsDetail(db, viewer, input.type, input.date, deps.now()),
    );
    return {
      month: input.date,
      type: input.type,
      parts: detail.parts,
      total: detail.total.toString(),
      total_display: money(detail.total, detail.display),
    };
  });

  registerCall(app, adminConfirmedPreviewCall, async ({ deps, network, files }) =>
    previewConfirmed(deps.db, network, await confirmedFileOf(files)),
  );

  registerCall(app, adminConfirmedConfirmCall, async ({ deps, network, account, files }) =>
    confirmConfirmed(deps.db, network, await confirmedFileOf(files), account.id, deps.now()),
  );

  registerCall(app, adminReconciliationCall, ({ deps, network, input }) =>
    reconciliation(deps.db, network.id, input.month),
  );

  registerCall(app, adminLedgerListCall, ({ deps, network, input }) =>
    listEntries(deps.db, network.id, input.account_id),
  );

  registerManualEntryCalls(app);

  registerCall(app, adminTrialBalanceCall, ({ deps, network, input }) =>
    trialBalance(deps.db, network.id, input.month),
  );

  registerCall(app, adminTrialBalanceExportCall, ({ deps, network, input }) =>
    exportTrialBalance(deps.db, network, input.month),
  );
}

/** Staff's manual entries: entered, listed, and above the threshold decided by another (decision 134). */
function registerManualEntryCalls(app: FastifyInstance): void {
  registerCall(app, adminLedgerManualCall, async ({ deps, network, account, input, request, audit }) => ({
    entry: await postManualEntry(
      deps.db,
      { networkId: network.id, accountId: account.id },
      input,
      deps.now(),
      { key: idempotencyKeyOf(request.headers["idempotency-key"]), audit },
    ),
  }));

  registerCall(app, adminManualEntryListCall, ({ deps, network, account, input }) =>
    listManualEntries(
      deps.db,
      network.id,
      { accountId: account.id, isAdmin: account.staffRole === "admin" },
      input,
    ),
  );

  registerCall(app, adminManualEntryApproveCall, async ({ deps, network, account, input, audit }) => ({
    entry: await decideManualEntry(
      deps.db,
      { networkId: network.id, accountId: account.id },
      input.id,
      { kind: "approve" },
      deps.now(),
      audit,
    ),
  }));

  registerCall(app, adminManualEntryDeclineCall, async ({ deps, network, account, input, audit }) => ({
    entry: await decideManualEntry(
      deps.db,
      { networkId: network.id, accountId: account.id },
      input.id,
      { kind: "decline", reason: input.reason },
      deps.now(),
      audit,
    ),
  }));
}

function registerWithdrawalCalls(app: FastifyInstance): void {
  registerCall(app, withdrawalQuoteCall, ({ deps, network, account, currency, language }) =>
    withdrawalQuote(deps.db, network, account.id, { currency, language }, deps.now()),
  );

  registerCall(app, withdrawalRequestCall, ({ deps, network, account, currency, language, input, request }) =>
    requestWithdrawal(
      deps,
      network,
      account,
      { currency, language },
      input,
      idempotencyKeyOf(request.headers["idempotency-key"]),
    ),
  );

  registerCall(app, withdrawalListCall, ({ deps, network, account, currency, language, input }) =>
    listWithdrawals(deps.db, network, account.id, { currency, language }, input, deps.now()),
  );
}

/** A request's invoice: its signed link, the page's data by the link, and the PDF. */
function registerInvoiceCalls(app: FastifyInstance): void {
  registerCall(app, withdrawalInvoiceLinkCall, async ({ deps, network, account, input }) => {
    const row = await ownInvoiceRow(deps.db, network.id, account.id, input.id);
    const { token, expires } = invoiceTokenOf(row.withdrawal, deps.now());
    return { token, pdf_url: invoicePdfPath(token), expires_at: new Date(expires * 1000).toISOString() };
  });

  registerCall(app, withdrawalInvoiceCall, async ({ deps, network, input }) => {
    const { row, expiresAt } = await invoiceRowByToken(deps.db, network.id, input.t, deps.now());
    return { invoice: invoiceView(row), expires_at: expiresAt.toISOString() };
  });

  // The PDF: a plain link with the token (`t`), or the owner's session with the withdrawal `id`.
  registerCall(app, withdrawalInvoicePdfCall, ({ deps, network, language, input, caller }) =>
    downloadInvoice(deps.db, network.id, input, caller, input.lang ?? language, deps.now()),
  );
}

/** Staff's queue of requests, their decisions and the payout files. */
function registerStaffWithdrawalCalls(app: FastifyInstance): void {
  registerCall(app, adminWithdrawalQueueCall, ({ deps, network, input, language }) =>
    withdrawalQueue(deps.db, network, input, language, deps.now()),
  );

  registerCall(app, adminWithdrawalOverdueCall, ({ deps, network, input, language }) =>
    overdueQueue(deps.db, network, input, language, deps.now()),
  );

  registerCall(app, adminWithdrawalPayCall, ({ deps, network, account, input, language }) =>
    decideWithdrawal(
      deps,
      network,
      account,
      input.id,
      { kind: "pay", payoutReference: input.payout_reference },
      language,
    ),
  );

  registerCall(app, adminWithdrawalRejectCall, ({ deps, network, account, input, language }) =>
    decideWithdrawal(
      deps,
      network,
      account,
      input.id,
      { kind: "reject", recover: input.recover, reason: input.reason },
      language,
    ),
  );

  registerCall(app, adminWithdrawalExportCall, ({ deps, network, input }) =>
    exportWithdrawals(deps.db, network.id, input.month, input.method),
  );
}

/** Payout batches (docs/decisions/133): what one would take, creating it, its file and its settlement. */
function registerPayoutBatchCalls(app: FastifyInstance): void {
  registerCall(app, adminPayoutBatchPreviewCall, ({ deps, network, input }) =>
    previewBatch(deps.db, network.id, input.method, input.month),
  );

  registerCall(app, adminPayoutBatchCreateCall, ({ deps, network, account, input, audit }) =>
    createBatch(deps.db, network, account.id, input, audit, deps.now()),
  );

  registerCall(app, adminPayoutBatchListCall, ({ deps, network, input }) =>
    listBatches(deps.db, network.id, input),
  );

  registerCall(app, adminPayoutBatchFileCall, ({ deps, network, input }) =>
    batchFile(deps.db, network.id, input.id),
  );

  registerCall(app, adminPayoutBatchSettleCall, async ({ deps, network, account, input, files, audit }) =>
    settleBatch(deps, network, account, input.batch_id, await settlementFileOf(files), audit),
  );
}

/** The uploaded settlement result (.csv; a batch's lines, read whole). */
async function settlementFileOf(files: UploadedFile[]): Promise<SettlementFile> {
  const file = files.find((f) => f.fileName.toLowerCase().endsWith(".csv"));
  if (!file) throw new AppError(E.FIELDS_REQUIRED);
  return { name: file.fileName, text: (await readUploadedFile(file)).toString("utf8") };
}

/** The uploaded .csv file (a confirmed revenue file is small: read whole). */
async function confirmedFileOf(files: UploadedFile[]): Promise<ConfirmedFile> {
  const file = files.find((f) => f.fileName.toLowerCase().endsWith(".csv"));
  if (!file) throw new AppError(E.FIELDS_REQUIRED);
  return { name: file.fileName, text: (await readUploadedFile(file)).toString("utf8") };
}
