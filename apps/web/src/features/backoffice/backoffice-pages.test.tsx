import type {
  TAuditEntry,
  TSiteSettingsView,
  TStaffAccount,
  TStaffAccountDetail,
  TStaffTrack,
} from "@studio/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { fakeXhrThroughFetch } from "../../test/fake-xhr";
import { aMember } from "../../test/fixtures";
import { fill, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { AdminAccountsPage } from "./accounts-page";
import { AdminAuditPage } from "./audit-page";
import { AdminCataloguePage } from "./catalogue-page";
import { AdminImportsPage } from "./imports-page";
import { AdminRatesPage } from "./rates-page";
import { AdminSitePage } from "./site-page";

// The back-office's strings come in the extra part (the tag names in the moods part).
beforeAll(() => Promise.all([ensureStrings("extra"), ensureStrings("moods")]));

beforeEach(() => {
  useSettings.getState().setLanguage("en");
  useSettings.getState().setToken("staff-session");
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.getState().setToken(null);
});

const admin = () => ({ data: aMember({ is_staff: true, staff_role: "admin" }) });
const operator = () => ({ data: aMember({ is_staff: true, staff_role: "operator" }) });

const SETTINGS: TSiteSettingsView = {
  name: "Studio",
  domains: ["studio.test"],
  languages: ["en", "ko"],
  currencies: ["USD", "CNY"],
  color_primary: "#5b4cf0",
  color_primary_dim: "#ece9fe",
  exclusive_logo: false,
  chat_link: "",
  time_zone: "Asia/Seoul",
  isrc_prefix: "KRA40",
  password_min: 8,
  favourites_limit: 10,
  hold_threshold_views: 100000,
  withdrawal_open_day: 25,
  payout_cooling_off_hours: 72,
  referral_share_bp: 500,
  manual_approval_usd: 1000,
  no_bank_transfer_countries: [],
  invoice_issuer_name: "",
  invoice_issuer_address: "",
  invoice_issuer_registration: "",
  logo: "",
};

describe("AdminSitePage", () => {
  it("checks the colours live against WCAG AA and refuses to save one that fails", async () => {
    const api = fakeApi({ "member/me": admin, "admin/site/get": () => ({ data: SETTINGS }) });
    renderWithProviders(<AdminSitePage />);
    const colour = await screen.findByLabelText("Main colour");
    expect(screen.getAllByText("Passes AA")).toHaveLength(3);
    fireEvent.change(colour, { target: { value: "#fff59d" } });
    await waitFor(() => expect(screen.getAllByText("Fails AA").length).toBeGreaterThan(0));
    expect(screen.getByText(/Main colour on the white page: 1\.\d\d:1/)).toBeTruthy();
    press("Save");
    expect(await screen.findByText("This colour does not reach WCAG AA: see the checks below.")).toBeTruthy();
    expect(api.sentTo("admin/site/save")).toEqual([]);
  });

  it("saves the settings and shows the new look at once", async () => {
    const api = fakeApi({
      "member/me": admin,
      "admin/site/get": () => ({ data: SETTINGS }),
      "admin/site/save": () => ({ data: {} }),
      "site/meta": () => ({
        data: {
          ...SETTINGS,
          color_primary: "#0b7285",
          domain: "studio.test",
          password: { min: 8, max: 64 },
          demo: false,
        },
      }),
    });
    renderWithProviders(<AdminSitePage />);
    fireEvent.change(await screen.findByLabelText("Main colour"), { target: { value: "#0b7285" } });
    press("Save");
    await waitFor(() => expect(api.sentTo("admin/site/save")).toHaveLength(1));
    expect(api.sentTo("admin/site/save")[0]).toMatchObject({
      color_primary: "#0b7285",
      domains: ["studio.test"],
    });
    await waitFor(() => expect(useSettings.getState().metaSite?.color_primary).toBe("#0b7285"));
  });

  it("is the 404 page for an operator", async () => {
    fakeApi({ "member/me": operator, "admin/site/get": () => ({ data: SETTINGS }) });
    renderWithProviders(<AdminSitePage />);
    await waitFor(() => expect(screen.queryByText("Site settings")).toBeNull());
    expect(screen.queryByLabelText("Main colour")).toBeNull();
  });
});

const ACCOUNT: TStaffAccount = {
  id: 12,
  email: "minji@example.test",
  nickname: "minji",
  account_type: "",
  status: "active",
  staff_role: null,
  verified: true,
  created_at: "2026-03-01T00:00:00.000Z",
};
const DETAIL: TStaffAccountDetail = {
  account: ACCOUNT,
  suspended_reason: null,
  manager: null,
  channels: [{ id: 3, title: "Minji Shorts", handle: "minji", status: "approved" }],
  members: [],
  balance: { available: "1500000", total: "2500000" },
  payout_flags: [],
  activity: [{ at: "2026-04-01T00:00:00.000Z", kind: "ledger", what: "music_profit", amount: "2500000" }],
};

describe("AdminAccountsPage", () => {
  it("finds an account, shows its channels and balance, and suspends it with a reason", async () => {
    const api = fakeApi({
      "member/me": admin,
      "admin/account/search": () => ({ data: { items: [ACCOUNT], total: 1 } }),
      "admin/account/detail": () => ({ data: DETAIL }),
      "admin/account/suspend": () => ({ data: { ...ACCOUNT, status: "suspended" } }),
    });
    renderWithProviders(<AdminAccountsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Open minji" }));
    const drawer = await screen.findByRole("dialog");
    expect(await within(drawer).findByText("Minji Shorts")).toBeTruthy();
    expect(within(drawer).getByText("$2.500000")).toBeTruthy();
    expect(within(drawer).getByRole("button", { name: "Suspend account" }).hasAttribute("disabled")).toBe(
      true,
    );
    fireEvent.change(within(drawer).getByLabelText("Reason for the suspension"), {
      target: { value: "Reused uploads" },
    });
    fireEvent.click(within(drawer).getByRole("button", { name: "Suspend account" }));
    await waitFor(() =>
      expect(api.sentTo("admin/account/suspend")).toEqual([{ account_id: 12, reason: "Reused uploads" }]),
    );
  });

  it("offers an operator no suspension and no role change", async () => {
    fakeApi({
      "member/me": operator,
      "admin/account/search": () => ({ data: { items: [ACCOUNT], total: 1 } }),
      "admin/account/detail": () => ({ data: DETAIL }),
    });
    renderWithProviders(<AdminAccountsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Open minji" }));
    expect(await screen.findByText("Suspensions and staff roles are for administrators.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Suspend account" })).toBeNull();
    expect(screen.queryByLabelText("Staff role")).toBeNull();
  });

  it("shows staff another account paid to the same destination, masked (docs/decisions/144)", async () => {
    fakeApi({
      "member/me": operator,
      "admin/account/search": () => ({ data: { items: [ACCOUNT], total: 1 } }),
      "admin/account/detail": () => ({
        data: {
          ...DETAIL,
          payout_flags: [
            {
              other_account: { id: 31, nickname: "jisoo", email: "jisoo@studio.test" },
              method: "paypal",
              destination_masked: "m***@pay.test",
              flagged_at: "2026-04-02T00:00:00.000Z",
            },
          ],
        },
      }),
    });
    renderWithProviders(<AdminAccountsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Open minji" }));
    const flags = await screen.findByTestId("payout-flags");
    expect(flags.textContent).toContain("Same payout destination");
    expect(flags.textContent).toContain(
      "Same payout destination as jisoo (#31, jisoo@studio.test) (PayPal m***@pay.test)",
    );
  });
});

describe("AdminRatesPage", () => {
  it("marks the days without a rate and lets an administrator set one", async () => {
    const api = fakeApi({
      "member/me": admin,
      "admin/rates/list": ({ from }) => ({
        data: {
          currency: "CNY",
          days: [
            { day: String(from), rate: "7.1" },
            { day: String(from).replace(/-01$/, "-02"), rate: null },
          ],
        },
      }),
      "admin/rates/set": ({ day, rate }) => ({ data: { day, rate } }),
    });
    renderWithProviders(<AdminRatesPage />);
    expect(await screen.findByText("1 day without a rate")).toBeTruthy();
    expect(screen.getByText("No rate: the latest earlier rate is used")).toBeTruthy();
    expect(screen.getByRole("img", { name: /Rates from 7\.1 to 7\.1 on 1 days?/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /^Set the rate of/ }));
    const input = screen.getByLabelText(/^Rate of/);
    fireEvent.change(input, { target: { value: "7.2a" } });
    expect(screen.getByText("A rate like 7.1234 (up to 6 decimals)")).toBeTruthy();
    fireEvent.change(input, { target: { value: "7.2" } });
    press("Save");
    await waitFor(() => expect(api.sentTo("admin/rates/set")[0]).toMatchObject({ rate: "7.2" }));
  });
});

describe("AdminImportsPage", () => {
  it("uploads a stats file with its progress and lists every refused row", async () => {
    fakeXhrThroughFetch();
    const api = fakeApi({
      "member/me": operator,
      "admin/import/history": () => ({
        data: {
          items: [
            {
              id: 1,
              kind: "stats",
              source: "inbox",
              actor: null,
              file_name: "daily-0901.csv",
              sha256: "a".repeat(64),
              imported: 120,
              rejected: 0,
              first_day: "2026-09-01",
              last_day: "2026-09-01",
              rejections: [],
              at: "2026-09-02T00:00:00.000Z",
            },
          ],
          total: 1,
        },
      }),
      "admin/stats/import": () => ({
        data: {
          imported: 0,
          rejected: [
            { row: 3, key: "v1@2026-09-01", reason: "channel UCx is not registered in this network" },
          ],
        },
      }),
    });
    renderWithProviders(<AdminImportsPage />);
    expect(await screen.findByText("daily-0901.csv")).toBeTruthy();
    expect(screen.getByText("Inbox")).toBeTruthy();
    expect(screen.getByLabelText("Stats file (CSV)")).toBeTruthy();
    const file = new File(["date,channel_id\n"], "report.csv", { type: "text/csv" });
    // The stats card comes first: its file input is the page's first.
    const fileInput = document.querySelector('input[type="file"]');
    if (!fileInput) throw new Error("no file input");
    fireEvent.change(fileInput, { target: { files: [file] } });
    fireEvent.click(
      within(screen.getByRole("region", { name: "Platform stats file" })).getByRole("button", {
        name: "Import",
      }),
    );
    expect(await screen.findByText("1 row refused")).toBeTruthy();
    expect(
      screen.getByText("Row 3 (v1@2026-09-01): channel UCx is not registered in this network"),
    ).toBeTruthy();
    expect(api.sentTo("admin/stats/import")).toEqual([{ file: "report.csv" }]);
  });
});

const TRACK: TStaffTrack = {
  id: 5,
  isrc: "KRA402600001",
  name: "Neon Drive",
  artist: "Studio",
  category: "bgm",
  tags: ["bright"],
  shopping: false,
  prioritized: false,
  duration: 35,
  thumbnail: "/media/covers/a.svg",
  music: "/media/audio/a.wav",
  release_date: "2026-01-01",
  withdrawn_at: null,
};

describe("AdminCataloguePage", () => {
  it("withdraws a track after a second confirmation", async () => {
    const api = fakeApi({
      "member/me": operator,
      "admin/music/list": () => ({ data: { items: [TRACK], total: 1 } }),
      "admin/music/withdraw": () => ({ data: { ...TRACK, withdrawn_at: "2026-11-27T00:00:00.000Z" } }),
    });
    renderWithProviders(<AdminCataloguePage />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Neon Drive" }));
    fireEvent.click(await screen.findByRole("button", { name: "Withdraw from the catalogue" }));
    expect(api.sentTo("admin/music/withdraw")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Yes, withdraw it" }));
    await waitFor(() =>
      expect(api.sentTo("admin/music/withdraw")).toEqual([{ track_id: 5, withdrawn: true }]),
    );
  });
});

const ENTRY: TAuditEntry = {
  id: "s1",
  source: "staff",
  actor: { id: 1, nickname: "DemoStaff", email: "staff@studio.test" },
  action: "admin/account/suspend",
  target: "account:12",
  before: { status: "active" },
  after: { status: "suspended" },
  address: "203.0.113.7",
  at: "2026-11-27T00:00:00.000Z",
};

describe("AdminAuditPage", () => {
  it("shows who changed what from where, and filters by action", async () => {
    const api = fakeApi({
      "member/me": admin,
      "admin/audit/list": () => ({ data: { items: [ENTRY], total: 1 } }),
    });
    renderWithProviders(<AdminAuditPage />);
    expect(await screen.findByText("status: active → suspended")).toBeTruthy();
    expect(screen.getByText("203.0.113.7")).toBeTruthy();
    fill(/^Action/, "suspend");
    await waitFor(() =>
      expect(api.sentTo("admin/audit/list").at(-1)).toMatchObject({ action: "suspend", page: "0" }),
    );
  });
});
