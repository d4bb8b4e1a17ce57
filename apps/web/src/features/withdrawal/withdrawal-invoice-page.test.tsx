import type { TInvoice, TWithdrawal } from "@studio/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { renderWithProviders } from "../../test/render";
import { WithdrawalInvoicePage } from "./withdrawal-invoice-page";
import { WithdrawalListPage } from "./withdrawal-list-page";

beforeEach(() => useSettings.getState().setLanguage("en"));
afterEach(async () => {
  vi.unstubAllGlobals();
  useSettings.getState().setLanguage("en");
  await changeLanguage("en");
});

const TOKEN = `42.1806000000.${"ab".repeat(32)}`;
const INVOICE: TInvoice = {
  id: "INV-2027-000042",
  withdrawal_id: 42,
  issuer: { name: "스튜디오 주식회사", address: "", registration_number: "123-45-67890" },
  recipient: { name: "김민지", nickname: "minji", email: "minji@example.test" },
  service: "Studio",
  issue_date: "2027-03-26",
  currency: "USD",
  revenue_month: "2027-03",
  unit_price: "150000000",
  revenue: "150000000",
  processing_fee: "20000000",
  total: "130000000",
  status: "pending",
  method: "bank",
};
const answer = { invoice: INVOICE, expires_at: "2027-03-27T03:00:00.000Z" };
const route = `/embedded/withdrawal-invoice?t=${TOKEN}`;

describe("the embedded invoice page", () => {
  it("shows the invoice of the link's token, an unset issuer field as not set, and the PDF link", async () => {
    const api = fakeApi({ "withdrawal/invoice": () => ({ data: answer }) });
    renderWithProviders(<WithdrawalInvoicePage />, { route });
    expect(await screen.findByText("스튜디오 주식회사")).toBeTruthy();
    expect(api.sentTo("withdrawal/invoice")).toEqual([{ t: TOKEN }]);
    expect(screen.getByText("Not set")).toBeTruthy();
    expect(screen.getByText("김민지 (minji)")).toBeTruthy();
    expect(screen.getByText("Revenue for 2027/03")).toBeTruthy();
    // Unit price and revenue: the whole amount withdrawn.
    expect(screen.getAllByText("150.00 USD")).toHaveLength(2);
    expect(screen.getByText("20.00 USD")).toBeTruthy();
    expect(screen.getByText("130.00 USD")).toBeTruthy();
    const pdf = screen.getByRole("link", { name: "Download PDF" });
    expect(pdf.getAttribute("href")).toBe(
      `/api/withdrawal/invoice.pdf?t=${encodeURIComponent(TOKEN)}&lang=en`,
    );
  });

  it("writes the request's amounts exactly: the cents the payout file and the ledger carry", async () => {
    // 25.005 USD by PayPal (docs/decisions/132): 25.00 taken, 1.17 fee, 23.83 paid.
    const cents = { ...INVOICE, unit_price: "25000000", revenue: "25000000", processing_fee: "1170000" };
    fakeApi({
      "withdrawal/invoice": () => ({ data: { ...answer, invoice: { ...cents, total: "23830000" } } }),
    });
    renderWithProviders(<WithdrawalInvoicePage />, { route });
    expect(await screen.findByText("23.83 USD")).toBeTruthy();
    expect(screen.getAllByText("25.00 USD")).toHaveLength(2);
    expect(screen.getByText("1.17 USD")).toBeTruthy();
  });

  it("writes an older request's part below a cent, never cutting it", async () => {
    const older = { ...INVOICE, unit_price: "25005000", revenue: "25005000", processing_fee: "1175235" };
    fakeApi({
      "withdrawal/invoice": () => ({ data: { ...answer, invoice: { ...older, total: "23829765" } } }),
    });
    renderWithProviders(<WithdrawalInvoicePage />, { route });
    expect(await screen.findByText("23.829765 USD")).toBeTruthy();
    expect(screen.getAllByText("25.005 USD")).toHaveLength(2);
    expect(screen.getByText("1.175235 USD")).toBeTruthy();
  });

  it("speaks the viewer's language, and asks the PDF in it", async () => {
    useSettings.getState().setLanguage("zh-TW");
    await changeLanguage("zh-TW");
    fakeApi({ "withdrawal/invoice": () => ({ data: answer }) });
    renderWithProviders(<WithdrawalInvoicePage />, { route });
    expect(await screen.findByText("手續費")).toBeTruthy();
    expect(screen.getByText("未設定")).toBeTruthy();
    const pdf = screen.getByRole("link", { name: "下載 PDF" });
    expect(pdf.getAttribute("href")).toMatch(/&lang=zh-TW$/);
  });

  it("says an expired or forged link is not valid", async () => {
    fakeApi({ "withdrawal/invoice": () => ({ code: 2, message: "Invalid access.", status: 404 }) });
    renderWithProviders(<WithdrawalInvoicePage />, { route });
    expect(await screen.findByText(/This invoice link has expired or is not valid/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Download PDF" })).toBeNull();
  });

  it("is opened from a row of /withdrawal/list through a fresh signed link", async () => {
    const row: TWithdrawal = {
      id: 42,
      status: "pending",
      method: "bank",
      month: "2027-03",
      total: "150000000",
      total_display: "$150.00",
      fee: "20000000",
      fee_display: "$20.00",
      net: "130000000",
      net_display: "$130.00",
      currency: "USD",
      rate: "1",
      created_at: "2027-03-26T03:00:00.000Z",
      decided_at: null,
      payout_reference: null,
      reason: null,
      due_date: "2027-04-30",
    };
    const api = fakeApi({
      "withdrawal/list": () => ({ data: { items: [row], total: 1 } }),
      "withdrawal/invoice.link": () => ({
        data: {
          token: TOKEN,
          pdf_url: `/api/withdrawal/invoice.pdf?t=${TOKEN}`,
          expires_at: answer.expires_at,
        },
      }),
      "withdrawal/invoice": () => ({ data: answer }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/withdrawal/list" element={<WithdrawalListPage />} />
        <Route path="/embedded/withdrawal-invoice" element={<WithdrawalInvoicePage />} />
      </Routes>,
      { route: "/withdrawal/list" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Invoice" }));
    expect(await screen.findByText("스튜디오 주식회사")).toBeTruthy();
    await waitFor(() => expect(api.sentTo("withdrawal/invoice.link")).toEqual([{ id: "42" }]));
    expect(api.sentTo("withdrawal/invoice")).toEqual([{ t: TOKEN }]);
  });
});
