import type { TBoardDetail, TCampaign, TCampaignApplication } from "@studio/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { aChannel, aMember } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { BoardDetailPage } from "./board-detail-page";
import { BoardsPage } from "./boards-page";

beforeAll(() => ensureStrings("extra"));
beforeEach(() => {
  useSettings.getState().setLanguage("en");
  useSettings.getState().setToken("creator-session");
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.getState().setToken(null);
});

/** The member's application with its own channel, as the server answers it. */
const APPLICATION: TCampaignApplication = {
  id: 5,
  channel_id: 7,
  channel_name: "Dance Crew",
  status: "applied",
  applied_at: "2026-11-26T00:00:00.000Z",
  resources_at: "2026-11-26T00:01:00.000Z",
  entry: null,
};

const CAMPAIGN: TCampaign = {
  state: "open",
  song: { isrc: "KRA402600001", name: "Snowfall", artist: "Wave Band", thumbnail: "/media/covers/s.svg" },
  view_goal: 100_000,
  total_views: 25_000,
  apply_from: "2026-11-20T00:00:00.000Z",
  apply_until: "2026-12-20T00:00:00.000Z",
  benefit_from: "2026-11-20T00:00:00.000Z",
  benefit_until: "2026-12-31T00:00:00.000Z",
  min_seconds: 10,
  applications: [],
};

const EVENT: TBoardDetail = {
  id: 31,
  kind: "event",
  title: "Winter dance campaign",
  pinned: false,
  published_at: "2026-11-20T00:00:00.000Z",
  campaign_state: "open",
  language: "en",
  html: "<p>Dance to <strong>Snowfall</strong>!</p>",
  campaign: CAMPAIGN,
};

function renderEvent() {
  return renderWithProviders(
    <Routes>
      <Route path="/events/:id" element={<BoardDetailPage kind="event" />} />
    </Routes>,
    { route: "/events/31" },
  );
}

describe("/notices", () => {
  it("lists pinned notices first, each leading to its page", async () => {
    fakeApi({
      "board/list": () => ({
        data: {
          items: [
            {
              id: 2,
              kind: "notice",
              title: "Payout day moves",
              pinned: true,
              published_at: "2026-11-01T00:00:00.000Z",
              campaign_state: null,
            },
            {
              id: 1,
              kind: "notice",
              title: "Welcome",
              pinned: false,
              published_at: "2026-10-01T00:00:00.000Z",
              campaign_state: null,
            },
          ],
          total: 2,
        },
      }),
    });
    renderWithProviders(<BoardsPage kind="notice" />, { route: "/notices" });
    const first = await screen.findByRole("link", { name: /Payout day moves/ });
    expect(first.getAttribute("href")).toBe("/notices/2");
    expect(screen.getByLabelText("Pinned")).toBeTruthy();
    expect(screen.getByText("2026/11/01")).toBeTruthy();
  });

  it("says when there are none", async () => {
    fakeApi({ "board/list": () => ({ data: { items: [], total: 0 } }) });
    renderWithProviders(<BoardsPage kind="notice" />, { route: "/notices" });
    expect(await screen.findByText("No notices yet")).toBeTruthy();
  });
});

describe("/events/{id} with a campaign", () => {
  it("shows the body, the song and the goal, and applies with the member's own approved channel", async () => {
    let detail = EVENT;
    const api = fakeApi({
      "member/me": () => ({ data: aMember() }),
      "board/detail": () => ({ data: detail }),
      "channel/list": () => ({
        data: {
          items: [
            aChannel({ id: 7, name: "Dance Crew", status: "approved" }),
            aChannel({ id: 8, name: "Team channel", status: "approved", owner: { id: 2, name: "Leader" } }),
          ],
          total: 2,
          approved_count: 2,
          figures_period: null,
        },
      }),
      "event/campaign/apply": () => {
        const application = APPLICATION;
        detail = { ...EVENT, campaign: { ...CAMPAIGN, applications: [application] } };
        return { data: application };
      },
    });
    renderEvent();
    expect(await screen.findByRole("heading", { name: "Winter dance campaign" })).toBeTruthy();
    expect(screen.getByText("Snowfall", { selector: "strong" })).toBeTruthy();
    expect(screen.getByText("25,000 of 100,000 views")).toBeTruthy();
    const apply = await screen.findByRole("button", { name: "Apply" });
    await waitFor(() => expect((apply as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(apply);
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === "event/campaign/apply")?.input).toEqual({
        board_id: 31,
        channel_id: 7,
      }),
    );
    expect(await screen.findByRole("textbox", { name: /Your Short's link/ })).toBeTruthy();
  });

  it("shows the server's reason when a video is refused", async () => {
    const application = APPLICATION;
    fakeApi({
      "member/me": () => ({ data: aMember() }),
      "board/detail": () => ({
        data: { ...EVENT, campaign: { ...CAMPAIGN, applications: [application] } },
      }),
      "event/campaign/video": () => ({ code: 60006, message: "Only Shorts can be entered.", status: 400 }),
    });
    renderEvent();
    const input = await screen.findByRole("textbox", { name: /Your Short's link/ });
    fireEvent.change(input, { target: { value: "https://www.youtube.com/watch?v=abcdefghijk" } });
    fireEvent.click(screen.getByRole("button", { name: "Enter video" }));
    expect(await screen.findByText("Only Shorts can be entered.")).toBeTruthy();
  });
});
