import type { CampaignState } from "@studio/contract";

/** The dates and goal a campaign's state follows from. */
export interface CampaignClock {
  applyFrom: Date;
  applyUntil: Date;
  benefitFrom: Date;
  benefitUntil: Date;
  goalReachedAt: Date | null;
}

/**
 * Where a campaign stands at `now` (docs/decisions/122): a goal reached ends it at once; then the
 * dates: before applications open, while they are open, while entries still count, and after.
 */
export function campaignStateAt(campaign: CampaignClock, now: Date): CampaignState {
  if (campaign.goalReachedAt) return "goal_reached";
  if (now > campaign.benefitUntil) return "ended";
  if (now < campaign.applyFrom) return "upcoming";
  if (now <= campaign.applyUntil) return "open";
  return "running";
}
