import { notifications, notificationsStore } from "@mantine/notifications";
import type { TAtRiskVideo } from "@studio/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { aMember } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { AdminClaimsPage } from "./claims-page";

// The back-office's strings come in the extra part.
beforeAll(() => ensureStrings("extra"));

beforeEach(() => {
  useSettings.getState().setLanguage("en");
  useSettings.getState().setToken("staff-session");
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  useSettings.getState().setToken(null);
});

// Operators record claims too: the screen is not for administrators only.
const operator = () => ({ data: aMember({ is_staff: true, staff_role: "operator" }) });
const shownMessages = () => notificationsStore.getState().notifications.map((n) => String(n.message));

const VIDEO: TAtRiskVideo = {
  id: 7,
  video_id: "dQw4w9WgXcQ",
  title: "Night Drive Vlog",
  published_on: "2026-10-02",
  channel: { id: 3, title: "Minji Shorts", handle: "minji" },
  owner: { id: 12, email: "minji@example.test", nickname: "minji" },
  clearance: {
    state: "at_risk",
    reasons: [
      { code: "track_withdrawn", on: "2026-11-01", until: null, track: "Neon Drive", count: null },
      { code: "several_tracks", on: null, until: null, track: null, count: 3 },
    ],
    since: "2026-11-01T03:00:00.000Z",
  },
  claim: null,
};
const CLAIMED: TAtRiskVideo = {
  ...VIDEO,
  id: 8,
  video_id: "abcDEF12345",
  title: "Morning Run",
  clearance: {
    state: "at_risk",
    reasons: [{ code: "claim_received", on: "2026-11-20", until: null, track: null, count: null }],
    since: "2026-11-20T03:00:00.000Z",
  },
  claim: { mark: "received", note: "Claimed by Label X", at: "2026-11-20T03:00:00.000Z" },
};
const BY_REASON = [
  { code: "claim_received", videos: 1 },
  { code: "track_withdrawn", videos: 1 },
  { code: "several_tracks", videos: 1 },
];
const listOf = (items: TAtRiskVideo[]) => () => ({
  data: { items, total: items.length, by_reason: items.length ? BY_REASON : [] },
});

