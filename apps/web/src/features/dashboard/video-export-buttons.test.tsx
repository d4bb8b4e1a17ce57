import { musicVideoExportCall, musicVideoExportStatusCall, type TVideoExport } from "@studio/contract";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, heldAnswer } from "../../test/fake-api";
import { renderWithProviders } from "../../test/render";
import { VideoExportButtons } from "./video-export-buttons";
import type { RevenueScope, VideoReportFilters } from "./video-list-params";

const scope: RevenueScope = { range: { start: "2026-03-01", end: "2026-03-20" }, member: null };
const filters: VideoReportFilters = { page: 0, sort: "profit_desc", search: "", channel: null };

const file = (overrides: Partial<TVideoExport> = {}): TVideoExport => ({
  id: 41,
  status: "done",
  format: "xlsx",
  rows: 120,
  download: "/api/files/41?sig=abc",
  created_at: "2026-03-21T00:00:00.000Z",
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe("the video report's file buttons", () => {
  it("start the file with the rows the list shows, wait on it, then offer it", async () => {
    const started = heldAnswer();
    const api = fakeApi({
      [musicVideoExportCall.path]: started.route,
      [musicVideoExportStatusCall.path]: () => ({ data: file() }),
    });
    renderWithProviders(<VideoExportButtons scope={scope} filters={filters} />);
    fireEvent.click(screen.getByRole("button", { name: "Download Excel" }));
    expect(await screen.findByRole("button", { name: "Download Excel" })).toHaveProperty("disabled", true);
    started.release({ data: file({ status: "pending", download: null }) });
    expect(await screen.findByText("The file is ready (120 rows).")).toBeTruthy();
    expect(api.sentTo(musicVideoExportCall.path)).toEqual([
      expect.objectContaining({ start: "2026-03-01", end: "2026-03-20", format: "xlsx" }),
    ]);
    expect(screen.getByRole("link", { name: /Save the Excel file/ }).getAttribute("href")).toBe(
      "/api/files/41?sig=abc",
    );
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
