import { notificationsStore } from "@mantine/notifications";
import type { TManualEntry, TStaffAccount } from "@studio/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { aMember } from "../../test/fixtures";
import { fill, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { AdminManualEntriesPage } from "./manual-entries-page";

beforeAll(() => ensureStrings("extra"));
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

const ENTRY: TManualEntry = {
  id: 31,
  account: { id: 7, nickname: "Mina", email: "mina@studio.test" },
  type: "cpv_bonus",
  month: "2026-10",
  amount: "2500000000",
  reason: "Autumn campaign",
  status: "awaiting_approval",
  created_by: { id: 2, nickname: "Jisoo" },
  created_at: "2026-11-20T01:00:00.000Z",
  decided_by: null,
  decided_at: null,
  decline_reason: null,
  can_decide: true,
};
const MINE: TManualEntry = { ...ENTRY, id: 32, reason: "Second campaign", can_decide: false };
const DECLINED: TManualEntry = {
  ...ENTRY,
  id: 30,
  type: "policy_violation",
  amount: "-50000000",
  reason: "Reused content",
  status: "declined",
  decided_by: { id: 3, nickname: "Hana" },
  decided_at: "2026-11-21T01:00:00.000Z",
  decline_reason: "Already deducted",
  can_decide: false,
};
/** The messages shown as snackbars (the app's renderer is not part of these tests). */
const snackbars = () => notificationsStore.getState().notifications.map((n) => n.message);

/** Types into a searchable select as a person does: focused first (an unfocused change is autofill to Mantine). */
function typeInto(name: RegExp, value: string) {
  const input = screen.getByRole("combobox", { name });
  input.focus();
  fireEvent.change(input, { target: { value } });
}

const listOf = (items: TManualEntry[]) => () => ({
  data: { items, total: items.length, approval_threshold: "1000000000" },
});
const ACCOUNT: TStaffAccount = {
  id: 7,
  email: "mina@studio.test",
  nickname: "Mina",
  account_type: "",
  status: "active",
  staff_role: null,
  verified: true,
  created_at: "2026-01-02T03:04:05.000Z",
};

describe("AdminManualEntriesPage", () => {
  it("lists entries with their state; another administrator approves one awaiting approval", async () => {
    const api = fakeApi({
      "member/me": admin,
      "admin/ledger/manual.list": listOf([MINE, ENTRY, DECLINED]),
      "admin/ledger/manual.approve": () => ({
        data: { entry: { ...ENTRY, status: "posted", can_decide: false } },
      }),
    });
    renderWithProviders(<AdminManualEntriesPage />);
    const row = await screen.findByTestId("manual-entry-31");
    expect(within(row).getByText("CPV bonus")).toBeTruthy();
    expect(within(row).getByText("$2500.000000")).toBeTruthy();
    expect(within(row).getByText("Awaiting approval")).toBeTruthy();
    // The poster's own entry: no buttons, it waits for someone else.
    const mine = screen.getByTestId("manual-entry-32");
    expect(within(mine).getByText("Waiting for another administrator")).toBeTruthy();
    expect(within(mine).queryByRole("button", { name: "Approve" })).toBeNull();
    const declined = screen.getByTestId("manual-entry-30");
    expect(within(declined).getByText("Declined by Hana")).toBeTruthy();
    expect(within(declined).getByText("Already deducted")).toBeTruthy();
    expect(within(declined).getByText("$-50.000000")).toBeTruthy();

    fireEvent.click(within(row).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve this entry?" });
    expect(
      within(dialog).getByText("$2500.000000 CPV bonus for Mina (mina@studio.test), entered by Jisoo."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve and post" }));
    await waitFor(() => expect(api.sentTo("admin/ledger/manual.approve")).toEqual([{ id: 31 }]));
    await waitFor(() => expect(snackbars()).toContain("Approved: the entry is posted."));
  });

  it("declines only with a reason", async () => {
    const api = fakeApi({
      "member/me": admin,
      "admin/ledger/manual.list": listOf([ENTRY]),
      "admin/ledger/manual.decline": () => ({ data: { entry: { ...ENTRY, status: "declined" } } }),
    });
    renderWithProviders(<AdminManualEntriesPage />);
    fireEvent.click(
      within(await screen.findByTestId("manual-entry-31")).getByRole("button", { name: "Decline" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Decline this entry?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await within(dialog).findByText("Enter the reason.")).toBeTruthy();
    expect(api.sentTo("admin/ledger/manual.decline")).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Why it is declined/), {
      target: { value: "Campaign not run" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() =>
      expect(api.sentTo("admin/ledger/manual.decline")).toEqual([{ id: 31, reason: "Campaign not run" }]),
    );
  });

  it("filters by state from the first page", async () => {
    const api = fakeApi({ "member/me": admin, "admin/ledger/manual.list": listOf([ENTRY]) });
    renderWithProviders(<AdminManualEntriesPage />);
    await screen.findByTestId("manual-entry-31");
    fireEvent.click(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Declined", hidden: true }));
    await waitFor(() =>
      expect(api.sentTo("admin/ledger/manual.list").at(-1)).toEqual({
        page: "0",
        size: "50",
        status: "declined",
      }),
    );
  });

  it("shows operators the list without the form or the decisions", async () => {
    fakeApi({ "member/me": operator, "admin/ledger/manual.list": listOf([{ ...ENTRY, can_decide: false }]) });
    renderWithProviders(<AdminManualEntriesPage />);
    const row = await screen.findByTestId("manual-entry-31");
    expect(within(row).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "New entry" })).toBeNull();
  });
});

describe("the entry form", () => {
  it("previews the balance, says an entry above the threshold waits, and sends one key per entry", async () => {
    let answers = 0;
    const api = fakeApi({
      "member/me": admin,
      "admin/ledger/manual.list": listOf([]),
      "admin/account/search": () => ({ data: { items: [ACCOUNT], total: 1 } }),
      "admin/ledger/entries": () => ({ data: { entries: [], balance: "10000000" } }),
      "admin/ledger/manual": () => {
        answers += 1;
        return answers === 1
          ? { code: 1, message: "An unknown error occurred. Please try again later.", status: 500 }
          : { data: { entry: { ...ENTRY, id: 40 } } };
      },
    });
    renderWithProviders(<AdminManualEntriesPage />);
    await screen.findByRole("heading", { name: "New entry" });
    press("Post entry");
    expect(await screen.findByText("Choose the account.")).toBeTruthy();
    expect(screen.getByText("Enter an amount above 0 with at most 6 decimals.")).toBeTruthy();
    expect(api.sentTo("admin/ledger/manual")).toEqual([]);

    typeInto(/^Account/, "mina");
    fireEvent.click(
      await screen.findByRole("option", { name: "Mina · mina@studio.test (#7)", hidden: true }),
    );
    fill(/^Amount \(USD\)/, "1500.5");
    fill(/^Reason/, "Autumn campaign");
    expect(
      await screen.findByText("Balance $10.000000 +$1500.500000 → $1510.500000 once posted"),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Above $1000.000000: this entry waits until another administrator approves it, and is not posted before.",
      ),
    ).toBeTruthy();

    press("Submit for approval");
    expect(await screen.findByText("An unknown error occurred. Please try again later.")).toBeTruthy();
    press("Submit for approval");
    await waitFor(() => expect(snackbars()).toContain("The entry awaits another administrator's approval."));
    const sent = api.calls.filter((call) => call.path === "admin/ledger/manual");
    expect(sent.map((call) => call.input)).toEqual([
      {
        account_id: 7,
        type: "bonus",
        month: expect.stringMatching(/^\d{4}-\d{2}$/),
        amount_usd: "1500.5",
        reason: "Autumn campaign",
      },
      expect.objectContaining({ amount_usd: "1500.5" }),
    ]);
    // A retry of the same entry is the same key; the form takes a new one once the entry is made.
    const keys = sent.map((call) => call.headers["Idempotency-Key"]);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    // The form is empty again for the next entry, which is another key.
    await waitFor(() =>
      expect((screen.getByLabelText(/^Amount \(USD\)/) as HTMLInputElement).value).toBe(""),
    );
    fill(/^Amount \(USD\)/, "3");
    fill(/^Reason/, "Welcome");
    press("Post entry");
    await waitFor(() => expect(api.sentTo("admin/ledger/manual")).toHaveLength(3));
    const next = api.calls.filter((call) => call.path === "admin/ledger/manual").at(-1);
    expect(next?.headers["Idempotency-Key"]).toBeTruthy();
    expect(next?.headers["Idempotency-Key"]).not.toBe(keys[0]);
  });

  it("names a deduction and previews it as one", async () => {
    fakeApi({
      "member/me": admin,
      "admin/ledger/manual.list": listOf([]),
      "admin/account/search": () => ({ data: { items: [], total: 0 } }),
      "admin/ledger/entries": () => ({ data: { entries: [], balance: "10000000" } }),
    });
    renderWithProviders(<AdminManualEntriesPage />);
    await screen.findByRole("heading", { name: "New entry" });
    typeInto(/^Account/, "7");
    fireEvent.click(await screen.findByRole("option", { name: "Account #7", hidden: true }));
    fireEvent.click(screen.getByRole("combobox", { name: "Type" }));
    fireEvent.click(
      await screen.findByRole("option", { name: "Recovery settlement (deduction)", hidden: true }),
    );
    fill(/^Amount \(USD\)/, "12.25");
    expect(await screen.findByText("Balance $10.000000 -$12.250000 → $-2.250000 once posted")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Post entry" })).toBeTruthy();
  });
});
