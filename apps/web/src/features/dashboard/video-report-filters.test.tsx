import { API_BASE, HEADERS, musicChannelDashboardCall } from "@studio/contract";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSettings } from "../../stores/settings";
import { aChannelRow, someFigures } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import {
  type RevenueScope,
  readVideoReportFilters,
  type VideoReportFilters,
  withVideoReportFilters,
} from "./video-list-params";
import { VideoReportFilterFields } from "./video-report-filters";

const scope: RevenueScope = { range: { start: "2026-03-01", end: "2026-03-20" }, member: null };

/** The channel report calls the fields made: the address asked and the currency it was asked in. */
let channelCalls: { url: string; currency: string | undefined }[] = [];

beforeEach(() => {
  channelCalls = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    if (url.startsWith(`${API_BASE}/${musicChannelDashboardCall.path}`)) {
      channelCalls.push({ url, currency: headers[HEADERS.currency] });
    }
    const items = [aChannelRow({ id: 7, title: "Cooking" }), aChannelRow({ id: 8, title: "Travel" })];
    const data = { items, totals: someFigures() };
    return new Response(JSON.stringify({ success: true, message: "", data }), {
      headers: { "content-type": "application/json" },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.setState({ currency: "USD" });
});

/** The fields as the video report has them: the filters live in the address. */
function VideoFiltersPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readVideoReportFilters(params), [params]);
  const { search } = useLocation();
  const change = (changes: Partial<VideoReportFilters>) =>
    setParams((prev) => withVideoReportFilters(prev, changes), { replace: true });
  return (
    <>
      <VideoReportFilterFields scope={scope} filters={filters} onChange={change} />
      <output aria-label="Address">{search}</output>
    </>
  );
}

const address = () => new URLSearchParams(screen.getByRole("status", { name: "Address" }).textContent ?? "");
const channelSelect = () => screen.getByRole<HTMLSelectElement>("combobox", { name: "Channel" });
const optionsOf = (select: HTMLSelectElement) => [...select.options].map((o) => o.text);

describe("the channel filter", () => {
  it("offers the channels of the period and keeps the one chosen in the address", async () => {
    renderWithProviders(<VideoFiltersPage />, { route: "/dashboard/report-video?page=3" });
    await waitFor(() => expect(optionsOf(channelSelect())).toEqual(["All channels", "Cooking", "Travel"]));
    fireEvent.change(channelSelect(), { target: { value: "8" } });
    expect(channelSelect().value).toBe("8");
    expect(address().get("channel")).toBe("8");
    // Another channel starts from the first page.
    expect(address().has("page")).toBe(false);
    fireEvent.change(channelSelect(), { target: { value: "" } });
    expect(address().has("channel")).toBe(false);
  });

  it("keeps a linked channel that the period's list does not hold", async () => {
    renderWithProviders(<VideoFiltersPage />, { route: "/dashboard/report-video?channel=42" });
    await waitFor(() => expect(optionsOf(channelSelect())).toContain("Cooking"));
    expect(channelSelect().value).toBe("42");
    expect(optionsOf(channelSelect())).toContain("#42");
  });

  it("asks for the channels of the scope's days in the display currency, and again in another", async () => {
    renderWithProviders(<VideoFiltersPage />);
    await waitFor(() => expect(channelCalls).toHaveLength(1));
    const asked = new URL(channelCalls[0]?.url ?? "", "http://localhost").searchParams;
    expect(asked.get("start")).toBe("2026-03-01");
    expect(asked.get("end")).toBe("2026-03-20");
    expect(channelCalls[0]?.currency).toBe("USD");
    act(() => useSettings.setState({ currency: "CNY" }));
    await waitFor(() => expect(channelCalls.map((call) => call.currency)).toEqual(["USD", "CNY"]));
  });
});

describe("the search and the sort", () => {
  it("shows the search typed at once and asks once, after a pause in typing", async () => {
    renderWithProviders(<VideoFiltersPage />, { route: "/dashboard/report-video?page=2" });
    const box = screen.getByRole<HTMLInputElement>("searchbox", { name: "Search videos" });
    fireEvent.change(box, { target: { value: "ra" } });
    fireEvent.change(box, { target: { value: "rain" } });
    expect(box.value).toBe("rain");
    expect(address().has("q")).toBe(false);
    await waitFor(() => expect(address().get("q")).toBe("rain"));
    expect(address().has("page")).toBe(false);
  });

  it("keeps a space typed at the end while the search is asked without it", async () => {
    renderWithProviders(<VideoFiltersPage />);
    const box = screen.getByRole<HTMLInputElement>("searchbox", { name: "Search videos" });
    // A pause after a word's space: the search goes out trimmed, the next word is still to come.
    fireEvent.change(box, { target: { value: "rain " } });
    await waitFor(() => expect(address().get("q")).toBe("rain"));
    expect(box.value).toBe("rain ");
    fireEvent.change(box, { target: { value: "rain drop" } });
    await waitFor(() => expect(address().get("q")).toBe("rain drop"));
    expect(box.value).toBe("rain drop");
  });

  it("follows a search changed in the address", async () => {
    renderWithProviders(<VideoFiltersPage />, { route: "/dashboard/report-video?q=sea" });
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Search videos" }).value).toBe("sea");
  });

  it("sorts newest first by default and keeps another order in the address", () => {
    renderWithProviders(<VideoFiltersPage />);
    const sort = screen.getByRole<HTMLSelectElement>("combobox", { name: "Sort by" });
    expect(sort.selectedOptions[0]?.text).toBe("Newest first");
    fireEvent.change(sort, { target: { value: "views_desc" } });
    expect(sort.selectedOptions[0]?.text).toBe("Most views");
    expect(address().get("sort")).toBe("views_desc");
    fireEvent.change(sort, { target: { value: "date_desc" } });
    expect(address().has("sort")).toBe(false);
  });
});

describe("the claim-safety filter", () => {
  it("keeps the chosen state in the address, back to the first page, and all videos without it", async () => {
    renderWithProviders(<VideoFiltersPage />, { route: "/dashboard/report-video?page=2" });
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Claim safety" });
    expect(optionsOf(select)).toEqual(["All videos", "Cleared", "At risk", "Not covered"]);
    fireEvent.change(select, { target: { value: "at_risk" } });
    expect(address().get("clearance")).toBe("at_risk");
    expect(address().has("page")).toBe(false);
    fireEvent.change(select, { target: { value: "" } });
    expect(address().has("clearance")).toBe(false);
  });

  it("reads a linked state and ignores one it does not know", () => {
    expect(readVideoReportFilters(new URLSearchParams("clearance=at_risk")).clearance).toBe("at_risk");
    expect(readVideoReportFilters(new URLSearchParams("clearance=maybe")).clearance).toBeNull();
  });
});
