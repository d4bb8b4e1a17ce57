import { describe, expect, it } from "vitest";
import { formatClock } from "./format-clock";

describe("formatClock", () => {
  it("writes m:ss", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(5.9)).toBe("0:05");
    expect(formatClock(75)).toBe("1:15");
    expect(formatClock(600)).toBe("10:00");
  });
  it("adds hours from one hour", () => {
    expect(formatClock(3725)).toBe("1:02:05");
  });
  it("treats unknown times as 0:00", () => {
    expect(formatClock(Number.NaN)).toBe("0:00");
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(formatClock(-3)).toBe("0:00");
  });
});
