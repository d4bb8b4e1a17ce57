import { createHmac, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import {
  API_BASE,
  INVOICE_TOKEN,
  type Language,
  microToExactDecimalString,
  type TInvoice,
  withdrawalInvoicePdfCall,
} from "@studio/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, networks, paymentInfo, withdrawals } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { fontRuns, INVOICE_FONTS, type InvoiceFont } from "./invoice-fonts";
import { localDate } from "./local-date";

/**
 * Withdrawal invoices (docs/spec.md §2 `/embedded/withdrawal-invoice`, §3; docs/design.md §7;
 * docs/decisions/091). A link is signed like a file link (decision 043) with a key of its own
 * request, so it works without a session until it expires; anything else answers 404.
 */

/** How long an invoice link works. */
export const INVOICE_LINK_SECONDS = 24 * 60 * 60;

const signatureOf = (key: string, id: number, expires: number) =>
  createHmac("sha256", key).update(`invoice.${id}.${expires}`).digest("hex");

/** The token of a link to withdrawal `id` signed with its `invoiceKey`, valid until `now` + a day. */
export function invoiceTokenOf(row: { id: number; invoiceKey: string }, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + INVOICE_LINK_SECONDS;
  return { token: `${row.id}.${expires}.${signatureOf(row.invoiceKey, row.id, expires)}`, expires };
}

/** The PDF's plain link by a token (the contract's `withdrawal/invoice.pdf`; a token needs no escaping). */
export const invoicePdfPath = (token: string) => `${API_BASE}/${withdrawalInvoicePdfCall.path}?t=${token}`;

async function invoiceRow(db: Db, networkId: number, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ withdrawal: withdrawals, account: accounts, network: networks, info: paymentInfo })
    .from(withdrawals)
    .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
    .innerJoin(networks, eq(networks.id, withdrawals.networkId))
    .innerJoin(paymentInfo, eq(paymentInfo.id, withdrawals.paymentInfoId))
    .where(and(eq(withdrawals.networkId, networkId), where));
  return row;
}
type InvoiceRow = NonNullable<Awaited<ReturnType<typeof invoiceRow>>>;

/** The account's own withdrawal (another's, or another network's, is 404). */
export async function ownInvoiceRow(db: Db, networkId: number, accountId: number, id: number) {
  const row = await invoiceRow(db, networkId, eq(withdrawals.id, id));
  if (!row || row.withdrawal.accountId !== accountId) throw AppError.notFound();
  return row;
}

/** The withdrawal a token signs, in this network; expired, forged or malformed tokens are 404. */
export async function invoiceRowByToken(db: Db, networkId: number, token: string, now: Date) {
  if (!INVOICE_TOKEN.test(token)) throw AppError.notFound();
  const [idText, expiresText, signature] = token.split(".") as [string, string, string];
  const id = Number(idText);
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(id) || expires * 1000 < now.getTime()) throw AppError.notFound();
  const row = await invoiceRow(db, networkId, eq(withdrawals.id, id));
  if (!row) throw AppError.notFound();
  const expected = Buffer.from(signatureOf(row.withdrawal.invoiceKey, id, expires), "hex");
  const given = Buffer.from(signature, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw AppError.notFound();
  return { row, expiresAt: new Date(expires * 1000) };
}

const ymd = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

export function invoiceView({ withdrawal: w, account, network, info }: InvoiceRow): TInvoice {
  const issued = localDate(w.createdAt, network.timeZone);
  return {
    id: `INV-${w.createdAt.getUTCFullYear()}-${String(w.id).padStart(6, "0")}`,
    withdrawal_id: w.id,
    issuer: {
      name: network.invoiceIssuerName,
      address: network.invoiceIssuerAddress,
      registration_number: network.invoiceIssuerRegistration,
    },
    recipient: {
      name: info.holderName ?? info.paypalAccountName ?? "",
      nickname: account.nickname,
      email: account.email,
    },
    service: network.name,
    issue_date: ymd(issued),
    currency: "USD",
    revenue_month: w.month.slice(0, 7),
    unit_price: w.totalMicro.toString(),
    revenue: w.totalMicro.toString(),
    processing_fee: w.feeMicro.toString(),
    total: w.netMicro.toString(),
    status: w.status,
    method: w.method,
  };
}

