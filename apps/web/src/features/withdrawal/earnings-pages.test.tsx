import type { TConfirmedPreview, TEarningsReport } from "@studio/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage, ensureStrings } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { aMember } from "../../test/fixtures";
import { press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { EarningsDetailPage } from "./earnings-detail-page";
import { pastMonths } from "./earnings-queries";
import { EarningsReportPage } from "./earnings-report-page";
import { ConfirmedImportPage } from "./staff/confirmed-import-page";

beforeEach(() => useSettings.getState().setLanguage("en"));
afterEach(async () => {
  vi.unstubAllGlobals();
  useSettings.getState().setToken(null);
  useSettings.getState().setCurrency("USD");
  await changeLanguage("en");
});

const REPORT: TEarningsReport = {
  lines: [
    {
      month: "2026-02",
      type: "policy_violation",
      amount: "-1250000",
      amount_display: "-$1.25",
      available_from: "2026-03-01T00:00:00.000Z",
    },
    {
      month: "2026-01",
      type: "music_profit",
      amount: "70000001",
      amount_display: "$70.00",
      available_from: "2026-02-24T15:00:00.000Z",
    },
    {
      month: "2026-01",
      type: "yr.music_profit",
      amount: "5000000",
      amount_display: "$5.00",
      available_from: "2026-02-24T15:00:00.000Z",
    },
  ],
  balance: "73750001",
  balance_display: "$73.75",
  available: "73750001",
  available_display: "$73.75",
  currency: "USD",
  rate: "1",
};

describe("EarningsReportPage", () => {
  it("lists every line by month with its type translated and links to what it is made of", async () => {
    fakeApi({ "withdrawal/report": () => ({ data: REPORT }) });
    renderWithProviders(<EarningsReportPage />);
    expect(await screen.findByText("Music profit")).toBeTruthy();
    expect(screen.getByText("YR music profit")).toBeTruthy();
    expect(screen.getByText("-$1.25")).toBeTruthy();
    expect(screen.getByTestId("earnings-balance").textContent).toBe("$73.75");
    expect(screen.getByRole("link", { name: "Music profit" }).getAttribute("href")).toBe(
      "/withdrawal/music_profit/2026-01",
    );
    expect(screen.getAllByText("2026/01")).toHaveLength(2);
  });

  it("shows the profit types in the chosen language and asks again in another currency", async () => {
    const api = fakeApi({
      "withdrawal/report": () => ({ data: { ...REPORT, lines: REPORT.lines.slice(1, 2) } }),
    });
    useSettings.getState().setLanguage("zh-CN");
    await changeLanguage("zh-CN");
    renderWithProviders(<EarningsReportPage />);
    expect(await screen.findByText("音乐收益")).toBeTruthy();
    useSettings.getState().setCurrency("CNY");
    await waitFor(() => expect(api.calls.filter((c) => c.path === "withdrawal/report")).toHaveLength(2));
  });

  it("says so when the ledger is empty", async () => {
    fakeApi({ "withdrawal/report": () => ({ data: { ...REPORT, lines: [] } }) });
    renderWithProviders(<EarningsReportPage />);
    expect(await screen.findByText(/Nothing in your ledger yet/)).toBeTruthy();
  });
});

describe("EarningsDetailPage", () => {
  const renderAt = (route: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/withdrawal/:type/:date" element={<EarningsDetailPage />} />
      </Routes>,
      { route },
    );

  it("shows music profit by channel with the estimate, the confirmed amount and the fee rate", async () => {
    const api = fakeApi({
      "withdrawal/report.detail": () => ({
        data: {
          month: "2026-01",
          type: "music_profit",
          total: "70000001",
          total_display: "$70.00",
          parts: [
            {
              key: "channel:7",
              channel_id: 7,
              channel_title: "Cooking with Minji",
              estimated: "98000000",
              estimated_display: "$98.00",
              confirmed: "100000001",
              confirmed_display: "$100.00",
              fee_rate: 30,
              amount: "70000001",
              amount_display: "$70.00",
              reason: null,
              created_at: "2026-02-03T00:00:00.000Z",
            },
          ],
        },
      }),
    });
    renderAt("/withdrawal/music_profit/2026-01");
    expect(await screen.findByText("Cooking with Minji")).toBeTruthy();
    expect(screen.getByText("$98.00")).toBeTruthy();
    expect(screen.getByText("$100.00")).toBeTruthy();
    expect(screen.getByText("30%")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Music profit of 2026/01" })).toBeTruthy();
    expect(api.calls[0]?.input).toEqual({ type: "music_profit", date: "2026-01" });
  });

  it("answers not found for a type or month that does not exist", () => {
    fakeApi({});
    renderAt("/withdrawal/jackpot/2026-01");
    expect(screen.getByText("Page not found: /withdrawal/jackpot/2026-01")).toBeTruthy();
  });
});

const PREVIEW: TConfirmedPreview = {
  rejected: [],
  channels: [
    {
      channel_id: 7,
      platform_channel_id: "UCminji",
      title: "Cooking with Minji",
      month: "2026-01",
      confirmed: "100000001",
      previously_confirmed: "0",
      adjustment: "100000001",
      estimated: "98000000",
      difference: "2000001",
    },
  ],
  totals: {
    confirmed: "100000001",
    previously_confirmed: "0",
    adjustment: "100000001",
    estimated: "98000000",
    difference: "2000001",
  },
};

describe("ConfirmedImportPage", () => {
  // A back-office screen: its strings come in the extra part (locales/parts.ts).
  beforeAll(() => ensureStrings("extra"));
  it("previews a file's totals and differences, then confirms it", async () => {
    useSettings.getState().setToken("staff-session");
    const api = fakeApi({
      "member/me": () => ({ data: aMember({ is_staff: true }) }),
      "admin/revenue/confirmed.preview": () => ({ data: PREVIEW }),
      "admin/revenue/reconciliation": ({ month }) => ({
        data: {
          month,
          channels: [
            {
              channel_id: 9,
              platform_channel_id: "UCsora",
              title: "Sora Dance",
              estimated: "4000000",
              confirmed: "3880000",
              difference: "-120000",
              fee_rate: 12.5,
            },
          ],
        },
      }),
      "admin/revenue/confirmed.confirm": () => ({ data: { ...PREVIEW, posted: 2 } }),
    });
    renderWithProviders(<ConfirmedImportPage />);
    const input = (await screen.findByLabelText(/Confirmed revenue file/)) as HTMLElement;
    const file = new File(["channel_id,month,amount_usd\nUCminji,2026-01,100.000001\n"], "january.csv", {
      type: "text/csv",
    });
    const fileInput = document.querySelector('input[type="file"]') ?? input;
    fireEvent.change(fileInput, { target: { files: [file] } });
    press("Preview");
    expect(await screen.findByText("Cooking with Minji")).toBeTruthy();
    expect(screen.getAllByText("$2.000001").length).toBeGreaterThan(0);
    press("Confirm");
    expect(await screen.findByText("Confirmed: 2 ledger rows posted.")).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toContain("admin/revenue/confirmed.confirm");
    expect(api.calls.find((c) => c.path === "admin/revenue/confirmed.confirm")?.input).toEqual({
      file: "january.csv",
    });
    // The month's reconciliation: the last month by default.
    expect(await screen.findByText("Sora Dance")).toBeTruthy();
    expect(screen.getByText("$-0.120000")).toBeTruthy();
    expect(screen.getByText("12.5%")).toBeTruthy();
    expect(api.sentTo("admin/revenue/reconciliation")[0]).toEqual({ month: pastMonths(new Date(), 1)[0] });
  });

  it("lists a refused file's rows and does not offer to confirm it", async () => {
    useSettings.getState().setToken("staff-session");
    fakeApi({
      "member/me": () => ({ data: aMember({ is_staff: true }) }),
      "admin/revenue/reconciliation": ({ month }) => ({ data: { month, channels: [] } }),
      "admin/revenue/confirmed.preview": () => ({
        data: {
          ...PREVIEW,
          channels: [],
          rejected: [{ row: 2, key: "UCnobody", reason: "no such channel in this network" }],
        },
      }),
    });
    renderWithProviders(<ConfirmedImportPage />);
    await screen.findByLabelText(/Confirmed revenue file/);
    const fileInput = document.querySelector('input[type="file"]');
    if (!fileInput) throw new Error("no file input");
    fireEvent.change(fileInput, { target: { files: [new File(["x"], "bad.csv")] } });
    press("Preview");
    expect(await screen.findByText("Row 2 (UCnobody): no such channel in this network")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Confirm" }).hasAttribute("disabled")).toBe(true);
  });
});

describe("pastMonths", () => {
  it("counts back from the month before, across a year", () => {
    expect(pastMonths(new Date("2026-02-10T00:00:00Z"), 3)).toEqual(["2026-01", "2025-12", "2025-11"]);
  });
});
