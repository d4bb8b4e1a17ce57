import { PLAYER } from "@studio/contract";
import { type CSSProperties, type PointerEvent, type RefObject, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatClock } from "./format-clock";
import { playerAudio } from "./player-audio";
import classes from "./player-bar.module.css";
import { isInsideBox, seekPositionFromPointer } from "./player-geometry";
import { SEEK_STEP_S } from "./player-keyboard";
import { usePlayer } from "./player-store";

/**
 * The progress bar: a "Seek" slider, 2 px thick and 8 px on hover. Dragging pauses, seeks, and
 * resumes on release when the pointer is still over the player bar. Hovering shows the time there.
 */
export function PlayerProgress({ barRef }: { barRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const position = usePlayer((s) => s.position);
  const duration = usePlayer((s) => s.duration);
  const [dragAt, setDragAt] = useState<number | null>(null);
  const [hover, setHover] = useState<{ x: number; time: number } | null>(null);
  const resumeAfterDrag = useRef(false);
  // The latest drag position for the event handlers (state updates land a render later).
  const dragRef = useRef<number | null>(null);
  const dragTo = (time: number | null) => {
    dragRef.current = time;
    setDragAt(time);
    if (time !== null) usePlayer.getState().setPosition(time);
  };
  const shown = dragAt ?? position;
  const ratio = duration > 0 ? Math.min(1, shown / duration) : 0;

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, time: seekPositionFromPointer(event.clientX, rect, duration) };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    resumeAfterDrag.current = usePlayer.getState().status === "play";
    playerAudio.pause();
    dragTo(pointAt(event).time);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const point = pointAt(event);
    if (dragRef.current !== null) dragTo(point.time);
    if (event.pointerType === "mouse") setHover(point);
  };
  const finishDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const last = dragRef.current;
    if (last === null) return;
    event.stopPropagation();
    playerAudio.seek(cancelled ? last : pointAt(event).time);
    dragTo(null);
    const bar = barRef.current?.getBoundingClientRect();
    const inside = bar ? isInsideBox(event.clientX, event.clientY, bar) : false;
    if (resumeAfterDrag.current && inside && !cancelled) playerAudio.play();
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => playerAudio.seekBy(-SEEK_STEP_S),
      ArrowDown: () => playerAudio.seekBy(-SEEK_STEP_S),
      ArrowRight: () => playerAudio.seekBy(SEEK_STEP_S),
      ArrowUp: () => playerAudio.seekBy(SEEK_STEP_S),
      Home: () => playerAudio.seek(0),
      End: () => playerAudio.seek(duration),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    move();
  };

  const style = {
    "--player-progress": `${PLAYER.progress}px`,
    "--player-progress-hover": `${PLAYER.progressHover}px`,
  } as CSSProperties;
  const preview =
    dragAt !== null ? { x: ratio * 100, unit: "%", time: dragAt } : hover && { ...hover, unit: "px" };
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={t("player.seek")}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={t("player.valueText", { current: formatClock(shown), total: formatClock(duration) })}
      className={classes.progress}
      style={style}
      data-dragging={dragAt !== null || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => finishDrag(event, false)}
      onPointerCancel={(event) => finishDrag(event, true)}
      onPointerLeave={() => setHover(null)}
      onKeyDown={onKeyDown}
    >
      <div className={classes.track}>
        <div className={classes.fill} style={{ width: `${ratio * 100}%` }} />
      </div>
      {preview && (
        <div className={classes.tooltip} style={{ left: `${preview.x}${preview.unit}` }} aria-hidden>
          {formatClock(preview.time)}
        </div>
      )}
    </div>
  );
}
