import type { TMusic } from "@studio/contract";
import { create } from "zustand";
import { useSettings } from "../../../stores/settings";
import {
  CLOSED_PLAYER,
  chooseTrack,
  closePlayer,
  currentTrack,
  nextTrack,
  type PlayerSnapshot,
  type PlayerStatus,
  previousTrack,
  trackEnded,
  withStatus,
} from "./player-transitions";

interface PlayerActions {
  /** Plays a track from zero; with a queue, next and previous walk through it. */
  choose(track: TMusic, queue?: readonly TMusic[]): void;
  next(): void;
  previous(): void;
  ended(): void;
  setStatus(status: PlayerStatus): void;
  setPosition(position: number): void;
  setDuration(duration: number): void;
  close(): void;
}

/** The persistent player's state (docs/spec.md §4); the audio element follows it (player-audio-element). */
export const usePlayer = create<PlayerSnapshot & PlayerActions>((set) => ({
  ...CLOSED_PLAYER,
  choose: (track, queue) => set((s) => chooseTrack(s, track, queue)),
  next: () => set((s) => nextTrack(s)),
  previous: () => set((s) => previousTrack(s)),
  ended: () => set((s) => trackEnded(s)),
  setStatus: (status) => set((s) => withStatus(s, status)),
  setPosition: (position) => set((s) => (s.index < 0 ? s : { position })),
  setDuration: (duration) =>
    set((s) => (s.index < 0 || !Number.isFinite(duration) || duration <= 0 ? s : { duration })),
  close: () => set((s) => closePlayer(s)),
}));

export function useCurrentTrack(): TMusic | null {
  return usePlayer((s) => currentTrack(s));
}

// The player stops when the account changes (sign-out, another sign-in).
useSettings.subscribe((settings, previous) => {
  if (settings.token !== previous.token) usePlayer.getState().close();
});
