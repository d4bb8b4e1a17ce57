import { describe, expect, it } from "vitest";
import { BOTTOM_BAR, DESKTOP_NAV, navItemsFor, STAFF_NAV, TEAM_NAV } from "./navigation";

const viewer = { isStaff: false, managesTeam: false };

describe("navItemsFor", () => {
  it("shows the site settings and the audit to administrators only (docs/decisions/125)", () => {
    const operator = navItemsFor(STAFF_NAV, { ...viewer, isStaff: true, isAdmin: false }).map((i) => i.to);
    expect(operator).toContain("/admin/imports");
    expect(operator).toContain("/admin/catalogue");
    expect(operator).not.toContain("/admin/site");
    expect(operator).not.toContain("/admin/audit");
    const admin = navItemsFor(STAFF_NAV, { ...viewer, isStaff: true, isAdmin: true }).map((i) => i.to);
    expect(admin).toContain("/admin/site");
    expect(admin).toContain("/admin/audit");
  });

  it("shows the job queue to administrators only (docs/decisions/135)", () => {
    expect(
      navItemsFor(STAFF_NAV, { ...viewer, isStaff: true, isAdmin: false }).map((i) => i.to),
    ).not.toContain("/admin/jobs");
    expect(navItemsFor(STAFF_NAV, { ...viewer, isStaff: true, isAdmin: true }).map((i) => i.to)).toContain(
      "/admin/jobs",
    );
  });

  it("shows the claims to operators as well as administrators (docs/decisions/127)", () => {
    const operator = navItemsFor(STAFF_NAV, { ...viewer, isStaff: true, isAdmin: false }).map((i) => i.to);
    expect(operator).toContain("/admin/claims");
    expect(navItemsFor(STAFF_NAV, viewer).map((i) => i.to)).not.toContain("/admin/claims");
  });

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
