import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, loginTickets } from "../../db/schema";
import { hashToken, newToken } from "../../lib/tokens";

/**
 * A login's second step (docs/decisions/142): the right password of an account with a second factor
 * makes a ticket instead of a session. Five minutes, single use, and five wrong codes end it.
 */

export const LOGIN_TICKET_TTL_MS = 5 * 60_000;
export const LOGIN_TICKET_MAX_ATTEMPTS = 5;

export async function issueLoginTicket(db: Db, accountId: number, now: Date): Promise<string> {
  const ticket = newToken();
  await db.insert(loginTickets).values({
    tokenHash: hashToken(ticket),
    accountId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_TICKET_TTL_MS),
  });
  return ticket;
}

/** A ticket still usable in the network: unused, unexpired, under five wrong codes, its account there. */
function usable(db: Db, ticket: string, networkId: number, now: Date) {
  return and(
    eq(loginTickets.tokenHash, hashToken(ticket)),
    isNull(loginTickets.usedAt),
    gt(loginTickets.expiresAt, now),
    lt(loginTickets.attempts, LOGIN_TICKET_MAX_ATTEMPTS),
    inArray(
      loginTickets.accountId,
      db.select({ id: accounts.id }).from(accounts).where(eq(accounts.networkId, networkId)),
    ),
  );
}

/** The usable ticket's account and passkey challenge, or undefined (10032 for the caller). */
export async function findLoginTicket(db: Db, ticket: string, networkId: number, now: Date) {
  const [row] = await db
    .select({ accountId: loginTickets.accountId, challenge: loginTickets.challenge })
    .from(loginTickets)
    .where(usable(db, ticket, networkId, now));
  return row;
}

/** Keeps the passkey challenge the ticket's options named. */
export async function setTicketChallenge(db: Db, ticket: string, challenge: string): Promise<void> {
  await db
    .update(loginTickets)
    .set({ challenge })
    .where(eq(loginTickets.tokenHash, hashToken(ticket)));
}

/** Counts a wrong second factor on the ticket (one conditional UPDATE: never past five). */
export async function countWrongTicketTry(db: Db, ticket: string): Promise<void> {
  await db
    .update(loginTickets)
    .set({ attempts: sql`${loginTickets.attempts} + 1` })
    .where(
      and(
        eq(loginTickets.tokenHash, hashToken(ticket)),
        lt(loginTickets.attempts, LOGIN_TICKET_MAX_ATTEMPTS),
      ),
    );
}

/** Uses the ticket up while it is still usable; false when another call used it first. */
export async function useLoginTicket(db: Db, ticket: string, networkId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginTickets)
    .set({ usedAt: now })
    .where(usable(db, ticket, networkId, now))
    .returning({ accountId: loginTickets.accountId });
  return rows.length > 0;
}
