import { type PointerEvent, type RefObject, useRef, useState } from "react";
import { shouldSwipeClose } from "./player-geometry";

interface SwipeStart {
  pointerId: number;
  x: number;
  y: number;
  at: number;
}

/**
 * Swiping the player bar down with a finger or pen: it follows the finger and closes past 10% of its
 * height or on a fast swipe (SWIPE_CLOSE); otherwise it slides back.
 */
export function useSwipeClose(ref: RefObject<HTMLElement | null>, onClose: () => void) {
  const start = useRef<SwipeStart | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === "mouse") return;
    start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, at: event.timeStamp };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || from.pointerId !== event.pointerId) return;
    setOffset(Math.max(0, event.clientY - from.y));
  };
  const finish = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || from.pointerId !== event.pointerId) return;
    start.current = null;
    setOffset(0);
    const close = shouldSwipeClose({
      dy: event.clientY - from.y,
      dx: event.clientX - from.x,
      height: ref.current?.offsetHeight ?? 0,
      elapsedMs: event.timeStamp - from.at,
    });
    if (close) onClose();
  };
  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    start.current = null;
    setOffset(0);
  };

  return { offset, handlers: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel } };
}
