import type { TInvitationDashboard } from "@studio/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { renderWithProviders } from "../../test/render";
import { InvitationPage } from "./invitation-page";
import { invitationPeriod } from "./invitation-period";

const DASHBOARD: TInvitationDashboard = {
  code: "MINA2026",
  invited: 2,
  active: 1,
  points: "1500000",
  expected_points: "250000",
  share_bp: 500,
  next_expiry: { at: "2027-05-20T00:00:00.000Z", amount: "1000000" },
};

// The pages' strings come in their own part (docs/decisions/121), loaded by their routes.
beforeAll(() => ensureStrings("extra"));
beforeEach(() => useSettings.getState().setLanguage("en"));
afterEach(() => vi.unstubAllGlobals());

describe("/invitation (docs/decisions/121)", () => {
  it("shows the invite link with its QR code, the figures and the friends", async () => {
    fakeApi({
      "member/invitation/dashboard": () => ({ data: DASHBOARD }),
      "member/invitation/dashboard/list": () => ({
        data: {
          items: [
            {
              nickname: "Jun",
              joined_at: "2026-10-02T00:00:00.000Z",
              window_ends: "2026-12-31",
              active: true,
              points: "1500000",
            },
            {
              nickname: "Hana",
              joined_at: "2026-09-12T00:00:00.000Z",
              window_ends: "2026-11-30",
              active: false,
              points: "0",
            },
          ],
          total: 2,
        },
      }),
    });
    renderWithProviders(<InvitationPage />, { route: "/invitation" });
    expect(await screen.findByText("MINA2026")).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/r/MINA2026`)).toBeTruthy();
    const qr = await screen.findByRole("img", { name: "QR code of your invite link" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(
      screen.getByText(/you earn 5% of each friend's confirmed revenue for their first 3 months/),
    ).toBeTruthy();
    expect(screen.getAllByText("$1.50")).toHaveLength(2);
    expect(screen.getByText("$0.25")).toBeTruthy();
    expect(screen.getByText(/\$1\.00 of your points expire on/)).toBeTruthy();
    const rows = await screen.findAllByRole("row");
    expect(within(rows[1] as HTMLElement).getByText("Jun")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("Active")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("No revenue yet")).toBeTruthy();
  });

  it("asks again for another period", async () => {
    const api = fakeApi({
      "member/invitation/dashboard": () => ({ data: { ...DASHBOARD, next_expiry: null } }),
      "member/invitation/dashboard/list": () => ({ data: { items: [], total: 0 } }),
    });
    renderWithProviders(<InvitationPage />, { route: "/invitation" });
    expect(await screen.findByText("No friend has joined with your link in this period yet.")).toBeTruthy();
    fireEvent.click(screen.getByText("All time"));
    const all = invitationPeriod("all");
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path === "member/invitation/dashboard" && c.input.start === all.start),
      ).toBe(true),
    );
  });
});
