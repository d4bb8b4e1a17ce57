import { describe, expect, it } from "vitest";
import { shouldAutoShowChannelGuide } from "./channel-guide-rule";

const show = (hidden: boolean, shownThisSession: boolean, search = "") =>
  shouldAutoShowChannelGuide({ hidden, shownThisSession, search: new URLSearchParams(search) });

describe("shouldAutoShowChannelGuide", () => {
  it("shows on a first visit", () => {
    expect(show(false, false)).toBe(true);
    expect(show(false, false, "?page=2")).toBe(true);
  });
  it("stays away once hidden for good or already shown this session", () => {
    expect(show(true, false)).toBe(false);
    expect(show(false, true)).toBe(false);
  });
  it.each(["?addChannel=true", "?addWithCodeChannel=true", "?authTimer=3", "?review=3", "?delete=3"])(
    "yields to the dialog opened by %s",
    (search) => {
      expect(show(false, false, search)).toBe(false);
    },
  );
});
