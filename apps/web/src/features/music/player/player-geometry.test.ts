import { describe, expect, it } from "vitest";
import { isInsideBox, seekPositionFromPointer, shouldSwipeClose } from "./player-geometry";

describe("seekPositionFromPointer", () => {
  const bar = { left: 100, width: 400 };
  it("maps the pointer's x onto the track's duration", () => {
    expect(seekPositionFromPointer(100, bar, 120)).toBe(0);
    expect(seekPositionFromPointer(300, bar, 120)).toBe(60);
    expect(seekPositionFromPointer(500, bar, 120)).toBe(120);
  });
  it("clamps outside the bar", () => {
    expect(seekPositionFromPointer(20, bar, 120)).toBe(0);
    expect(seekPositionFromPointer(900, bar, 120)).toBe(120);
  });
  it("is 0 while the duration or the bar's width is unknown", () => {
    expect(seekPositionFromPointer(300, bar, Number.NaN)).toBe(0);
    expect(seekPositionFromPointer(300, bar, 0)).toBe(0);
    expect(seekPositionFromPointer(300, { left: 0, width: 0 }, 60)).toBe(0);
  });
});

describe("isInsideBox", () => {
  const box = { left: 10, top: 20, width: 100, height: 50 };
  it("includes the edges and excludes the outside", () => {
    expect(isInsideBox(10, 20, box)).toBe(true);
    expect(isInsideBox(110, 70, box)).toBe(true);
    expect(isInsideBox(60, 45, box)).toBe(true);
    expect(isInsideBox(9, 45, box)).toBe(false);
    expect(isInsideBox(60, 71, box)).toBe(false);
  });
});

describe("shouldSwipeClose", () => {
  const height = 200;
  it("closes past 10% of the height, however slow", () => {
    expect(shouldSwipeClose({ dy: 20, dx: 0, height, elapsedMs: 2000 })).toBe(true);
    expect(shouldSwipeClose({ dy: 19, dx: 0, height, elapsedMs: 2000 })).toBe(false);
  });
  it("closes on a fast swipe (within 300 ms) shorter than 10%", () => {
    expect(shouldSwipeClose({ dy: 12, dx: 0, height, elapsedMs: 300 })).toBe(true);
    expect(shouldSwipeClose({ dy: 12, dx: 0, height, elapsedMs: 301 })).toBe(false);
  });
  it("ignores taps, upward and mostly sideways moves", () => {
    expect(shouldSwipeClose({ dy: 5, dx: 0, height: 20, elapsedMs: 100 })).toBe(false);
    expect(shouldSwipeClose({ dy: -80, dx: 0, height, elapsedMs: 100 })).toBe(false);
    expect(shouldSwipeClose({ dy: 40, dx: 90, height, elapsedMs: 100 })).toBe(false);
  });
});
