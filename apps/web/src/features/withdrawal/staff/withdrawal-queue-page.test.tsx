import type { TQueuedWithdrawal } from "@studio/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../../lib/i18n";
import { useSettings } from "../../../stores/settings";
import { fakeApi } from "../../../test/fake-api";
import { aMember } from "../../../test/fixtures";
import { fill, press } from "../../../test/form-actions";
import { renderWithProviders } from "../../../test/render";
import { WithdrawalQueuePage } from "./withdrawal-queue-page";

// The team and back-office screens' strings come in the extra part, which their routes load.
beforeAll(() => ensureStrings("extra"));

beforeEach(() => {
  useSettings.getState().setLanguage("en");
  useSettings.getState().setToken("staff-session");
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.getState().setToken(null);
  useSettings.setState({ screenClass: "laptop" });
});

const PENDING: TQueuedWithdrawal = {
  id: 41,
  status: "pending",
  method: "bank",
  month: "2027-03",
  total: "50000000",
  total_display: "$50.00",
  fee: "0",
  fee_display: "$0.00",
  net: "50000000",
  net_display: "$50.00",
  currency: "USD",
  rate: "1",
  created_at: "2027-03-26T03:00:00.000Z",
  decided_at: null,
  payout_reference: null,
  reason: null,
  account_id: 7,
  email: "minji@example.test",
  nickname: "minji",
  due_date: "2027-04-30",
  batch_id: null,
  overdue: false,
};

const PROCESSING: TQueuedWithdrawal = {
  ...PENDING,
  id: 42,
  status: "processing",
  batch_id: 12,
  overdue: true,
};

