import { describe, expect, it } from "vitest";
import { CHANNEL_STATUSES } from "./channel-rules";
import { CHANNEL_ACTIONS, type ChannelTarget, canTransition } from "./channel-transitions";

const TARGETS: readonly ChannelTarget[] = [...CHANNEL_STATUSES, "deleted"];

/** The whole table written out as "action: from -> to", so any change to it is a visible change here. */
const ALLOWED = new Set([
  "check: need.approved -> need.approved",
  "verify: need.approved -> pending",
  "verify: need.approved -> denied.pending",
  "rereview: denied.pending -> denied.pending",
  "rereview: denied.pending -> pending",
  "approve: pending -> approved",
  "approve: denied.pending -> approved",
  "deny: pending -> deny",
  "deny: denied.pending -> deny",
  "watch: approved -> approved",
  "delete: need.approved -> deleted",
  "delete: pending -> deleted",
  "delete: denied.pending -> deleted",
  "delete: approved -> deleted",
  "delete: deny -> deleted",
  "release: need.approved -> deleted",
]);

const EVERY = CHANNEL_ACTIONS.flatMap((action) =>
  CHANNEL_STATUSES.flatMap((from) => TARGETS.map((to) => [action, from, to] as const)),
);

describe("channel transitions", () => {
  it.each(EVERY)("%s: %s -> %s is allowed exactly when the table says so", (action, from, to) => {
    expect(canTransition(action, from, to)).toBe(ALLOWED.has(`${action}: ${from} -> ${to}`));
  });

  it("never reopens a decision: nothing returns to need.approved, approved and deny only go by deletion", () => {
    const moves = EVERY.filter(([action, from, to]) => canTransition(action, from, to));
    for (const [, from, to] of moves) {
      if (to === "need.approved") expect(from).toBe("need.approved");
      if (from === "approved") expect(["approved", "deleted"]).toContain(to);
      if (from === "deny") expect(to).toBe("deleted");
    }
  });

  it("refuses a staff decision on a decided channel and a release of a proven one", () => {
    expect(canTransition("approve", "deny", "approved")).toBe(false);
    expect(canTransition("approve", "approved", "approved")).toBe(false);
    expect(canTransition("deny", "approved", "deny")).toBe(false);
    expect(canTransition("release", "pending", "deleted")).toBe(false);
    expect(canTransition("verify", "pending", "pending")).toBe(false);
  });
});
