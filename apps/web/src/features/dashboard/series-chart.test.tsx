import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { niceTop, SeriesChart } from "./series-chart";
import { chartGeometry } from "./series-chart-geometry";

const points = [
  { day: "11/01", views: 1200, premiumViews: 100, revenue: 1_500_000, revenueDisplay: "$1.50" },
  { day: "11/02", views: 3400, premiumViews: 250, revenue: 2_250_000, revenueDisplay: "$2.25" },
];

describe("SeriesChart", () => {
  it("gives screen readers each day's figures as a table, as the tooltip words them", () => {
    renderWithProviders(
      <SeriesChart
        points={points}
        series={[
          { key: "views", label: "Views", color: "#00A38F" },
          { key: "premiumViews", label: "Premium views", color: "#E35F75" },
        ]}
        height={220}
        yAxisWidth={56}
        legend
        formatTick={(value) => `${value / 1000}k`}
        display={(point, key) => `${point[key]} exactly`}
      />,
    );
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Views", "Premium views"]);
    const second = within(table).getByRole("row", { name: /11\/02/ });
    expect(
      within(second)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["3400 exactly", "250 exactly"]);
  });

  it("with bars gives each point a slot of its own, labelled, and picks the slot under the pointer", () => {
    const series = [{ key: "revenue" as const, label: "Revenue", color: "#448CEB" }];
    // A plot 300 wide after a 60 wide axis (and the right padding of 12).
    const bars = chartGeometry(points, series, 372, 220, 60, true);
    expect(bars.band).toBe(150);
    expect([bars.x(0), bars.x(1)]).toEqual([135, 285]);
    expect(bars.labelled).toEqual([0, 1]);
    expect([bars.pointAt(61), bars.pointAt(209), bars.pointAt(211), bars.pointAt(400)]).toEqual([0, 0, 1, 1]);
    const line = chartGeometry(points, series, 372, 220, 60);
    expect([line.x(0), line.x(1)]).toEqual([60, 360]);
    expect([line.pointAt(209), line.pointAt(211)]).toEqual([0, 1]);
  });

  it("rounds the axis up to a whole step per tick", () => {
    expect(niceTop(3400)).toBe(4000);
    expect(niceTop(2_250_000)).toBe(4_000_000);
    expect(niceTop(13)).toBe(20);
    expect(niceTop(0)).toBe(4);
  });
});
