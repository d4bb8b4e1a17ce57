import { describe, expect, it } from "vitest";
import { channelAvatarUrl, videoThumbnailUrl } from "./generated-images";

describe("generated pictures", () => {
  it("give each video a thumbnail of its own, short enough for a stats report's column", () => {
    const one = videoThumbnailUrl("demo12v001");
    expect(one).toMatch(/^data:image\/svg\+xml,/);
    expect(one.length).toBeLessThanOrEqual(500);
    expect(videoThumbnailUrl("demo12v002")).not.toBe(one);
    expect(videoThumbnailUrl("demo12v001")).toBe(one);
    expect(decodeURIComponent(one)).toContain("viewBox='0 0 90 160'");
  });

  it("draw a channel's initials, with markup characters left out", () => {
    const avatar = decodeURIComponent(channelAvatarUrl("<b>ella", "ella"));
    expect(avatar).toContain(">BE</text>");
  });
});
