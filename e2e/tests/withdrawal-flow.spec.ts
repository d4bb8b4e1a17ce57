import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD, logIn } from "../support/app";
import { expect, otherPersonPage, test } from "../support/test";

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * The whole withdrawal path of a demo account in the browser (docs/decisions/092: the demo's
 * window is open every day): PayPal as the first payment info, the checklist all met, the request,
 * staff pay it with a payout reference, and the account sees it paid. Once in English and USD, once
 * in Simplified Chinese and CNY.
 */

/** The texts of one language the flow reads. */
interface Words {
  withdrawal: string;
  openInfo: string;
  register: string;
  paypal: RegExp;
  paypalName: RegExp;
  paypalEmail: RegExp;
  request: string;
  confirmRequest: string;
  pending: string;
  paid: string;
  invoice: string;
  recipient: string;
  downloadPdf: string;
}

const EN: Words = {
  withdrawal: "Withdrawal",
  openInfo: "Open payment info",
  register: "Register payment info",
  paypal: /^PayPal$/,
  paypalName: /^PayPal account name/,
  paypalEmail: /^PayPal e-mail/,
  request: "Request a withdrawal",
  confirmRequest: "Confirm the request",
  pending: "Pending",
  paid: "Paid",
  invoice: "Invoice",
  recipient: "Recipient",
  downloadPdf: "Download PDF",
};

const ZH_CN: Words = {
  withdrawal: "提现",
  openInfo: "打开收款信息",
  register: "登记收款信息",
  paypal: /^PayPal$/,
  paypalName: /^PayPal 账户名称/,
  paypalEmail: /^PayPal 邮箱/,
  request: "申请提现",
  confirmRequest: "确认申请",
  pending: "待处理",
  paid: "已支付",
  invoice: "发票",
  recipient: "收款人",
  downloadPdf: "下载 PDF",
};

/**
 * PayPal registered as the first payment info: a first registration holds no withdrawal, where a
 * change would hold it for the network's cooling-off (docs/decisions/144; the change, its proof and
 * its hold: payment-info.spec.ts).
 */
async function registerPaymentInfo(page: Page, w: Words, paypalEmail: string) {
  await page.getByRole("link", { name: w.withdrawal, exact: true }).click();
  await page.getByRole("link", { name: w.openInfo }).click();
  await expect(page).toHaveURL(/\/withdrawal\/info$/);
  await page.getByRole("link", { name: w.register }).click();
  await expect(page).toHaveURL(/\/withdrawal\/info-register$/);
  await page.locator("label", { hasText: w.paypal }).click();
  await page.getByLabel(w.paypalName).fill("Lin Xiaoyu");
  await page.getByLabel(w.paypalEmail).fill(paypalEmail);
  await page.getByRole("button", { name: w.register }).click();
  await expect(page).toHaveURL(/\/withdrawal\/info$/);
  await expect(page.getByText(paypalEmail)).toBeVisible();
}

/** The checklist all met, the request confirmed; returns the net it shows. */
async function requestAll(page: Page, w: Words, symbol: string) {
  await page.goto("/withdrawal");
  const checklist = page.getByTestId("readiness-checklist");
  // Payment info, no recent change of it, window, balance, the method for the amount (PayPal: any),
  // no request waiting.
  await expect(checklist.locator('[data-met="true"]')).toHaveCount(6);
  await expect(checklist.locator('[data-met="false"]')).toHaveCount(0);
  await expect(page.getByTestId("withdrawable")).toContainText(symbol);
  await page.getByRole("button", { name: w.request, exact: true }).click();
  await expect(page).toHaveURL(/\/withdrawal\/request$/);
  const figures = page.getByTestId("request-figures");
  await expect(figures).toContainText("4.7%");
  await expect(figures).toContainText(symbol);
  await page.getByRole("button", { name: w.confirmRequest }).click();
  await expect(page.getByTestId("request-done")).toContainText(symbol);
}

/** The newest row of the account's history. */
async function newestRow(page: Page) {
  await page.goto("/withdrawal/list");
  return page.getByRole("row").nth(1);
}

