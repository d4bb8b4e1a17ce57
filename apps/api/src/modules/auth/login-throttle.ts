import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { loginThrottle } from "../../db/schema";

/**
 * The per-account login throttle (docs/decisions/143). Every password check first claims a try on
 * the (network, e-mail) key, from whatever address: tries 1 to 5 go at once; after the 5th, the next
 * try may come only 2^(n-5) seconds after the n-th (1 s, 2 s, 4 s, ... at most 15 minutes). A claim
 * while the key waits is refused without a password check. One statement claims, so parallel tries
 * cannot all pass: of 30 at once, 5 are checked. A signed-in login clears the key.
 */

export const FREE_TRIES = 5;
export const MAX_WAIT_SECONDS = 15 * 60;

/** The e-mail as the key holds it: trimmed, lower case (an unknown e-mail is keyed the same way). */
export const throttleEmail = (id: string) => id.trim().toLowerCase();

export type Claim = { allowed: true; tries: number } | { allowed: false; seconds: number };

type SQL = ReturnType<typeof sql>;

/**
 * Claims a try on the key at `now`: allowed, with the try's number, or refused with the seconds to
 * wait. Refused claims are not counted (they cannot push the wait further out).
 */
export async function claimLoginTry(db: Db, networkId: number, email: string, now: Date): Promise<Claim> {
  const at = now.toISOString();
  // The wait after the n-th try: none for the free ones, then 2^(n-5) s up to 15 minutes.
  const next = (tries: SQL) =>
    sql`case when ${tries} < ${FREE_TRIES} then null::timestamptz
      else ${at}::timestamptz + make_interval(secs => least(power(2, ${tries} - ${FREE_TRIES}), ${MAX_WAIT_SECONDS})) end`;
  const rows = rowsOf<{ tries: number }>(
    await db.execute(sql`
      insert into ${loginThrottle} (network_id, email, tries, next_at, updated_at)
      values (${networkId}, ${email}, 1, ${next(sql`1`)}, ${at}::timestamptz)
      on conflict (network_id, email) do update set
        tries = ${loginThrottle}.tries + 1,
        next_at = ${next(sql`(${loginThrottle}.tries + 1)`)},
        updated_at = ${at}::timestamptz
      where ${loginThrottle}.next_at is null or ${loginThrottle}.next_at <= ${at}::timestamptz
      returning tries`),
  );
  const [claimed] = rows;
  if (claimed) return { allowed: true, tries: Number(claimed.tries) };
  const [held] = await db
    .select({ nextAt: loginThrottle.nextAt })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.networkId, networkId), eq(loginThrottle.email, email)));
  const waitMs = held?.nextAt ? held.nextAt.getTime() - now.getTime() : 1000;
  return { allowed: false, seconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Counts a try the wait did not hold (a remembered device or a second factor came with it), without
 * moving the wait.
 */
export async function countHeldTry(db: Db, networkId: number, email: string, now: Date): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ tries: sql`${loginThrottle.tries} + 1`, updatedAt: now })
    .where(and(eq(loginThrottle.networkId, networkId), eq(loginThrottle.email, email)));
}

/**
 * After a failed check: whether this one is the first of the episode to find the key waiting, so the
 * account's owner is mailed once per episode (one conditional UPDATE: of parallel failures one wins).
 */
export async function firstWaitingFailure(
  db: Db,
  networkId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(loginThrottle)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(loginThrottle.networkId, networkId),
        eq(loginThrottle.email, email),
        isNull(loginThrottle.notifiedAt),
        sql`${loginThrottle.tries} >= ${FREE_TRIES}`,
      ),
    )
    .returning({ email: loginThrottle.email });
  return rows.length > 0;
}

/** A signed-in login ends the episode. */
export async function clearLoginThrottle(db: Db, networkId: number, email: string): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.networkId, networkId), eq(loginThrottle.email, email)));
}
