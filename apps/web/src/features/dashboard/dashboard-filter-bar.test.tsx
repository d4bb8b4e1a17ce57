import { act, fireEvent, screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { meQueryOptions } from "../../lib/session";
import { teamAccountsQuery } from "../../lib/team-accounts";
import { useSettings } from "../../stores/settings";
import { aManager, aTeamMember } from "../../test/fixtures";
import { renderWithProviders, testQueryClient } from "../../test/render";
import { DashboardFilterBar } from "./dashboard-filter-bar";
import { revenueKeys } from "./revenue-queries";
import { useDashboardScope } from "./use-dashboard-scope";

/** The newest complete day of the test data. */
const MAX_DATE = "2026-03-20";

/** The filter bar as a dashboard page has it, with the address it keeps the filters in. */
function FilterBarPage() {
  const dashboard = useDashboardScope();
  const { search } = useLocation();
  return (
    <>
      <DashboardFilterBar dashboard={dashboard} />
      <output aria-label="Address">{search}</output>
    </>
  );
}

function renderFilters(
  route = "/dashboard",
  members: { id: number; name: string }[] = [],
  total = members.length,
) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(revenueKeys.meta(), { max_date: MAX_DATE, time_zone: "Asia/Seoul", members: [] });
  // The signed-in manager and page 0 of their team, as the start-up loads them (docs/spec.md §4).
  queryClient.setQueryData(meQueryOptions(null).queryKey, aManager());
  queryClient.setQueryData(teamAccountsQuery(0).queryKey, {
    items: members.map((m) => aTeamMember(m.id, { name: m.name })),
    total,
  });
  return renderWithProviders(<FilterBarPage />, { queryClient, route });
}

const shown = () => screen.getByText(/^Showing /).textContent;
const showing = (start: string, end: string) => `Showing ${start} – ${end}.`;
const address = () => new URLSearchParams(screen.getByRole("status", { name: "Address" }).textContent ?? "");
const field = (label: "From" | "To") => screen.getByLabelText<HTMLInputElement>(label);
const choosePeriod = (label: string) => fireEvent.click(screen.getByRole("radio", { name: label }));
const type = (label: "From" | "To", value: string) => fireEvent.change(field(label), { target: { value } });

afterEach(() => useSettings.setState({ screenClass: "laptop" }));

describe("the period presets", () => {
  it("show the latest 28 days up to the newest complete day by default", () => {
    renderFilters();
    expect(shown()).toContain(showing("2026/02/21", "2026/03/20"));
    expect(shown()).toContain("complete up to 2026/03/20 (Asia/Seoul)");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Latest" }).checked).toBe(true);
    expect(screen.queryByLabelText("From")).toBeNull();
    expect(address().toString()).toBe("");
  });

  it("change the range shown and the address", () => {
    renderFilters();
    choosePeriod("This month");
    expect(shown()).toContain(showing("2026/03/01", "2026/03/20"));
    expect(address().get("period")).toBe("this_month");
    choosePeriod("Last month");
    expect(shown()).toContain(showing("2026/02/01", "2026/02/28"));
    expect(address().get("period")).toBe("last_month");
    choosePeriod("6 months");
    expect(shown()).toContain(showing("2025/10/01", "2026/03/20"));
    expect(address().get("period")).toBe("six_months");
    // The default period leaves the address clean.
    choosePeriod("Latest");
    expect(shown()).toContain(showing("2026/02/21", "2026/03/20"));
    expect(address().toString()).toBe("");
  });

  it("follow a shared link", () => {
    renderFilters("/dashboard?period=last_month");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Last month" }).checked).toBe(true);
    expect(shown()).toContain(showing("2026/02/01", "2026/02/28"));
  });

  it("are a select on phones", () => {
    useSettings.setState({ screenClass: "mobile" });
    renderFilters();
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Period" });
    fireEvent.change(select, { target: { value: "this_month" } });
    expect(shown()).toContain(showing("2026/03/01", "2026/03/20"));
    fireEvent.change(select, { target: { value: "custom" } });
    expect(field("From").value).toBe("2026/03/01");
    expect(field("To").value).toBe("2026/03/20");
  });
});

