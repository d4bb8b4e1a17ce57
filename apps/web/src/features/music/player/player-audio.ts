import { usePlayer } from "./player-store";

/**
 * The one audio element of the app (mounted once by PlayerAudioElement in the dashboard layout) and
 * the commands that act on it. State flows back through the element's events into usePlayer.
 */
let element: HTMLAudioElement | null = null;

export const playerAudio = {
  attach(audio: HTMLAudioElement | null): void {
    element = audio;
  },
  element(): HTMLAudioElement | null {
    return element;
  },
  play(): void {
    element?.play().catch(() => usePlayer.getState().setStatus("pause"));
  },
  pause(): void {
    element?.pause();
  },
  toggle(): void {
    if (usePlayer.getState().status === "play") this.pause();
    else this.play();
  },
  /** Moves to `seconds` (clamped to the track) and shows it at once. */
  seek(seconds: number): void {
    const { duration } = usePlayer.getState();
    const limit = element && Number.isFinite(element.duration) ? element.duration : duration;
    const target = Math.min(Math.max(0, seconds), limit > 0 ? limit : 0);
    if (element) element.currentTime = target;
    usePlayer.getState().setPosition(target);
  },
  seekBy(delta: number): void {
    this.seek((element?.currentTime ?? usePlayer.getState().position) + delta);
  },
};
