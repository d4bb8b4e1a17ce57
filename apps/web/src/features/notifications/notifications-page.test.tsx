import type { TNotification } from "@studio/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage, ensureStrings } from "../../lib/i18n";
import { meQueryOptions } from "../../lib/session";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { aMember } from "../../test/fixtures";
import { renderWithProviders, testQueryClient } from "../../test/render";
import { NotificationsPage } from "./notifications-page";

const at = "2026-11-20T09:00:00.000Z";
const approved: TNotification = {
  id: 3,
  type: "channel.status",
  params: { channel_id: 7, channel_name: "Mina Plays", to: "approved" },
  read: false,
  created_at: at,
};
const codeMissing: TNotification = {
  id: 2,
  type: "channel.watch",
  params: { channel_id: 7, channel_name: "Mina Plays", to: "code_missing" },
  read: false,
  created_at: at,
};
const paid: TNotification = {
  id: 1,
  type: "withdrawal",
  params: { status: "success" },
  read: true,
  created_at: at,
};

function signedInClient() {
  useSettings.setState({ token: "t" });
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryOptions("t").queryKey, aMember());
  return queryClient;
}

// The pages' strings come in their own part (docs/decisions/121), loaded by their routes.
beforeAll(() => ensureStrings("extra"));
beforeEach(() => useSettings.getState().setLanguage("en"));
afterEach(async () => {
  vi.unstubAllGlobals();
  useSettings.setState({ token: null });
  await changeLanguage("en");
});

describe("/notifications (docs/decisions/120)", () => {
  it("lists the account's notifications in its language, unread marked, and marks one read when opened", async () => {
    let unread = 2;
    const api = fakeApi({
      "notification/list": () => ({ data: { items: [approved, codeMissing, paid], more: false, unread } }),
      "notification/unread": () => ({ data: { unread } }),
      "notification/read": () => {
        unread = 1;
        return { data: { unread } };
      },
    });
    renderWithProviders(<NotificationsPage />, { route: "/notifications", queryClient: signedInClient() });
    const list = await screen.findByRole("list", { name: "Notifications" });
    const items = within(list).getAllByRole("link");
    expect(items).toHaveLength(3);
    const approvedItem = within(list).getByRole("link", {
      name: /^Unread: Your channel "Mina Plays" is now: Approved\./,
    });
    within(list).getByRole("link", {
      name: /^Unread: The verification code is missing from the description of "Mina Plays"\./,
    });
    // Read: no "Unread" said.
    within(list).getByRole("link", {
      name: /^Your withdrawal request changed\. Open it to see its status\./,
    });
    expect(approvedItem.getAttribute("href")).toBe("/manage-channel");
    expect(await screen.findByText("2 unread")).toBeTruthy();
    fireEvent.click(approvedItem);
    await waitFor(() => expect(api.calls.some((c) => c.path === "notification/read")).toBe(true));
    expect(api.calls.find((c) => c.path === "notification/read")?.input).toEqual({ id: 3 });
    expect(await screen.findByText("1 unread")).toBeTruthy();
  });

  it("pages older notifications after the last one seen", async () => {
    const api = fakeApi({
      "notification/list": (input) =>
        input.before
          ? { data: { items: [paid], more: false, unread: 0 } }
          : { data: { items: [approved], more: true, unread: 0 } },
      "notification/unread": () => ({ data: { unread: 0 } }),
    });
    renderWithProviders(<NotificationsPage />, { route: "/notifications", queryClient: signedInClient() });
    fireEvent.click(await screen.findByRole("button", { name: "Show older" }));
    expect(
      await screen.findByText("Your withdrawal request changed. Open it to see its status."),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.path === "notification/list").map((c) => c.input.before)).toEqual([
      undefined,
      "3",
    ]);
    expect(screen.queryByRole("button", { name: "Show older" })).toBeNull();
  });

  it("says so when there is nothing, and saves the e-mail choices", async () => {
    const api = fakeApi({
      "notification/list": () => ({ data: { items: [], more: false, unread: 0 } }),
      "notification/unread": () => ({ data: { unread: 0 } }),
      "member/settings/push": (input) => ({ data: { notice: true, marketing: Boolean(input.marketing) } }),
    });
    renderWithProviders(<NotificationsPage />, { route: "/notifications", queryClient: signedInClient() });
    expect(await screen.findByText("No notifications yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mark all as read" }).hasAttribute("disabled")).toBe(true);
    const marketing = screen.getByRole("switch", { name: /Events and campaigns/ });
    expect((marketing as HTMLInputElement).checked).toBe(false);
    fireEvent.click(marketing);
    await waitFor(() => expect((marketing as HTMLInputElement).checked).toBe(true));
    expect(api.calls.find((c) => c.path === "member/settings/push")?.input).toEqual({ marketing: true });
  });

  it("speaks Korean to a Korean reader", async () => {
    fakeApi({
      "notification/list": () => ({ data: { items: [approved], more: false, unread: 1 } }),
      "notification/unread": () => ({ data: { unread: 1 } }),
    });
    useSettings.getState().setLanguage("ko");
    await changeLanguage("ko");
    renderWithProviders(<NotificationsPage />, { route: "/notifications", queryClient: signedInClient() });
    expect(await screen.findByText('채널 "Mina Plays"의 상태가 바뀌었습니다: 승인.')).toBeTruthy();
  });
});

describe("a video turned at risk of a claim (docs/decisions/127)", () => {
  it("names the video and the reason and leads to the video report's at-risk videos", async () => {
    const oneAtRisk: TNotification = {
      id: 9,
      type: "video.at_risk",
      params: { count: 1, video_id: 4, title: "Dance #3", reason: "track_withdrawn" },
      read: false,
      created_at: at,
    };
    const manyAtRisk: TNotification = {
      ...oneAtRisk,
      id: 8,
      params: { count: 3, video_id: 5, title: "Cook #1", reason: "channel_not_approved" },
    };
    fakeApi({
      "notification/list": () => ({ data: { items: [oneAtRisk, manyAtRisk], more: false, unread: 2 } }),
      "notification/unread": () => ({ data: { unread: 2 } }),
    });
    renderWithProviders(<NotificationsPage />, { route: "/notifications", queryClient: signedInClient() });
    const list = await screen.findByRole("list", { name: "Notifications" });
    const one = within(list).getByRole("link", {
      name: /^Unread: Your video "Dance #3" is at risk of a copyright claim: Track withdrawn\./,
    });
    within(list).getByRole("link", {
      name: /^Unread: 3 of your videos, "Cook #1" among them, are at risk of a copyright claim: Channel not approved\./,
    });
    expect(one.getAttribute("href")).toBe("/dashboard/report-video?clearance=at_risk");
  });
});