describe("the custom range", () => {
  it("starts from the period shown and keeps it in the address", () => {
    renderFilters("/dashboard?period=six_months");
    choosePeriod("Custom");
    expect(field("From").value).toBe("2025/10/01");
    expect(field("To").value).toBe("2026/03/20");
    expect(address().get("period")).toBe("custom");
    expect(address().get("from")).toBe("2025-10-01");
    expect(address().get("to")).toBe("2026-03-20");
  });

  it("shows the days typed", () => {
    renderFilters();
    choosePeriod("Custom");
    type("From", "2026/03/07");
    type("To", "2026/03/13");
    expect(shown()).toContain(showing("2026/03/07", "2026/03/13"));
    expect(address().get("from")).toBe("2026-03-07");
    expect(address().get("to")).toBe("2026-03-13");
  });

  it("keeps both days typed right after choosing Custom, before the page has caught up", () => {
    renderFilters("/dashboard?period=six_months");
    choosePeriod("Custom");
    // Typed at once, one field after the other, before the page renders the first change.
    act(() => {
      type("From", "2026/03/07");
      type("To", "2026/03/13");
    });
    expect(field("From").value).toBe("2026/03/07");
    expect(field("To").value).toBe("2026/03/13");
    expect(shown()).toContain(showing("2026/03/07", "2026/03/13"));
    expect(address().get("from")).toBe("2026-03-07");
    expect(address().get("to")).toBe("2026-03-13");
  });

  it("leaves a field being retyped as it is until it holds a whole date", () => {
    renderFilters();
    choosePeriod("Custom");
    type("From", "");
    expect(field("From").value).toBe("");
    // Nothing is asked until the day is whole: the range shown stays.
    expect(shown()).toContain(showing("2026/02/21", "2026/03/20"));
    expect(address().get("from")).toBe("2026-02-21");
    // A year typed digit by digit passes through far days: the field is not rewritten meanwhile.
    type("From", "0002/01/05");
    expect(field("From").value).toBe("0002/01/05");
    type("From", "2026/01/05");
    expect(field("From").value).toBe("2026/01/05");
    expect(shown()).toContain(showing("2026/01/05", "2026/03/20"));
  });

  it("shows the range again in a field left without a whole date", () => {
    renderFilters();
    choosePeriod("Custom");
    type("To", "");
    fireEvent.blur(field("To"));
    expect(field("To").value).toBe("2026/03/20");
    expect(shown()).toContain(showing("2026/02/21", "2026/03/20"));
  });

  it("swaps a To before the From, in the fields once the person leaves them", () => {
    renderFilters();
    choosePeriod("Custom");
    type("From", "2026/03/10");
    type("To", "2026/03/01");
    expect(shown()).toContain(showing("2026/03/01", "2026/03/10"));
    // While the person is in the field, it keeps what they typed.
    expect(field("To").value).toBe("2026/03/01");
    fireEvent.blur(field("To"));
    expect(field("From").value).toBe("2026/03/01");
    expect(field("To").value).toBe("2026/03/10");
  });

  it("ends at the newest complete day at the latest", () => {
    renderFilters();
    choosePeriod("Custom");
    type("From", "2026/03/01");
    type("To", "2026/04/15");
    expect(shown()).toContain(showing("2026/03/01", "2026/03/20"));
    fireEvent.blur(field("To"));
    expect(field("To").value).toBe(MAX_DATE.replaceAll("-", "/"));
  });

  it("keeps the newest 366 days of a longer range", () => {
    renderFilters();
    choosePeriod("Custom");
    type("From", "2024/01/01");
    expect(shown()).toContain(showing("2025/03/20", "2026/03/20"));
    expect(field("From").value).toBe("2024/01/01");
    fireEvent.blur(field("From"));
    expect(field("From").value).toBe("2025/03/20");
  });

  it("is dropped from the address when a preset is chosen again", () => {
    renderFilters("/dashboard?period=custom&from=2026-03-02&to=2026-03-04");
    expect(shown()).toContain(showing("2026/03/02", "2026/03/04"));
    expect(field("From").value).toBe("2026/03/02");
    choosePeriod("This month");
    expect(screen.queryByLabelText("From")).toBeNull();
    expect(address().toString()).toBe("period=this_month");
  });

  it("falls back to the latest days for a link with an impossible day", () => {
    renderFilters("/dashboard?period=custom&from=2026-02-30&to=2026-03-04");
    expect(shown()).toContain(showing("2026/02/21", "2026/03/20"));
  });
});

describe("the member filter", () => {
  const members = [
    { id: 2, name: "Mina" },
    { id: 3, name: "Joon" },
  ];

  it("is there only for a manager with members", () => {
    renderFilters();
    expect(screen.queryByRole("combobox", { name: "Member" })).toBeNull();
  });

  it("chooses one member or all of them, in the address, next to the period", () => {
    renderFilters("/dashboard?period=this_month", members);
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Member" });
    expect(select.value).toBe("");
    expect([...select.options].map((o) => o.text)).toEqual(["All members", "Mina", "Joon"]);
    fireEvent.change(select, { target: { value: "3" } });
    expect(select.value).toBe("3");
    expect(address().get("member")).toBe("3");
    expect(address().get("period")).toBe("this_month");
    fireEvent.change(select, { target: { value: "" } });
    expect(address().has("member")).toBe(false);
  });

  it("shows all members for a member out of reach", () => {
    renderFilters("/dashboard?member=99", members);
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Member" }).value).toBe("");
  });

  it("keeps a linked member beyond the first page of a larger team", () => {
    renderFilters("/dashboard?member=99", members, 120);
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Member" });
    expect(select.value).toBe("99");
  });
});
