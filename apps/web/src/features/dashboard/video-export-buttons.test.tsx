import { musicVideoExportCall, musicVideoExportStatusCall, type TVideoExport } from "@studio/contract";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, heldAnswer } from "../../test/fake-api";
import { renderWithProviders } from "../../test/render";
import { exportPercent, VideoExportButtons } from "./video-export-buttons";
import type { RevenueScope, VideoReportFilters } from "./video-list-params";

const scope: RevenueScope = { range: { start: "2026-03-01", end: "2026-03-20" }, member: null };
const filters: VideoReportFilters = {
  page: 0,
  sort: "profit_desc",
  search: "",
  channel: null,
  clearance: null,
};

const file = (overrides: Partial<TVideoExport> = {}): TVideoExport => ({
  id: 41,
  status: "done",
  format: "xlsx",
  rows: 120,
  download: "/api/files/41?sig=abc",
  created_at: "2026-03-21T00:00:00.000Z",
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the video report's file buttons", () => {
  it("in one click start the file with the rows the list shows, show its progress, and save it when ready", async () => {
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const started = heldAnswer();
    let polls = 0;
    const api = fakeApi({
      [musicVideoExportCall.path]: started.route,
      [musicVideoExportStatusCall.path]: () => {
        polls += 1;
        return { data: polls === 1 ? file({ status: "processing", rows: 60, download: null }) : file() };
      },
    });
    renderWithProviders(<VideoExportButtons scope={scope} filters={filters} expectedRows={120} />);
    fireEvent.click(screen.getByRole("button", { name: "Download Excel" }));
    expect(await screen.findByRole("button", { name: "Download Excel" })).toHaveProperty("disabled", true);
    started.release({ data: file({ status: "pending", rows: 0, download: null }) });
    expect(await screen.findByText("Preparing the file: 60 of 120 rows…")).toBeTruthy();
    expect(
      screen.getByRole("progressbar", { name: "Preparing the file…" }).getAttribute("aria-valuenow"),
    ).toBe("50");
    expect(await screen.findByText("The file is ready (120 rows).")).toBeTruthy();
    expect(api.sentTo(musicVideoExportCall.path)).toEqual([
      expect.objectContaining({ start: "2026-03-01", end: "2026-03-20", format: "xlsx" }),
    ]);
    // Saved at once, and only once; the link stays to save it again.
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks.mock.contexts[0]).toMatchObject({ href: expect.stringContaining("/api/files/41?sig=abc") });
    expect(screen.getByRole("link", { name: /Save the Excel file/ }).getAttribute("href")).toBe(
      "/api/files/41?sig=abc",
    );
  });

  it("never offers a file made for other filters: a new key starts over", async () => {
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    fakeApi({
      [musicVideoExportCall.path]: () => ({ data: file({ rows: 0 }) }),
      [musicVideoExportStatusCall.path]: () => ({ data: file({ rows: 0 }) }),
    });
    const { rerender } = renderWithProviders(
      <VideoExportButtons key="search=none" scope={scope} filters={filters} expectedRows={0} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(await screen.findByText("The file is ready (0 rows).")).toBeTruthy();
    rerender(
      <VideoExportButtons
        key="search=dance"
        scope={scope}
        filters={{ ...filters, search: "dance" }}
        expectedRows={19}
      />,
    );
    expect(screen.queryByText("The file is ready (0 rows).")).toBeNull();
  });

  it("counts the progress in whole percents, below 100 until the file is done", () => {
    expect(exportPercent(undefined, 100)).toBe(0);
    expect(exportPercent({ rows: 50 }, 0)).toBe(0);
    expect(exportPercent({ rows: 33 }, 200)).toBe(16);
    expect(exportPercent({ rows: 250 }, 200)).toBe(99);
  });

  it("show the server's message when the file cannot be started", async () => {
    fakeApi({
      [musicVideoExportCall.path]: () => ({
        code: 3,
        message: "Too many requests. Try again later.",
        status: 429,
      }),
    });
    renderWithProviders(<VideoExportButtons scope={scope} filters={filters} />);
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(await screen.findByText("Too many requests. Try again later.")).toBeTruthy();
    expect(screen.queryByText("Preparing the file…")).toBeNull();
  });
});