// ---------------------------------------------------------------------------------------------
// PDF
// ---------------------------------------------------------------------------------------------

type Label =
  | "title"
  | "id"
  | "issuer"
  | "registration"
  | "recipient"
  | "service"
  | "issueDate"
  | "unitPrice"
  | "revenue"
  | "fee"
  | "total"
  | "notSet";

const LABELS: Record<Language, Record<Label, string>> = {
  en: {
    title: "Invoice",
    id: "Invoice no.",
    issuer: "Issuer",
    registration: "Registration no.",
    recipient: "Recipient",
    service: "Service",
    issueDate: "Issue date",
    unitPrice: "Unit price",
    revenue: "Revenue for",
    fee: "Processing fee",
    total: "Total",
    notSet: "(not set)",
  },
  ko: {
    title: "청구서",
    id: "청구서 번호",
    issuer: "발행자",
    registration: "사업자 등록번호",
    recipient: "수령인",
    service: "서비스",
    issueDate: "발행일",
    unitPrice: "단가",
    revenue: "수익 기간",
    fee: "처리 수수료",
    total: "합계",
    notSet: "(미설정)",
  },
  "zh-CN": {
    title: "发票",
    id: "发票编号",
    issuer: "开票方",
    registration: "注册号",
    recipient: "收款人",
    service: "服务",
    issueDate: "开票日期",
    unitPrice: "单价",
    revenue: "收益期间",
    fee: "手续费",
    total: "合计",
    notSet: "（未设置）",
  },
  "zh-TW": {
    title: "發票",
    id: "發票編號",
    issuer: "開票方",
    registration: "登記號碼",
    recipient: "收款人",
    service: "服務",
    issueDate: "開票日期",
    unitPrice: "單價",
    revenue: "收益期間",
    fee: "手續費",
    total: "合計",
    notSet: "（未設定）",
  },
};

/**
 * The row's exact amount: whole cents since docs/decisions/132, so invoice, payout file and ledger
 * debit agree to the cent; an older request's part below a cent is written out, never cut.
 */
const usd = (micro: string) => `${microToExactDecimalString(BigInt(micro))} USD`;

/**
 * The invoice as a PDF in `language`, every character in an embedded font that has it (Latin, Han
 * and Hangul alike: invoice-fonts.ts), so any reader shows it as written.
 */
export async function invoicePdf(
  invoice: TInvoice,
  language: Language,
  fonts: readonly InvoiceFont[] = INVOICE_FONTS,
): Promise<Buffer> {
  const missing = fonts.find((f) => !existsSync(f.path));
  if (missing) throw new Error(`the invoice font ${missing.path} is missing (run npm ci)`);
  const l = LABELS[language] ?? LABELS.en;
  // Loaded with the first invoice, not at start (docs/performance.md, "Start-up and idle").
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `${l.title} ${invoice.id}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const font of fonts) doc.registerFont(font.name, font.path);
  /** One paragraph, each run of it in its font. */
  const text = (value: string) => {
    const runs = fontRuns(value, fonts);
    for (const [i, run] of runs.entries())
      doc.font(run.font).text(run.text, { continued: i < runs.length - 1 });
    return doc;
  };
  const or = (value: string) => value || l.notSet;
  doc.fontSize(22);
  text(l.title).moveDown(0.5);
  doc.fontSize(11);
  const line = (label: string, value: string) => text(`${label}: ${value}`).moveDown(0.2);
  line(l.id, invoice.id);
  line(l.issueDate, invoice.issue_date);
  doc.moveDown(0.5);
  line(l.issuer, or(invoice.issuer.name));
  text(or(invoice.issuer.address)).moveDown(0.2);
  line(l.registration, or(invoice.issuer.registration_number));
  doc.moveDown(0.5);
  line(l.recipient, `${invoice.recipient.name} (${invoice.recipient.nickname})`);
  line(l.service, invoice.service);
  doc.moveDown(0.5);
  line(l.unitPrice, usd(invoice.unit_price));
  line(`${l.revenue} ${invoice.revenue_month}`, usd(invoice.revenue));
  line(l.fee, usd(invoice.processing_fee));
  doc.fontSize(14);
  line(l.total, usd(invoice.total));
  doc.end();
  return done;
}