/** Staff mark the account's pending request paid on /admin/withdrawals. */
async function staffPay(browser: Browser, email: string, reference: string) {
  const staff = await otherPersonPage(browser);
  await staff.goto("/login");
  await logIn(staff, "staff@studio.test", DEMO_PASSWORD);
  await expect(staff).toHaveURL(/\/dashboard/);
  await staff.goto("/admin/withdrawals");
  const row = staff.getByRole("row").filter({ hasText: email }).filter({ hasText: "Pending" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("PayPal");
  await row.getByRole("button", { name: "Mark paid" }).click();
  const dialog = staff.getByRole("dialog");
  await dialog.getByLabel(/^Payout reference/).fill(reference);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  // The queue shows pending requests first: the paid one leaves it.
  await expect(staff.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await staff.context().close();
}

/**
 * The newest request's invoice, opened from the history: the embedded page (no app chrome) shows the
 * invoice in the viewer's language, and its PDF downloads.
 */
async function openInvoiceAndDownload(page: Page, w: Words, nickname: string) {
  const row = await newestRow(page);
  await row.getByRole("button", { name: w.invoice }).click();
  await expect(page).toHaveURL(/\/embedded\/withdrawal-invoice\?t=/);
  await expect(page.getByRole("heading", { name: w.invoice })).toBeVisible();
  await expect(page.getByText(w.recipient, { exact: true })).toBeVisible();
  await expect(page.getByText(nickname, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: w.downloadPdf }).click(),
  ]);
  const file = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // The invoice's own fonts ride inside it (subsets with outlines), so any reader shows the text.
  expect(pdf.toString("latin1")).toMatch(/\/FontFile[23]? \d+ 0 R/);
  expect(pdf.length).toBeGreaterThan(5_000);
}

test("a member registers PayPal, requests its balance at once, and staff pay it", async ({
  browser,
  page,
}) => {
  await page.goto("/login");
  await logIn(page, "member@studio.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await registerPaymentInfo(page, EN, "member.pay@example.test");
  await requestAll(page, EN, "$");
  const pending = await newestRow(page);
  await expect(pending).toContainText(EN.pending);
  await expect(pending).toContainText("PayPal");

  await staffPay(browser, "member@studio.test", "PP-E2E-EN-0001");
  const paid = await newestRow(page);
  await expect(paid).toContainText(EN.paid);
  await expect(paid).toContainText("$");
  await openInvoiceAndDownload(page, EN, "DemoMember");
});

test("the same in Simplified Chinese and yuan: a manager is paid", async ({
  browser,
  page,
  restoresPreferences,
}) => {
  restoresPreferences("manager@studio.test");
  await page.goto("/login");
  await logIn(page, "manager@studio.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/language");
  await page.getByRole("radio", { name: "简体字" }).check();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await page.goto("/currency");
  await page.getByRole("radio", { name: /CNY/ }).check();
  await page.goto("/dashboard");

  await registerPaymentInfo(page, ZH_CN, "manager.pay@example.test");
  await requestAll(page, ZH_CN, "¥");
  const pending = await newestRow(page);
  await expect(pending).toContainText(ZH_CN.pending);
  await expect(pending).toContainText("¥");

  await staffPay(browser, "manager@studio.test", "PP-E2E-ZH-0001");
  const paid = await newestRow(page);
  await expect(paid).toContainText(ZH_CN.paid);
  await expect(paid).toContainText("¥");
  await expect(paid).not.toContainText("$");
  await openInvoiceAndDownload(page, ZH_CN, "DemoManager");
});

test("the demo creator has bank info, a paid and a returned request, and can request again at once", async ({
  page,
}) => {
  await page.goto("/login");
  await logIn(page, "creator@studio.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/withdrawal");
  const checklist = page.getByTestId("readiness-checklist");
  // Its balance is above the bank transfer's 100 USD (docs/decisions/132): every condition met.
  await expect(checklist.locator('[data-met="true"]')).toHaveCount(6);
  await page.goto("/withdrawal/list");
  await expect(page.getByRole("row").filter({ hasText: "Paid" })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: "Rejected (returned)" })).toHaveCount(1);
  await page.goto("/withdrawal/info");
  await expect(page.getByText("SHBKKRSE")).toBeVisible();
});
