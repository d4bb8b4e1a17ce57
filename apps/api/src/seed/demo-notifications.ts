import type { NotificationType } from "@studio/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Account } from "../db/rows";
import { notifications } from "../db/schema";
import type { DemoBoards } from "./demo-boards";

const HOUR = 3_600_000;

/**
 * Unread notifications of every kind for the demo creator (docs/decisions/120), beside the ones
 * the seeded channels and withdrawals wrote: the centre and the bell have something to show at once.
 * Already mailed, as old news would be. Once: a creator who has the demo's notice is left alone.
 */
export async function seedDemoNotifications(
  db: Db,
  creator: Account,
  now: Date,
  boards: DemoBoards | null,
): Promise<void> {
  const [seeded] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.accountId, creator.id), eq(notifications.type, "notice")))
    .limit(1);
  if (seeded) return;
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  const kinds: [NotificationType, Record<string, string | number>][] = [
    ["tax", {}],
    ["fixed.profit", { month }],
    ["expected.profit", { month }],
    ["channel.watch", { channel_name: "Mina Plays", to: "code_missing" }],
    ["channel.status", { channel_name: "Mina Plays", to: "approved" }],
    ["event", { title: "Neon Drive Shorts challenge", ...(boards ? { board_id: boards.eventId } : {}) }],
    [
      "notice",
      { title: "Payout schedule for the holidays", ...(boards ? { board_id: boards.noticeId } : {}) },
    ],
  ];
  await db.insert(notifications).values(
    kinds.map(([type, params], i) => ({
      networkId: creator.networkId,
      accountId: creator.id,
      type,
      params,
      mailPending: false,
      createdAt: new Date(now.getTime() - (kinds.length - i) * HOUR),
    })),
  );
}
