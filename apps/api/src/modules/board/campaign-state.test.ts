import { describe, expect, it } from "vitest";
import { campaignStateAt } from "./campaign-state";

const day = (d: number) => new Date(Date.UTC(2026, 11, d));
const campaign = {
  applyFrom: day(1),
  applyUntil: day(10),
  benefitFrom: day(1),
  benefitUntil: day(20),
  goalReachedAt: null,
};

describe("campaignStateAt", () => {
  it.each([
    [day(0), "upcoming"],
    [day(1), "open"],
    [day(10), "open"],
    [day(11), "running"],
    [day(20), "running"],
    [day(21), "ended"],
  ] as const)("at %s is %s", (now, state) => {
    expect(campaignStateAt(campaign, now)).toBe(state);
  });

  it("ends at once when the goal is reached, whatever the dates", () => {
    expect(campaignStateAt({ ...campaign, goalReachedAt: day(5) }, day(5))).toBe("goal_reached");
  });
});
