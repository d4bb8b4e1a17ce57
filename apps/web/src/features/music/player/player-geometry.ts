import { SWIPE_CLOSE } from "@studio/contract";

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The playback position a pointer at `clientX` points to on a progress bar, clamped to the track. */
export function seekPositionFromPointer(clientX: number, bar: Pick<Box, "left" | "width">, duration: number) {
  if (!(duration > 0) || !(bar.width > 0)) return 0;
  const ratio = Math.min(1, Math.max(0, (clientX - bar.left) / bar.width));
  return ratio * duration;
}

/** Whether a point lies inside a box (edges included). */
export function isInsideBox(x: number, y: number, box: Box): boolean {
  return x >= box.left && x <= box.left + box.width && y >= box.top && y <= box.top + box.height;
}

/** Below this many pixels a touch is a tap, not a swipe. */
export const SWIPE_MIN_TRAVEL_PX = 8;

export interface SwipeGesture {
  /** Downward travel in px (negative is upward). */
  dy: number;
  /** Sideways travel in px. */
  dx: number;
  /** Height of the swiped element in px. */
  height: number;
  /** Time from touch to release in ms. */
  elapsedMs: number;
}

/**
 * A downward swipe closes the player past 10% of its height, or when it is fast (released within
 * 300 ms), as long as it travelled more down than sideways and further than a tap (docs/spec.md §4, §9).
 */
export function shouldSwipeClose({ dy, dx, height, elapsedMs }: SwipeGesture): boolean {
  if (dy < SWIPE_MIN_TRAVEL_PX || Math.abs(dx) > dy) return false;
  return dy >= height * SWIPE_CLOSE.ratio || elapsedMs <= SWIPE_CLOSE.fastMs;
}
