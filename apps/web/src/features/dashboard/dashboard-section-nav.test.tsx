import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { DashboardSectionNav } from "./dashboard-section-nav";

describe("the dashboard sections", () => {
  it("carry the period and member chosen, not the page's own filters", () => {
    renderWithProviders(<DashboardSectionNav />, {
      route: "/dashboard/report-video?period=custom&from=2026-03-02&to=2026-03-04&member=3&q=rain&page=2",
    });
    const nav = screen.getByRole("navigation", { name: "Dashboard sections" });
    const overview = screen.getByRole("link", { name: "Overview" });
    expect(nav.contains(overview)).toBe(true);
    expect(overview.getAttribute("href")).toBe(
      "/dashboard?period=custom&from=2026-03-02&to=2026-03-04&member=3",
    );
    const current = screen
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.getAttribute("href"))).toEqual([
      "/dashboard/report-video?period=custom&from=2026-03-02&to=2026-03-04&member=3",
    ]);
  });

  it("link plainly without filters", () => {
    renderWithProviders(<DashboardSectionNav />, { route: "/dashboard" });
    expect(screen.getByRole("link", { name: "Overview" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe("page");
  });
});
