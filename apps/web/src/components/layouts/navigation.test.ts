import { describe, expect, it } from "vitest";
import { BOTTOM_BAR, DESKTOP_NAV, navItemsFor } from "./navigation";

describe("navItemsFor", () => {
  it("shows the staff screens to staff only", () => {
    expect(navItemsFor(DESKTOP_NAV, false).map((i) => i.to)).not.toContain("/admin/channels");
    expect(navItemsFor(DESKTOP_NAV, true).map((i) => i.to)).toContain("/admin/channels");
  });
  it("keeps the bottom bar at its four entries", () => {
    expect(BOTTOM_BAR.map((i) => i.to)).toEqual(["/dashboard", "/musics", "/manage-channel", "/my"]);
  });
});
