import type { InvitationPeriod } from "./invitation-queries";

/** The periods `/invitation` offers: the last 30 days, the last 3 months, all time. */
export const INVITATION_PERIODS = ["month", "quarter", "all"] as const;
export type InvitationPeriodKey = (typeof INVITATION_PERIODS)[number];

/** Since the programme began: before any account could have joined. */
const ALL_TIME_START = "2020-01-01";

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The days of a period ending today (UTC days, both included). */
export function invitationPeriod(key: InvitationPeriodKey, today = new Date()): InvitationPeriod {
  const end = dayOf(today);
  if (key === "all") return { start: ALL_TIME_START, end };
  const start = new Date(today);
  if (key === "month") start.setUTCDate(start.getUTCDate() - 29);
  else start.setUTCMonth(start.getUTCMonth() - 3);
  return { start: dayOf(start), end };
}
