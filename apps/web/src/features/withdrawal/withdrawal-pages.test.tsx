import { formatCurrency, HEADERS, type TWithdrawalQuote } from "@studio/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { renderWithProviders } from "../../test/render";
import { WithdrawalHubPage } from "./withdrawal-hub-page";
import { WithdrawalRequestPage } from "./withdrawal-request";

beforeEach(() => useSettings.getState().setLanguage("en"));
afterEach(async () => {
  vi.unstubAllGlobals();
  useSettings.getState().setCurrency("USD");
  await changeLanguage("en");
});

/** A balance of 21.123457 USD by PayPal: 21.12 taken, 0.99 fee (4.7% rounded down), 0.003457 stays. */
const READY: TWithdrawalQuote = {
  method: "paypal",
  total: "21120000",
  total_display: "$21.12",
  fee: "990000",
  fee_display: "$0.99",
  net: "20130000",
  net_display: "$20.13",
  currency: "USD",
  rate: "1",
  available: "21123457",
  remainder: "3457",
  month_revenue: "21123457",
  checklist: [
    { condition: "payment_info", met: true },
    { condition: "cooling_off", met: true },
    { condition: "window", met: true },
    { condition: "balance", met: true },
    { condition: "method_allowed", met: true },
    { condition: "no_open_request", met: true },
  ],
  ready: true,
  payment_info_hold_until: null,
  window_opens_at: "2027-03-26T03:00:00.000Z",
  open_day: 1,
  next_available_at: null,
  next_available: null,
};

const NOT_YET: TWithdrawalQuote = {
  ...READY,
  method: null,
  total: "0",
  total_display: "$0.00",
  fee: "0",
  fee_display: "$0.00",
  net: "0",
  net_display: "$0.00",
  available: "0",
  remainder: "0",
  checklist: [
    { condition: "payment_info", met: false },
    { condition: "cooling_off", met: true },
    { condition: "window", met: false },
    { condition: "balance", met: false },
    { condition: "method_allowed", met: false },
    { condition: "no_open_request", met: true },
  ],
  ready: false,
  window_opens_at: "2027-03-24T15:00:00.000Z",
  next_available_at: "2027-03-24T15:00:00.000Z",
  next_available: "50000000",
};

const metOf = (text: string) => screen.getByText(text).closest("li")?.getAttribute("data-met");

describe("the readiness checklist on /withdrawal", () => {
  it("shows each condition met or not, when the window opens and when the next amount comes", async () => {
    fakeApi({ "withdrawal/quote": () => ({ data: NOT_YET }) });
    renderWithProviders(<WithdrawalHubPage />, { route: "/withdrawal" });
    expect(await screen.findByText("Payment info registered")).toBeTruthy();
    expect(metOf("Payment info registered")).toBe("false");
    expect(metOf("Available balance above 20 USD")).toBe("false");
    expect(metOf("No request waiting")).toBe("true");
    const date = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date("2027-03-24T15:00:00.000Z"),
    );
    expect(screen.getByText(`Opens ${date}.`, { exact: false })).toBeTruthy();
    expect(screen.getByText(`The next amount becomes withdrawable on ${date}.`)).toBeTruthy();
  });

  it("says before the request that a bank transfer needs 100 USD, with PayPal or waiting as the way on", async () => {
    fakeApi({
      "withdrawal/quote": () => ({
        data: {
          ...READY,
          method: "bank",
          total: "99990000",
          total_display: "$99.99",
          fee: "20000000",
          fee_display: "$20.00",
          net: "79990000",
          net_display: "$79.99",
          available: "99990000",
          remainder: "0",
          checklist: READY.checklist.map((item) =>
            item.condition === "method_allowed" ? { ...item, met: false } : item,
          ),
          ready: false,
        },
      }),
    });
    renderWithProviders(<WithdrawalHubPage />, { route: "/withdrawal" });
    const label = "Payout method available for this amount (bank transfer from 100 USD)";
    expect(await screen.findByText(label)).toBeTruthy();
    expect(metOf(label)).toBe("false");
    expect(screen.getByTestId("bank-minimum").textContent).toContain(
      "Bank transfer is available for withdrawals of at least 100 USD. Switch your payment info to PayPal, or wait until your balance reaches 100 USD.",
    );
    expect(screen.getByRole("link", { name: "Change payment info" }).getAttribute("href")).toBe(
      "/withdrawal/info-update",
    );
  });

  it("says when withdrawals open again after a recent change of payment info, in the person's language", async () => {
    const until = "2027-03-29T03:00:00.000Z";
    const held = {
      ...READY,
      checklist: READY.checklist.map((item) =>
        item.condition === "cooling_off" ? { ...item, met: false } : item,
      ),
      ready: false,
      payment_info_hold_until: until,
    };
    fakeApi({ "withdrawal/quote": () => ({ data: held }) });
    useSettings.getState().setLanguage("ko");
    await changeLanguage("ko");
    renderWithProviders(<WithdrawalHubPage />, { route: "/withdrawal" });
    expect(await screen.findByText("최근 지급 정보 변경 없음")).toBeTruthy();
    expect(metOf("최근 지급 정보 변경 없음")).toBe("false");
    const date = new Intl.DateTimeFormat("ko", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(until),
    );
    expect(screen.getByTestId("payment-info-hold").textContent).toContain(
      `최근에 지급 정보가 변경되었습니다. ${date}부터 출금할 수 있습니다.`,
    );
  });

  it("asks for payment info first (the requireAccount dialog) instead of a request", async () => {
    fakeApi({ "withdrawal/quote": () => ({ data: NOT_YET }) });
    renderWithProviders(<WithdrawalHubPage />, { route: "/withdrawal" });
    fireEvent.click(await screen.findByRole("button", { name: "Request a withdrawal" }));
    expect(await screen.findByText("Payment info needed")).toBeTruthy();
  });

  it("opens its dialogs from the query keys withdrawalNotice and requireAccount", async () => {
    fakeApi({ "withdrawal/quote": () => ({ data: READY }) });
    renderWithProviders(<WithdrawalHubPage />, { route: "/withdrawal?withdrawalNotice=true" });
    expect(await screen.findByText("How withdrawals work")).toBeTruthy();
    expect(screen.getByText(/A request takes your whole available balance/)).toBeTruthy();
    // The network's own open day, not a fixed date.
    expect(await screen.findByText(/You can request from day 1 of each month/)).toBeTruthy();
  });

  it("shows the checklist in Korean", async () => {
    fakeApi({ "withdrawal/quote": () => ({ data: NOT_YET }) });
    useSettings.getState().setLanguage("ko");
    await changeLanguage("ko");
    renderWithProviders(<WithdrawalHubPage />, { route: "/withdrawal" });
    expect(await screen.findByText("지급 정보 등록")).toBeTruthy();
  });
});