describe("WithdrawalQueuePage", () => {
  it("pages a long queue 50 at a time, and a new filter starts again at its first page", async () => {
    const api = fakeApi({
      "member/me": () => ({ data: aMember({ is_staff: true }) }),
      "admin/withdrawal/queue": ({ page }) => ({
        data: {
          items: [{ ...PENDING, id: 1000 - Number(page), email: `payee${page}@example.test` }],
          total: 120,
        },
      }),
    });
    renderWithProviders(<WithdrawalQueuePage />);
    expect(await screen.findByText("payee0@example.test")).toBeTruthy();
    expect(screen.getByText("120 requests")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "3" }));
    expect(await screen.findByText("payee2@example.test")).toBeTruthy();
    expect(api.sentTo("admin/withdrawal/queue").at(-1)).toMatchObject({ page: "2", size: "50" });
    // Another method: back to page one of the new list.
    fireEvent.click(screen.getByRole("combobox", { name: "Payout method" }));
    fireEvent.click(await screen.findByRole("option", { name: "PayPal", hidden: true }));
    await waitFor(() =>
      expect(api.sentTo("admin/withdrawal/queue").at(-1)).toMatchObject({ page: "0", method: "paypal" }),
    );
  });

  it("lists the pending requests of the month and marks one paid with its payout reference", async () => {
    const api = fakeApi({
      "member/me": () => ({ data: aMember({ is_staff: true }) }),
      "admin/withdrawal/queue": () => ({ data: { items: [PENDING], total: 1 } }),
      "admin/withdrawal/pay": ({ id, payout_reference }) => ({
        data: { withdrawal: { ...PENDING, id: Number(id), status: "success", payout_reference } },
      }),
    });
    renderWithProviders(<WithdrawalQueuePage />);
    expect(await screen.findByText("minji@example.test")).toBeTruthy();
    expect(api.sentTo("admin/withdrawal/queue")[0]).toMatchObject({ status: "pending", page: "0" });
    press("Mark paid");
    await screen.findByLabelText(/^Payout reference/);
    fill(/^Payout reference/, " WIRE-2027-03-41 ");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(api.sentTo("admin/withdrawal/pay")).toEqual([{ id: 41, payout_reference: "WIRE-2027-03-41" }]),
    );
  });

  it("shows each request as a card with its buttons on a phone", async () => {
    useSettings.setState({ screenClass: "mobile" });
    fakeApi({
      "member/me": () => ({ data: aMember({ is_staff: true }) }),
      "admin/withdrawal/queue": () => ({ data: { items: [PENDING], total: 1 } }),
    });
    renderWithProviders(<WithdrawalQueuePage />);
    const card = await screen.findByRole("listitem", { name: /^#41 / });
    expect(screen.queryByRole("table")).toBeNull();
    expect(within(card).getByText("minji@example.test")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Mark paid" }));
    expect(await screen.findByLabelText(/^Payout reference/)).toBeTruthy();
  });

  it("rejects without returning the money when staff untick it", async () => {
    const api = fakeApi({
      "member/me": () => ({ data: aMember({ is_staff: true }) }),
      "admin/withdrawal/queue": () => ({ data: { items: [PENDING], total: 1 } }),
      "admin/withdrawal/reject": () => ({
        data: { withdrawal: { ...PENDING, status: "rejected.norecover" } },
      }),
    });
    renderWithProviders(<WithdrawalQueuePage />);
    await screen.findByText("minji@example.test");
    press("Reject");
    await screen.findByLabelText(/^Reason/);
    fill(/^Reason/, "Fraud");
    fireEvent.click(screen.getByLabelText("Return the amount to the balance"));
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(api.sentTo("admin/withdrawal/reject")).toEqual([{ id: 41, recover: false, reason: "Fraud" }]),
    );
  });

  it("shows a processing request in its batch, overdue, and still lets staff decide it", async () => {
    const api = fakeApi({
      "member/me": () => ({ data: aMember({ is_staff: true }) }),
      "admin/withdrawal/queue": () => ({ data: { items: [PROCESSING], total: 1 } }),
      "admin/withdrawal/reject": () => ({ data: { withdrawal: { ...PROCESSING, status: "rejected" } } }),
    });
    renderWithProviders(<WithdrawalQueuePage />);
    const row = (await screen.findByText("Batch #12")).closest("tr");
    if (!row) throw new Error("no row");
    expect(within(row).getByText("Processing")).toBeTruthy();
    expect(within(row).getByText("2027/04/30")).toBeTruthy();
    expect(within(row).getByText("Overdue")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Reject" }));
    await screen.findByLabelText(/^Reason/);
    fill(/^Reason/, "Bounced");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(api.sentTo("admin/withdrawal/reject")).toEqual([{ id: 42, recover: true, reason: "Bounced" }]),
    );
  });

  it("lists the overdue requests, oldest first, from the Overdue view", async () => {
    const api = fakeApi({
      "member/me": () => ({ data: aMember({ is_staff: true }) }),
      "admin/withdrawal/queue": () => ({ data: { items: [PENDING], total: 1 } }),
      "admin/withdrawal/overdue": () => ({ data: { items: [], total: 0 } }),
    });
    renderWithProviders(<WithdrawalQueuePage />);
    await screen.findByText("minji@example.test");
    fireEvent.click(screen.getByText("Overdue"));
    expect(await screen.findByText("No request is past its due date.")).toBeTruthy();
    expect(api.sentTo("admin/withdrawal/overdue")).toEqual([{ page: "0", size: "50" }]);
    expect(screen.queryByRole("combobox", { name: "Payout method" })).toBeNull();
  });

  it("shows one batch's requests from the batches screen's link, whatever their month", async () => {
    const api = fakeApi({
      "member/me": () => ({ data: aMember({ is_staff: true }) }),
      "admin/withdrawal/queue": () => ({ data: { items: [PROCESSING], total: 1 } }),
    });
    renderWithProviders(<WithdrawalQueuePage />, { route: "/admin/withdrawals?batch=12" });
    expect(await screen.findByText("Requests of batch #12")).toBeTruthy();
    expect(api.sentTo("admin/withdrawal/queue")[0]).toEqual({ batch_id: "12", page: "0", size: "50" });
  });

  it("is not there for a creator", async () => {
    fakeApi({ "member/me": () => ({ data: aMember({ is_staff: false }) }) });
    renderWithProviders(<WithdrawalQueuePage />);
    await waitFor(() => expect(screen.queryByText("Withdrawal requests")).toBeNull());
  });
});
