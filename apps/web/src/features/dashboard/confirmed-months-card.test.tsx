import { musicConfirmedMonthsCall, type TConfirmedMonth } from "@studio/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSettings } from "../../stores/settings";
import { fakeApi, heldAnswer } from "../../test/fake-api";
import { renderWithProviders } from "../../test/render";
import { ConfirmedMonthsCard, monthPoints } from "./confirmed-months-card";

const waiting = (month: string, estimated = "0", estimatedDisplay = "$0.00"): TConfirmedMonth => ({
  month,
  status: "awaiting_confirmation",
  estimated,
  estimated_display: estimatedDisplay,
  confirmed: null,
  confirmed_display: null,
  difference: null,
  difference_display: null,
  difference_percent: null,
  rate: "1",
});

const MONTHS: TConfirmedMonth[] = [
  waiting("2026-12"),
  waiting("2027-01"),
  {
    month: "2027-02",
    status: "confirmed",
    estimated: "20000000",
    estimated_display: "$20.00",
    confirmed: "21000000",
    confirmed_display: "$21.00",
    difference: "1000000",
    difference_display: "+$1.00",
    difference_percent: "+5.00",
    rate: "1",
  },
  {
    month: "2027-03",
    status: "confirmed",
    estimated: "31000000",
    estimated_display: "$31.00",
    confirmed: "30500000",
    confirmed_display: "$30.50",
    difference: "-500000",
    difference_display: "-$0.50",
    difference_percent: "-1.61",
    rate: "1",
  },
  waiting("2027-04", "60000000", "$60.00"),
  { ...waiting("2027-05", "13000000", "$13.00"), status: "in_progress" },
];

const answer = (months: TConfirmedMonth[]) => () => ({ data: { currency: "USD", months } });

afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.setState({ currency: "USD" });
});

/** The cells of a month's row, its month header first. */
const rowOf = (table: HTMLElement, month: string) =>
  within(table)
    .getAllByRole("row")
    .find((row) => within(row).queryByRole("rowheader", { name: month }));

const cellsOf = (row: HTMLElement | undefined) =>
  row
    ? within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent)
    : [];

describe("the confirmed and estimated months card", () => {
  it("gives each month's estimate, confirmed amount, difference and status in a table named by its title", async () => {
    fakeApi({ [musicConfirmedMonthsCall.path]: answer(MONTHS) });
    renderWithProviders(<ConfirmedMonthsCard />);
    const table = await screen.findByRole("table", { name: "Confirmed and estimated, by month" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Month", "Estimated revenue", "Confirmed revenue", "Difference", "Status"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((c) => c.textContent),
    ).toEqual(["2026/12", "2027/01", "2027/02", "2027/03", "2027/04", "2027/05"]);
    expect(cellsOf(rowOf(table, "2027/03"))).toEqual(["$31.00", "$30.50", "-$0.50 (-1.61%)", "Confirmed"]);
    expect(cellsOf(rowOf(table, "2027/02"))).toEqual(["$20.00", "$21.00", "+$1.00 (+5.00%)", "Confirmed"]);
    // Not confirmed yet: said in words to screen readers, a dash on screen.
    expect(cellsOf(rowOf(table, "2027/04"))).toEqual([
      "$60.00",
      "—Not confirmed yet",
      "—Not confirmed yet",
      "Awaiting confirmation",
    ]);
    expect(cellsOf(rowOf(table, "2027/05"))).toEqual([
      "$13.00",
      "—Not confirmed yet",
      "—Not confirmed yet",
      "Month in progress",
    ]);
    // The chart is drawn for the eye: the table above is the only one screen readers get.
    expect(screen.getAllByRole("table")).toHaveLength(1);
    expect(screen.getByRole("region", { name: "Confirmed and estimated, by month" })).toBeTruthy();
    expect(
      screen.getByRole("region", { name: "Estimated and confirmed revenue, month by month" }),
    ).toBeTruthy();
  });

  it("says it is loading, then shows the figures", async () => {
    const held = heldAnswer();
    fakeApi({ [musicConfirmedMonthsCall.path]: held.route });
    renderWithProviders(<ConfirmedMonthsCard />);
    expect(screen.getByRole("heading", { name: "Confirmed and estimated, by month" })).toBeTruthy();
    expect(screen.getByLabelText("Loading").getAttribute("aria-busy")).toBe("true");
    held.release({ data: { currency: "USD", months: MONTHS } });
    expect(await screen.findByRole("table")).toBeTruthy();
    expect(screen.queryByLabelText("Loading")).toBeNull();
  });

  it("says when the six months have nothing yet", async () => {
    fakeApi({
      [musicConfirmedMonthsCall.path]: answer(
        ["2026-12", "2027-01", "2027-02", "2027-03"].map((m) => waiting(m)),
      ),
    });
    renderWithProviders(<ConfirmedMonthsCard />);
    expect(
      await screen.findByText("No estimated or confirmed revenue in the last six months yet."),
    ).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says when the figures could not be loaded, and asks again on retry", async () => {
    let asked = 0;
    fakeApi({
      [musicConfirmedMonthsCall.path]: () => {
        asked += 1;
        return asked <= 2 ? { code: 1, message: "Server error", status: 500 } : answer(MONTHS)();
      },
    });
    renderWithProviders(<ConfirmedMonthsCard />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The figures could not be loaded.");
    fireEvent.click(within(alert).getByRole("button"));
    expect(await screen.findByRole("table")).toBeTruthy();
    // A GET is asked twice before it fails (a passing server trouble), then again on retry.
    expect(asked).toBe(3);
  });

  it("draws bars in the shown currency, none for a month not confirmed", () => {
    const [, , february, , april] = monthPoints(
      MONTHS.map((m) => ({ ...m, rate: "7" })),
      "CNY",
    );
    expect(february).toMatchObject({ day: "2027/02", estimated: 140_000_000, confirmed: 147_000_000 });
    expect(april?.estimated).toBe(420_000_000);
    expect(Number.isNaN(april?.confirmed)).toBe(true);
  });
});
