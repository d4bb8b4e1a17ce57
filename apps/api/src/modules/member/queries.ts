import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { accounts } from "../../db/schema";
import { accountChangeNotice, forgetCachedSessions, type NewAccount } from "../auth";

export async function findAccountByEmail(
  db: Db,
  networkId: number,
  email: string,
): Promise<Account | undefined> {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.networkId, networkId), sql`lower(${accounts.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows[0];
}

export async function nicknameTaken(
  db: Db,
  networkId: number,
  nickname: string,
  exceptId = 0,
): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.networkId, networkId),
        sql`lower(${accounts.nickname}) = ${nickname.toLowerCase()}`,
        ne(accounts.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findAccountByReferralCode(
  db: Db,
  networkId: number,
  code: string,
): Promise<Account | undefined> {
  const rows = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.networkId, networkId),
        eq(accounts.referralCode, code.toUpperCase()),
        eq(accounts.status, "active"),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Changes an account row and, in the same statement, tells every API node to forget its cached
 * sessions of the account (docs/decisions/077): the notice goes out when the change commits. In
 * a transaction, the caller calls `forgetCachedSessions(deps.db, id)` after the commit so this node
 * forgets at once; outside one, this does.
 */
export async function updateAccount(db: Db, id: number, values: Partial<typeof accounts.$inferInsert>) {
  // Nothing to change (e.g. preferences sent without fields): an UPDATE without SET would throw.
  if (Object.values(values).every((value) => value === undefined)) return;
  const change = db.update(accounts).set(values).where(eq(accounts.id, id));
  await db.execute(sql`with changed as (${change.getSQL()}) select ${accountChangeNotice(id)}`);
  forgetCachedSessions(db, id);
}

/**
 * Inserts an account unless one of the network's unique keys (e-mail, nickname, invite code) is
 * taken: undefined then. A parallel insert of the same key is waited for, not failed, and the
 * transaction stays usable (a unique violation would abort it).
 */
export async function insertAccountUnlessTaken(db: Db, values: NewAccount): Promise<Account | undefined> {
  const [row] = await db.insert(accounts).values(values).onConflictDoNothing().returning();
  return row;
}
