import type { TTrialBalance } from "@studio/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { aMember } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { AdminTrialBalancePage } from "./trial-balance-page";

beforeAll(() => ensureStrings("extra"));
beforeEach(() => {
  useSettings.getState().setLanguage("en");
  useSettings.getState().setToken("staff-session");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSettings.getState().setToken(null);
});

const operator = () => ({ data: aMember({ is_staff: true, staff_role: "operator" }) });

/** March: 130.50 owed at the start, a request of 100 (fee 4.70) in transit. */
const MARCH: TTrialBalance = {
  month: "2027-03",
  figures: {
    opening_payable: "130500000",
    confirmed: "0",
    referral_points: "0",
    manual_entries: "0",
    withdrawals_requested: "-100000000",
    returned: "0",
    closing_payable: "30500000",
    fees: "4700000",
    paid_out: "0",
    written_off: "0",
    in_transit: "95300000",
    books_total: "0",
  },
  books: [
    { book: "creator", opening: "130500000", movement: "-100000000", closing: "30500000" },
    { book: "platform_revenue", opening: "-120000000", movement: "0", closing: "-120000000" },
    { book: "fee_income", opening: "0", movement: "4700000", closing: "4700000" },
    { book: "in_transit", opening: "0", movement: "95300000", closing: "95300000" },
    { book: "paid_out", opening: "0", movement: "0", closing: "0" },
    { book: "write_off", opening: "0", movement: "0", closing: "0" },
    { book: "referral_expense", opening: "0", movement: "0", closing: "0" },
    { book: "adjustments", opening: "-10500000", movement: "0", closing: "-10500000" },
  ],
  balanced: true,
};

describe("AdminTrialBalancePage", () => {
  it("shows the payable from opening to closing, each book and a total of zero", async () => {
    const api = fakeApi({ "member/me": operator, "admin/ledger/trial-balance": () => ({ data: MARCH }) });
    renderWithProviders(<AdminTrialBalancePage />);
    const summary = await screen.findByTestId("trial-summary");
    expect(within(summary).getByText("Opening payable")).toBeTruthy();
    expect(within(summary).getByText("$130.500000")).toBeTruthy();
    expect(within(summary).getByText("$95.300000")).toBeTruthy();
    expect(screen.getByText("Balanced: all the books together sum to zero.")).toBeTruthy();
    const table = screen.getByRole("table");
    const row = (name: string) => within(table).getByText(name).closest("tr") as HTMLElement;
    expect(
      within(row("Payable to creators"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Payable to creators", "$130.500000", "$-100.000000", "$30.500000"]);
    expect(within(row("Withdrawals requested")).getByText("$-100.000000")).toBeTruthy();
    expect(within(row("Fee income")).getAllByText("$4.700000")).toHaveLength(2);
    expect(within(row("Total (check)")).getAllByText("$0.000000")).toHaveLength(3);
    expect(api.sentTo("admin/ledger/trial-balance")).toEqual([
      { month: expect.stringMatching(/^\d{4}-\d{2}$/) },
    ]);
  });

  it("says so when the books do not balance", async () => {
    fakeApi({
      "member/me": operator,
      "admin/ledger/trial-balance": () => ({
        data: { ...MARCH, balanced: false, figures: { ...MARCH.figures, books_total: "1" } },
      }),
    });
    renderWithProviders(<AdminTrialBalancePage />);
    expect(
      await screen.findByText(
        "Not balanced: the books do not sum to zero. Please report this: the ledger needs checking.",
      ),
    ).toBeTruthy();
  });

  it("asks for the month picked and downloads its CSV", async () => {
    const saved: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:trial");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = fakeApi({
      "member/me": operator,
      "admin/ledger/trial-balance": (input) => ({ data: { ...MARCH, month: String(input.month) } }),
      "admin/ledger/trial-balance.export": (input) => ({
        data: { file_name: `trial-balance-studio-${input.month}.csv`, content: "month,line\r\n", rows: 14 },
      }),
    });
    renderWithProviders(<AdminTrialBalancePage />);
    await screen.findByTestId("trial-summary");
    const picker = screen.getByRole("combobox", { name: "Month" });
    fireEvent.click(picker);
    const options = await screen.findAllByRole("option", { hidden: true });
    const second = options[1]?.textContent ?? "";
    fireEvent.click(options[1] as HTMLElement);
    const month = second.replace("/", "-");
    await waitFor(() => expect(api.sentTo("admin/ledger/trial-balance").at(-1)).toEqual({ month }));
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved).toEqual([`trial-balance-studio-${month}.csv`]));
    expect(api.sentTo("admin/ledger/trial-balance.export")).toEqual([{ month }]);
  });

  it("is for staff only", async () => {
    fakeApi({ "member/me": () => ({ data: aMember() }) });
    renderWithProviders(<AdminTrialBalancePage />);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByText("Trial balance")).toBeNull();
  });
});
