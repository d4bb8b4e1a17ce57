import type { TMusic } from "@studio/contract";
import { describe, expect, it } from "vitest";
import { aTrack } from "../../../test/fixtures";
import {
  CLOSED_PLAYER,
  chooseTrack,
  closePlayer,
  currentTrack,
  hasNext,
  nextTrack,
  previousTrack,
  trackEnded,
  withStatus,
} from "./player-transitions";

const track = (n: number, duration = 60): TMusic => aTrack(n, { duration });
const [a, b, c] = [track(1, 30), track(2, 40), track(3, 50)] as [TMusic, TMusic, TMusic];

describe("player transitions", () => {
  it("a chosen track restarts from zero with a new start token", () => {
    const playing = { ...chooseTrack(CLOSED_PLAYER, a), status: "play" as const, position: 17 };
    const again = chooseTrack(playing, b);
    expect(currentTrack(again)).toBe(b);
    expect(again.position).toBe(0);
    expect(again.duration).toBe(40);
    expect(again.status).toBe("pause");
    expect(again.startToken).toBe(playing.startToken + 1);
    // Choosing the same track again restarts it too.
    const same = chooseTrack({ ...again, position: 12 }, b);
    expect(same.position).toBe(0);
    expect(same.startToken).toBe(again.startToken + 1);
  });

  it("plays within a queue and falls back to the track alone", () => {
    const queued = chooseTrack(CLOSED_PLAYER, b, [a, b, c]);
    expect(queued.index).toBe(1);
    expect(queued.queue).toHaveLength(3);
    const alone = chooseTrack(CLOSED_PLAYER, c, [a, b]);
    expect(alone.queue).toEqual([c]);
  });

  it("the end of a track starts the next one of the queue", () => {
    const first = { ...chooseTrack(CLOSED_PLAYER, a, [a, b]), status: "play" as const, position: 30 };
    const second = trackEnded(first);
    expect(currentTrack(second)).toBe(b);
    expect(second.position).toBe(0);
    expect(second.startToken).toBe(first.startToken + 1);
    const done = trackEnded({ ...second, status: "play" });
    expect(done.status).toBe("end");
    expect(currentTrack(done)).toBe(b);
    expect(done.startToken).toBe(second.startToken);
  });

  it("next and previous walk the queue; previous restarts a track that has played a while", () => {
    const start = chooseTrack(CLOSED_PLAYER, a, [a, b, c]);
    const second = nextTrack(start);
    expect(currentTrack(second)).toBe(b);
    expect(currentTrack(nextTrack(nextTrack(second)))).toBe(c);
    expect(hasNext(nextTrack(second))).toBe(false);
    expect(currentTrack(previousTrack({ ...second, position: 1 }))).toBe(a);
    const restarted = previousTrack({ ...second, position: 10 });
    expect(currentTrack(restarted)).toBe(b);
    expect(restarted.startToken).toBe(second.startToken + 1);
  });

  it("status follows the audio but a pause after the end keeps 'end'", () => {
    const s = chooseTrack(CLOSED_PLAYER, a);
    expect(withStatus(s, "play").status).toBe("play");
    const ended = trackEnded(withStatus(s, "play"));
    expect(withStatus(ended, "pause").status).toBe("end");
    expect(withStatus(ended, "play").status).toBe("play");
    expect(withStatus(CLOSED_PLAYER, "play")).toBe(CLOSED_PLAYER);
  });

  it("closing empties the player but keeps the start token growing", () => {
    const s = chooseTrack(chooseTrack(CLOSED_PLAYER, a), b);
    const closed = closePlayer(s);
    expect(currentTrack(closed)).toBeNull();
    expect(closed.startToken).toBe(s.startToken);
    expect(chooseTrack(closed, a).startToken).toBe(s.startToken + 1);
  });
});
