import type { TMusic } from "@studio/contract";

/** Player status of docs/spec.md §4: play on audio start, pause on pause, end on finish. */
export type PlayerStatus = "pause" | "play" | "end";

export interface PlayerSnapshot {
  /** The tracks to play in order; one track when a single track was chosen. */
  queue: readonly TMusic[];
  /** Index of the current track in `queue`; -1 when the player is closed. */
  index: number;
  status: PlayerStatus;
  /** Playback position in seconds. */
  position: number;
  /** Length of the current track in seconds. */
  duration: number;
  /**
   * Grows every time a track is (re)started; the audio element restarts from zero, after a short
   * pause, whenever it changes.
   */
  startToken: number;
}

export const CLOSED_PLAYER: PlayerSnapshot = {
  queue: [],
  index: -1,
  status: "pause",
  position: 0,
  duration: 0,
  startToken: 0,
};

/** Back within this many seconds of a track's start goes to the previous track; later it restarts. */
export const RESTART_THRESHOLD_S = 3;

export function currentTrack(state: PlayerSnapshot): TMusic | null {
  return state.queue[state.index] ?? null;
}

export function hasNext(state: PlayerSnapshot): boolean {
  return state.index >= 0 && state.index + 1 < state.queue.length;
}

export function hasPrevious(state: PlayerSnapshot): boolean {
  return state.index > 0;
}

/** Starts the track at `index` of `queue` from zero. */
function startAt(state: PlayerSnapshot, queue: readonly TMusic[], index: number): PlayerSnapshot {
  const track = queue[index];
  if (!track) return state;
  return {
    queue,
    index,
    status: "pause",
    position: 0,
    duration: track.duration,
    startToken: state.startToken + 1,
  };
}

/**
 * A newly chosen track, optionally within a queue (play all favourites): it restarts from zero.
 * A queue that does not hold the track is replaced by the track alone.
 */
export function chooseTrack(state: PlayerSnapshot, track: TMusic, queue?: readonly TMusic[]): PlayerSnapshot {
  const list = queue && queue.length > 0 ? queue : [track];
  const index = list.findIndex((item) => item.isrc === track.isrc);
  return index < 0 ? startAt(state, [track], 0) : startAt(state, list, index);
}

/** The audio finished: the next track of the queue starts, or the player stays at the end. */
export function trackEnded(state: PlayerSnapshot): PlayerSnapshot {
  if (state.index < 0) return state;
  if (hasNext(state)) return startAt(state, state.queue, state.index + 1);
  return { ...state, status: "end", position: state.duration };
}

export function nextTrack(state: PlayerSnapshot): PlayerSnapshot {
  return hasNext(state) ? startAt(state, state.queue, state.index + 1) : state;
}

/** Previous: restarts the track once it has played a few seconds, else goes one track back. */
export function previousTrack(state: PlayerSnapshot): PlayerSnapshot {
  if (state.index < 0) return state;
  if (state.position > RESTART_THRESHOLD_S || !hasPrevious(state))
    return startAt(state, state.queue, state.index);
  return startAt(state, state.queue, state.index - 1);
}

/** Status follows the audio element's events; "end" stays until something plays again. */
export function withStatus(state: PlayerSnapshot, status: PlayerStatus): PlayerSnapshot {
  if (state.index < 0 || state.status === status) return state;
  if (status === "pause" && state.status === "end") return state;
  return { ...state, status };
}

export function closePlayer(state: PlayerSnapshot): PlayerSnapshot {
  return { ...CLOSED_PLAYER, startToken: state.startToken };
}