describe("AdminClaimsPage", () => {
  it("lists the at-risk videos with their reasons, owner and claim", async () => {
    const api = fakeApi({ "member/me": operator, "admin/clearance/list": listOf([VIDEO, CLAIMED]) });
    renderWithProviders(<AdminClaimsPage />);
    const table = await screen.findByRole("table", { name: "Claims" });
    expect(screen.getByRole("heading", { level: 1, name: "Claims" })).toBeTruthy();
    expect(screen.getByText("2 videos")).toBeTruthy();
    const row = within(table).getByText("Night Drive Vlog").closest("tr");
    if (!row) throw new Error("no row");
    const cells = within(row);
    expect(cells.getByText("dQw4w9WgXcQ")).toBeTruthy();
    expect(cells.getByText("Minji Shorts")).toBeTruthy();
    expect(cells.getByText("minji@example.test")).toBeTruthy();
    expect(cells.getByText("Track withdrawn")).toBeTruthy();
    expect(cells.getByText("Since 2026/11/01")).toBeTruthy();
    expect(cells.getByText("More than one track")).toBeTruthy();
    expect(cells.getByText("None recorded")).toBeTruthy();
    expect(api.sentTo("admin/clearance/list")[0]).toEqual({ page: "0", size: "25" });
  });

  it("filters by reason, with each reason's count, from the list's first page", async () => {
    const api = fakeApi({ "member/me": operator, "admin/clearance/list": listOf([VIDEO]) });
    renderWithProviders(<AdminClaimsPage />, { route: "/admin/claims?page=2" });
    expect(await screen.findByText("Night Drive Vlog")).toBeTruthy();
    expect(api.sentTo("admin/clearance/list")[0]).toMatchObject({ page: "2" });
    fireEvent.click(screen.getByRole("combobox", { name: "Reason" }));
    expect(await screen.findByRole("option", { name: "All reasons", hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole("option", { name: "Track withdrawn (1)", hidden: true }));
    // A new reason goes back to the list's first page.
    await waitFor(() =>
      expect(api.sentTo("admin/clearance/list").at(-1)).toEqual({
        reason: "track_withdrawn",
        page: "0",
        size: "25",
      }),
    );
  });

  it("reads the reason from the address", async () => {
    const api = fakeApi({ "member/me": operator, "admin/clearance/list": listOf([CLAIMED]) });
    renderWithProviders(<AdminClaimsPage />, { route: "/admin/claims?reason=claim_received" });
    expect(await screen.findByText("Morning Run")).toBeTruthy();
    expect(api.sentTo("admin/clearance/list")[0]).toMatchObject({ reason: "claim_received" });
    expect((screen.getByRole("combobox", { name: "Reason" }) as HTMLInputElement).value).toBe(
      "Claim received (1)",
    );
  });

  it("records a claim received with its note, says so and refreshes the list", async () => {
    const api = fakeApi({
      "member/me": operator,
      "admin/clearance/list": listOf([VIDEO]),
      "admin/clearance/claim": ({ note }) => ({
        data: { ...VIDEO, claim: { mark: "received", note, at: "2026-11-27T00:00:00.000Z" } },
      }),
    });
    renderWithProviders(<AdminClaimsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Claim received Night Drive Vlog" }));
    const dialog = await screen.findByRole("dialog", { name: 'Record a claim on "Night Drive Vlog"' });
    const note = within(dialog).getByLabelText("Note");
    expect(note.getAttribute("maxlength")).toBe("500");
    fireEvent.change(note, { target: { value: "Label X, ref 1234 " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record" }));
    await waitFor(() =>
      expect(api.sentTo("admin/clearance/claim")).toEqual([
        { video: 7, mark: "received", note: "Label X, ref 1234" },
      ]),
    );
    await waitFor(() => expect(shownMessages()).toContain("Recorded. The video is now: At risk."));
    await waitFor(() => expect(api.sentTo("admin/clearance/list").length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers the release of a received claim", async () => {
    const api = fakeApi({
      "member/me": operator,
      "admin/clearance/list": listOf([CLAIMED]),
      "admin/clearance/claim": () => ({
        data: {
          ...CLAIMED,
          clearance: { ...CLAIMED.clearance, state: "cleared", reasons: [] },
          claim: { mark: "released", note: "", at: "2026-11-27T00:00:00.000Z" },
        },
      }),
    });
    renderWithProviders(<AdminClaimsPage />);
    expect(await screen.findByText("Received 2026/11/20")).toBeTruthy();
    expect(screen.getByText("Claimed by Label X")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Claim received/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Claim released Morning Run" }));
    const dialog = await screen.findByRole("dialog", {
      name: 'Record the release of the claim on "Morning Run"',
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record" }));
    await waitFor(() =>
      expect(api.sentTo("admin/clearance/claim")).toEqual([{ video: 8, mark: "released", note: "" }]),
    );
    await waitFor(() => expect(shownMessages()).toContain("Recorded. The video is now: Cleared."));
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    fakeApi({
      "member/me": operator,
      "admin/clearance/list": listOf([VIDEO]),
      "admin/clearance/claim": () => ({ code: 3, message: "Too many requests. Please try again later." }),
    });
    renderWithProviders(<AdminClaimsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Claim received Night Drive Vlog" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Record" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Too many requests. Please try again later.",
    );
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(shownMessages()).toEqual([]);
  });

  it("says when no video is at risk", async () => {
    fakeApi({ "member/me": operator, "admin/clearance/list": listOf([]) });
    renderWithProviders(<AdminClaimsPage />);
    expect(await screen.findByText("No video is at risk.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
