import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { niceTop, SeriesChart } from "./series-chart";

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

  it("rounds the axis up to a whole step per tick", () => {
    expect(niceTop(3400)).toBe(4000);
    expect(niceTop(2_250_000)).toBe(4_000_000);
    expect(niceTop(13)).toBe(20);
    expect(niceTop(0)).toBe(4);
  });
});
