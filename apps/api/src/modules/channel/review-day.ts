import { calendarDayIn, creatorTimeZone } from "@studio/contract";
import type { Network } from "../../db/rows";
import type { ChannelWithPeople } from "./queries";

/**
 * Where a channel's "once a day" is counted: its owner's days (docs/design.md §11, the creator's
 * time zone), whoever of the owner, the manager or the assigned member asks.
 */
export function reviewTimeZone(found: Pick<ChannelWithPeople, "ownerTimeZone">, network: Network): string {
  return creatorTimeZone({ timeZone: found.ownerTimeZone }, network);
}

/** One re-review a day: none yet, or the last one on an earlier calendar day in `timeZone`. */
export function reviewAllowedToday(lastRequestedAt: Date | null, now: Date, timeZone: string): boolean {
  return (
    lastRequestedAt === null || calendarDayIn(lastRequestedAt, timeZone) !== calendarDayIn(now, timeZone)
  );
}