describe("/withdrawal/request", () => {
  it("shows total, fee and net before confirming, then sends the total with one Idempotency-Key", async () => {
    let first = true;
    const api = fakeApi({
      "withdrawal/quote": () => ({ data: READY }),
      "withdrawal/request": () => {
        if (first) {
          first = false;
          return { code: 500, message: "Server trouble", status: 500 };
        }
        return {
          data: {
            withdrawal: {
              id: 9,
              status: "pending",
              month: "2027-03",
              ...READY,
              created_at: "2027-03-26T03:00:00.000Z",
              decided_at: null,
              payout_reference: null,
              reason: null,
              due_date: "2027-04-30",
            },
          },
        };
      },
    });
    renderWithProviders(<WithdrawalRequestPage />, { route: "/withdrawal/request" });
    const figures = await screen.findByTestId("request-figures");
    expect(figures.textContent).toContain("$21.12");
    expect(figures.textContent).toContain("$0.99");
    expect(figures.textContent).toContain("$20.13");
    expect(figures.textContent).toContain("4.7%, rounded down to the cent");
    // The part of the balance below a cent is not taken: the quote says it stays.
    expect(screen.getByTestId("request-remainder").textContent).toBe(
      "Requests are made in whole cents: the remaining 0.003457 USD, less than one cent, stays in your balance.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Confirm the request" }));
    await waitFor(() => expect(api.sentTo("withdrawal/request")).toHaveLength(1));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm the request" }));
    expect((await screen.findByTestId("request-done")).textContent).toContain("$20.13");
    const sent = api.calls.filter((c) => c.path === "withdrawal/request");
    expect(sent.map((c) => c.input)).toEqual([{ total: "21120000" }, { total: "21120000" }]);
    const keys = sent.map((c) => c.headers["Idempotency-Key"]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("asks the quote in the chosen currency (X-Currency) and shows its amounts with the rate used", async () => {
    // Only USD and CNY can be chosen (docs/spec.md §1); the quote comes back converted by the API.
    const cny = (micro: string) => formatCurrency(BigInt(micro), "CNY", { language: "en", rate: "7.25" });
    const api = fakeApi({
      "withdrawal/quote": () => ({
        data: {
          ...READY,
          currency: "CNY",
          rate: "7.25",
          total_display: cny(READY.total),
          fee_display: cny(READY.fee),
          net_display: cny(READY.net),
        },
      }),
    });
    useSettings.getState().setCurrency("CNY");
    renderWithProviders(<WithdrawalRequestPage />, { route: "/withdrawal/request" });
    const figures = await screen.findByTestId("request-figures");
    expect(figures.textContent).toContain(cny(READY.net));
    expect(figures.textContent).toContain("1 USD = 7.25 CNY");
    const quotes = api.calls.filter((call) => call.path === "withdrawal/quote");
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote.headers[HEADERS.currency]).toBe("CNY");
  });

  it("words a refusal for the cooling-off (40020) with its date in the person's language", async () => {
    const until = "2027-03-29T03:00:00.000Z";
    fakeApi({
      "withdrawal/quote": () => ({ data: READY }),
      "withdrawal/request": () => ({
        code: 40020,
        message: `Your payment info changed recently. For your safety, withdrawals are available again from ${until}.`,
        status: 409,
        params: { date: until },
      }),
    });
    useSettings.getState().setLanguage("zh-TW");
    await changeLanguage("zh-TW");
    renderWithProviders(<WithdrawalRequestPage />, { route: "/withdrawal/request" });
    fireEvent.click(await screen.findByRole("button", { name: "確認申請" }));
    const date = new Intl.DateTimeFormat("zh-TW", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(until),
    );
    expect(
      await screen.findByText(`您的收款資訊最近已變更。為了您的帳戶安全，${date} 起才能再次提領。`),
    ).toBeTruthy();
  });

  it("cannot confirm while a condition is not met", async () => {
    fakeApi({ "withdrawal/quote": () => ({ data: NOT_YET }) });
    renderWithProviders(<WithdrawalRequestPage />, { route: "/withdrawal/request" });
    const button = await screen.findByRole("button", { name: "Confirm the request" });
    expect(button.hasAttribute("disabled")).toBe(true);
  });

  it("opens the confirmation from the query key requestWithdrawal", async () => {
    fakeApi({ "withdrawal/quote": () => ({ data: READY }) });
    renderWithProviders(<WithdrawalHubPage />, { route: "/withdrawal?requestWithdrawal=true" });
    expect(await screen.findByTestId("request-figures")).toBeTruthy();
  });
});
