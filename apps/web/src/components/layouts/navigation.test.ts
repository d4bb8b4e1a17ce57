import { describe, expect, it } from "vitest";
import { BOTTOM_BAR, DESKTOP_NAV, navItemsFor, TEAM_NAV } from "./navigation";

const viewer = { isStaff: false, managesTeam: false };

describe("navItemsFor", () => {
  it("shows the staff screens to staff only", () => {
    expect(navItemsFor(DESKTOP_NAV, viewer).map((i) => i.to)).not.toContain("/admin/channels");
    expect(navItemsFor(DESKTOP_NAV, { ...viewer, isStaff: true }).map((i) => i.to)).toContain(
      "/admin/channels",
    );
  });
  it("shows the team screens to accounts that may manage a team only", () => {
    expect(navItemsFor(DESKTOP_NAV, viewer).map((i) => i.to)).not.toContain("/manage-member");
    expect(navItemsFor(TEAM_NAV, viewer)).toEqual([]);
    const manager = { ...viewer, managesTeam: true };
    expect(navItemsFor(DESKTOP_NAV, manager).map((i) => i.to)).toEqual([
      "/dashboard",
      "/musics",
      "/manage-channel",
      "/withdrawal",
      "/manage-member",
    ]);
    expect(navItemsFor(TEAM_NAV, manager).map((i) => i.to)).toEqual(["/manage-member", "/manage-subchannel"]);
  });
  it("keeps the bottom bar at its four entries", () => {
    expect(BOTTOM_BAR.map((i) => i.to)).toEqual(["/dashboard", "/musics", "/manage-channel", "/my"]);
  });
});
