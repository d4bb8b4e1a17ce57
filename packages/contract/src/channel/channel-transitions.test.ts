import { describe, expect, it } from "vitest";
import { CHANNEL_STATUSES, type ChannelStatus } from "./channel-rules";
import { CHANNEL_TRANSITIONS, type ChannelTarget, canTransition } from "./channel-transitions";

const TARGETS: readonly ChannelTarget[] = [...CHANNEL_STATUSES, "deleted"];

/** The whole table written out as from -> to pairs, so any change to it is a visible change here. */
const ALLOWED = new Set([
  "need.approved -> need.approved",
  "need.approved -> pending",
  "need.approved -> denied.pending",
  "need.approved -> deleted",
  "pending -> approved",
  "pending -> deny",
  "pending -> deleted",
  "denied.pending -> denied.pending",
  "denied.pending -> pending",
  "denied.pending -> approved",
  "denied.pending -> deny",
  "denied.pending -> deleted",
  "approved -> approved",
  "approved -> deleted",
  "deny -> deleted",
]);

describe("channel transitions", () => {
  it("has a row for every status", () => {
    expect(Object.keys(CHANNEL_TRANSITIONS).sort()).toEqual([...CHANNEL_STATUSES].sort());
  });

  it.each(CHANNEL_STATUSES.flatMap((from) => TARGETS.map((to) => [from, to] as const)))(
    "%s -> %s is allowed exactly when the table says so",
    (from: ChannelStatus, to: ChannelTarget) => {
      expect(canTransition(from, to)).toBe(ALLOWED.has(`${from} -> ${to}`));
    },
  );

  it("never reopens a decision: nothing goes back to need.approved, nothing leaves approved or deny but deletion", () => {
    for (const from of CHANNEL_STATUSES) {
      if (from !== "need.approved") expect(canTransition(from, "need.approved"), from).toBe(false);
    }
    expect(CHANNEL_TRANSITIONS.deny).toEqual(["deleted"]);
    expect(CHANNEL_TRANSITIONS.approved.filter((to) => to !== "approved")).toEqual(["deleted"]);
  });

  it("lets every status be deleted", () => {
    for (const from of CHANNEL_STATUSES) expect(canTransition(from, "deleted"), from).toBe(true);
  });
});
