import type { TPayoutBatch, TSettlementLine } from "@studio/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../../lib/i18n";
import { useSettings } from "../../../stores/settings";
import { fakeApi } from "../../../test/fake-api";
import { aMember } from "../../../test/fixtures";
import { press } from "../../../test/form-actions";
import { renderWithProviders } from "../../../test/render";
import { PayoutBatchesPage } from "./payout-batches-page";

// The back-office screens' strings come in the extra part, which their routes load.
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

const BATCH: TPayoutBatch = {
  id: 12,
  method: "bank",
  month: "2027-03",
  status: "processing",
  withdrawals: 2,
  total: "273450000",
  fee: "40000000",
  net: "233450000",
  processing: 2,
  paid: 0,
  failed: 0,
  file_name: "payout-batch-12-bank-2027-03.csv",
  created_at: "2027-04-02T01:00:00.000Z",
  created_by: 3,
  created_by_nickname: "opsmina",
  settled_at: null,
};

const PREVIEW = {
  method: "bank",
  month: "2027-03",
  withdrawals: 2,
  total: "273450000",
  fee: "40000000",
  net: "233450000",
} as const;

const staffRoutes = {
  "member/me": () => ({ data: aMember({ is_staff: true }) }),
  "admin/withdrawal/batch.preview": ({ method, month }: Record<string, unknown>) => ({
    data: { ...PREVIEW, method, month },
  }),
};

describe("PayoutBatchesPage", () => {
  it("shows what a batch would take, then creates it", async () => {
    let created = false;
    const api = fakeApi({
      ...staffRoutes,
      "admin/withdrawal/batch.list": () => ({
        data: created ? { items: [BATCH], total: 1 } : { items: [], total: 0 },
      }),
      "admin/withdrawal/batch.create": () => {
        created = true;
        return { data: { batch: BATCH } };
      },
    });
    renderWithProviders(<PayoutBatchesPage />);
    expect(await screen.findByText("No batches yet.")).toBeTruthy();
    expect(
      await screen.findByText("2 pending requests: $233.45 to pay out (total $273.45, fees $40.00)."),
    ).toBeTruthy();
    press("Create batch");
    expect(await screen.findByText("Batch #12 created: 2 requests are now processing.")).toBeTruthy();
    expect(api.sentTo("admin/withdrawal/batch.create")).toEqual([
      { method: "bank", month: new Date().toISOString().slice(0, 7) },
    ]);
    // The list shows the new batch with its state.
    const table = await screen.findByRole("table");
    expect(within(table).getByText("#12")).toBeTruthy();
    expect(within(table).getByText("0 paid, 0 failed, 2 processing")).toBeTruthy();
  });

  it("offers no batch when nothing is pending, and says so", async () => {
    fakeApi({
      ...staffRoutes,
      "admin/withdrawal/batch.preview": () => ({
        data: { ...PREVIEW, withdrawals: 0, total: "0", fee: "0", net: "0" },
      }),
      "admin/withdrawal/batch.list": () => ({ data: { items: [], total: 0 } }),
    });
    renderWithProviders(<PayoutBatchesPage />);
    expect(await screen.findByText("No pending requests of this method up to this month.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create batch" }).hasAttribute("disabled")).toBe(true);
  });

  it("downloads a batch's file under the name with its id", async () => {
    const saved: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:batch");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = fakeApi({
      ...staffRoutes,
      "admin/withdrawal/batch.list": () => ({ data: { items: [BATCH], total: 1 } }),
      "admin/withdrawal/batch.file": () => ({
        data: { file_name: BATCH.file_name, content: "withdrawal_id\r\n", rows: 2, net: BATCH.net },
      }),
    });
    renderWithProviders(<PayoutBatchesPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Download file #12" }));
    await waitFor(() => expect(saved).toEqual(["payout-batch-12-bank-2027-03.csv"]));
    expect(api.sentTo("admin/withdrawal/batch.file")).toEqual([{ id: "12" }]);
  });

  it("uploads the settlement result and shows what became of each line", async () => {
    const lines: TSettlementLine[] = [
      { row: 1, withdrawal_id: 41, status: "paid", outcome: "paid", refusal: null, reason: null },
      {
        row: 2,
        withdrawal_id: 42,
        status: "failed",
        outcome: "failed",
        refusal: null,
        reason: "Account closed",
      },
      {
        row: 3,
        withdrawal_id: 99,
        status: "paid",
        outcome: "refused",
        refusal: "not_in_batch",
        reason: null,
      },
    ];
    const api = fakeApi({
      ...staffRoutes,
      "admin/withdrawal/batch.list": () => ({ data: { items: [BATCH], total: 1 } }),
      "admin/withdrawal/batch.settle": () => ({
        data: {
          batch: { ...BATCH, status: "settled", processing: 0, paid: 1, failed: 1 },
          lines,
          paid: 1,
          failed: 1,
          unchanged: 0,
          refused: 1,
        },
      }),
    });
    renderWithProviders(<PayoutBatchesPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Upload result #12" }));
    const dialog = await screen.findByRole("dialog", { name: "Settlement result of batch #12" });
    const fileInput = document.querySelector('input[type="file"]');
    if (!fileInput) throw new Error("no file input");
    fireEvent.change(fileInput, {
      target: { files: [new File(["withdrawal_id,status\n41,paid\n"], "result.csv", { type: "text/csv" })] },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Import result" }));
    expect(
      await within(dialog).findByText("1 paid, 1 failed (amount returned), 0 already recorded, 1 refused."),
    ).toBeTruthy();
    expect(api.sentTo("admin/withdrawal/batch.settle")).toEqual([{ batch_id: "12", file: "result.csv" }]);
    expect(within(dialog).getByText("Failed, amount returned")).toBeTruthy();
    expect(within(dialog).getByText("Account closed")).toBeTruthy();
    expect(within(dialog).getByText("This withdrawal is not in this batch.")).toBeTruthy();
  });

  it("says when the list fails, and loads it again on retry", async () => {
    let fail = true;
    fakeApi({
      ...staffRoutes,
      "admin/withdrawal/batch.list": () =>
        fail ? { code: 1, message: "Server trouble", status: 500 } : { data: { items: [BATCH], total: 1 } },
    });
    renderWithProviders(<PayoutBatchesPage />);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Server trouble")).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("#12")).toBeTruthy();
  });

  it("is not there for a creator", async () => {
    fakeApi({ "member/me": () => ({ data: aMember({ is_staff: false }) }) });
    renderWithProviders(<PayoutBatchesPage />);
    await waitFor(() => expect(screen.queryByText("Payout batches")).toBeNull());
  });
});
