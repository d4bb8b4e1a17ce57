import type { TClearance, TVideoRow } from "@studio/contract";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { someFigures } from "../../test/fixtures";
import { renderWithProviders, testQueryClient } from "../../test/render";
import { ClearanceSummaryCard } from "./clearance-summary-card";
import { clearanceSummaryQuery } from "./revenue-queries";
import { VideoClearanceSection } from "./video-clearance";
import { VideoTable } from "./video-table";

afterEach(() => vi.unstubAllGlobals());

const withdrawn: TClearance = {
  state: "at_risk",
  reasons: [
    { code: "track_withdrawn", on: "2026-11-20", until: null, track: "Night Drive", count: null },
    { code: "several_tracks", on: null, until: null, track: null, count: 2 },
  ],
  since: "2026-11-20T03:00:00.000Z",
};

const aVideo = (id: number, clearance: TClearance | null): TVideoRow => ({
  ...someFigures(),
  id,
  video_id: `vid${id}`,
  title: `Video ${id}`,
  thumbnail: "",
  published_on: "2026-11-01",
  duration: 30,
  channel: { id: 1, title: "Cooking", handle: "@cooking", thumbnail: "" },
  music: { isrc: "KRA402600001", name: "Night Drive", artist: "Artist" },
  clearance,
});

describe("claim safety in the video table", () => {
  it("shows each video's state as a named badge and the most pressing reason", () => {
    renderWithProviders(
      <VideoTable
        videos={[
          aVideo(1, withdrawn),
          aVideo(2, { state: "cleared", reasons: [], since: "2026-11-01T00:00:00.000Z" }),
          aVideo(3, null),
        ]}
      />,
    );
    expect(screen.getByRole("columnheader", { name: "Claim safety" })).toBeTruthy();
    const rows = screen.getAllByRole("row").slice(1);
    expect(within(rows[0] as HTMLElement).getByLabelText("Claim safety: At risk")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText("Track withdrawn +1")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByLabelText("Claim safety: Cleared")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByLabelText(/Claim safety/)).toBeNull();
  });
});

describe("claim safety in the video's details", () => {
  it("says since when, why with its day and track, and what to do", () => {
    renderWithProviders(<VideoClearanceSection clearance={withdrawn} />);
    const section = screen.getByRole("region", { name: "Claim safety" });
    expect(
      within(section).getByText(/A copyright claim may take this video's revenue\. Since 2026/),
    ).toBeTruthy();
    expect(
      within(section).getByText(
        '"Night Drive" left the catalogue on 2026/11/20, after this video was published. Claims may come from that day.',
      ),
    ).toBeTruthy();
    expect(
      within(section).getByText("2 tracks were detected in this video; the network allows 1 per video."),
    ).toBeTruthy();
    expect(within(section).getAllByText(/What to do/)).toHaveLength(2);
  });
});

describe("the dashboard's claim-safety card", () => {
  it("counts the videos at risk by reason and leads to them and to the channels", async () => {
    fakeApi({
      "v2/music/clearance/summary": () => ({
        data: {
          cleared: 10,
          at_risk: 3,
          not_covered: 2,
          by_reason: [
            { code: "channel_not_approved", videos: 1 },
            { code: "track_withdrawn", videos: 2 },
          ],
        },
      }),
    });
    renderWithProviders(<ClearanceSummaryCard />);
    expect(await screen.findByText("3 videos at risk of a claim")).toBeTruthy();
    expect(screen.getByText("Track withdrawn: 2")).toBeTruthy();
    expect(screen.getByText("Channel not approved: 1")).toBeTruthy();
    expect(screen.getByText("Cleared: 10 · Not covered: 2")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the videos at risk" }).getAttribute("href")).toBe(
      "/dashboard/report-video?clearance=at_risk",
    );
    expect(screen.getByRole("link", { name: "Open My channels" }).getAttribute("href")).toBe(
      "/manage-channel",
    );
  });

  it("says no video is at risk", async () => {
    fakeApi({
      "v2/music/clearance/summary": () => ({
        data: { cleared: 4, at_risk: 0, not_covered: 0, by_reason: [] },
      }),
    });
    renderWithProviders(<ClearanceSummaryCard />);
    expect(await screen.findByText("No video is at risk of a claim.")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows nothing before any video is assessed", () => {
    // The answer already in the cache: the card renders from it at once, without asking.
    const queryClient = testQueryClient();
    queryClient.setQueryData(clearanceSummaryQuery().queryKey, {
      cleared: 0,
      at_risk: 0,
      not_covered: 0,
      by_reason: [],
    });
    renderWithProviders(<ClearanceSummaryCard />, { queryClient });
    expect(screen.queryByRole("region", { name: "Claim safety" })).toBeNull();
    expect(screen.queryByText("No video is at risk of a claim.")).toBeNull();
  });
});
