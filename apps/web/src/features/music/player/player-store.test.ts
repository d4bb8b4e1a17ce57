import type { TMusic } from "@studio/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { aTrack } from "../../../test/fixtures";
import { useCurrentTrack, usePlayer } from "./player-store";

const track = (n: number): TMusic => aTrack(n);

describe("usePlayer", () => {
  beforeEach(() => usePlayer.getState().close());

  it("chooses, follows the audio's status, walks the queue and closes", () => {
    const [a, b] = [track(1), track(2)];
    const player = () => usePlayer.getState();
    player().choose(a, [a, b]);
    const token = player().startToken;
    expect(player().queue[player().index]).toBe(a);
    player().setStatus("play");
    player().setPosition(12);
    expect(player().status).toBe("play");
    player().ended();
    expect(player().queue[player().index]).toBe(b);
    expect(player().position).toBe(0);
    expect(player().startToken).toBe(token + 1);
    player().ended();
    expect(player().status).toBe("end");
    player().close();
    expect(player().index).toBe(-1);
    // Position and duration updates are ignored while closed.
    player().setPosition(5);
    player().setDuration(99);
    expect(player().position).toBe(0);
    expect(player().duration).toBe(0);
    expect(typeof useCurrentTrack).toBe("function");
  });
});
