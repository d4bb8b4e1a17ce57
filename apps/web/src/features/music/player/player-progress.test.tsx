import { fireEvent } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  audio,
  bar,
  button,
  choose,
  playedUntil,
  preparePlayerTests,
  renderPlayer,
  seek,
  track,
} from "./player-test-kit";

preparePlayerTests();

describe("the progress bar", () => {
  it("seeks with the slider's keys, within the track", async () => {
    renderPlayer();
    await choose(track(1));
    const slider = seek();
    expect(slider.getAttribute("aria-valuemax")).toBe("30");
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    // One step of 5 s: the page-wide arrow shortcut does not move it a second time.
    expect(slider.getAttribute("aria-valuenow")).toBe("5");
    expect(slider.getAttribute("aria-valuetext")).toBe("0:05 of 0:30");
    expect(audio().currentTime).toBe(5);
    expect(bar().textContent).toContain("0:05 / 0:30");
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    fireEvent.keyDown(slider, { key: "ArrowDown" });
    expect(slider.getAttribute("aria-valuenow")).toBe("0");
    fireEvent.keyDown(slider, { key: "End" });
    expect(slider.getAttribute("aria-valuenow")).toBe("30");
    fireEvent.keyDown(slider, { key: "ArrowUp" });
    expect(audio().currentTime).toBe(30);
    fireEvent.keyDown(slider, { key: "Home" });
    expect(audio().currentTime).toBe(0);
    expect(slider.getAttribute("aria-valuetext")).toBe("0:00 of 0:30");
  });

  it("follows the playback position the audio reports", async () => {
    renderPlayer();
    await choose(track(1, 95));
    playedUntil(61.7);
    expect(seek().getAttribute("aria-valuenow")).toBe("62");
    expect(seek().getAttribute("aria-valuetext")).toBe("1:01 of 1:35");
    expect(bar().textContent).toContain("1:01 / 1:35");
  });
});

/** Gives an element the place on screen a browser would lay it out at (jsdom lays out nothing). */
function placeAt(element: Element, box: { left: number; top: number; width: number; height: number }) {
  const rect = { ...box, x: box.left, y: box.top, right: box.left + box.width, bottom: box.top + box.height };
  element.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
}

describe("dragging the progress bar", () => {
  /** A 300 px wide progress bar at the top of a bar 88 px high: 10 px is one second of a 30 s track. */
  function layOut() {
    placeAt(bar(), { left: 0, top: 600, width: 1100, height: 88 });
    placeAt(seek(), { left: 0, top: 600, width: 300, height: 4 });
  }
  const drag = { pointerId: 1, pointerType: "mouse", button: 0 };

  it("pauses while dragging, seeks, and plays on from the release over the bar", async () => {
    renderPlayer();
    await choose(track(1));
    layOut();
    fireEvent.pointerDown(seek(), { ...drag, clientX: 100, clientY: 602 });
    expect(audio().paused).toBe(true);
    expect(seek().getAttribute("aria-valuenow")).toBe("10");
    fireEvent.pointerMove(seek(), { ...drag, clientX: 150, clientY: 602 });
    expect(seek().getAttribute("aria-valuenow")).toBe("15");
    expect(bar().textContent).toContain("0:15 / 0:30");
    fireEvent.pointerUp(seek(), { ...drag, clientX: 150, clientY: 610 });
    expect(audio().currentTime).toBe(15);
    expect(audio().paused).toBe(false);
    expect(button("Pause")).toBeTruthy();
  });

  it("stays paused when released away from the bar or cancelled", async () => {
    renderPlayer();
    await choose(track(1));
    layOut();
    fireEvent.pointerDown(seek(), { ...drag, clientX: 60, clientY: 602 });
    fireEvent.pointerUp(seek(), { ...drag, clientX: 200, clientY: 300 });
    expect(audio().currentTime).toBe(20);
    expect(button("Play")).toBeTruthy();

    fireEvent.click(button("Play"));
    fireEvent.pointerDown(seek(), { ...drag, clientX: 30, clientY: 602 });
    fireEvent.pointerCancel(seek(), { ...drag, clientX: 250, clientY: 602 });
    // A cancelled drag keeps the last place it reached, and does not play on.
    expect(audio().currentTime).toBe(3);
    expect(button("Play")).toBeTruthy();
  });

  it("ignores a right click", async () => {
    renderPlayer();
    await choose(track(1));
    layOut();
    fireEvent.pointerDown(seek(), { ...drag, button: 2, clientX: 100, clientY: 602 });
    expect(audio().paused).toBe(false);
    expect(seek().getAttribute("aria-valuenow")).toBe("0");
  });
});
