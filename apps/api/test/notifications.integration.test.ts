import {
  adminChannelApproveCall,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_TYPES,
  type NotificationType,
  notificationListCall,
  notificationReadAllCall,
  notificationReadCall,
  notificationUnreadCall,
  pushSettingsCall,
} from "@studio/contract";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, notifications } from "../src/db/schema";
import { notify, sendNotificationMails } from "../src/modules/notification";
import { expectOk } from "./support/assertions";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { mailsTo } from "./support/factories";
import { importReport } from "./support/revenue";
import { createTestApp, type TestApp } from "./support/test-app";

/** The notification centre and its mails (docs/decisions/120). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function notifyMany(who: SignedIn, count: number, type: NotificationType = "channel.watch") {
  const networkId = who.account.networkId;
  for (let i = 0; i < count; i++) {
    await notify(t.database.db, { networkId, accountId: who.account.id }, type, {
      channel_name: `Channel ${i}`,
      to: "code_missing",
    });
  }
}

describe("the notification centre", () => {
  it("tells the owner of a channel staff approved, unread until read", async () => {
    const owner = await signedIn(t);
    const staff = await signedIn(t, { isStaff: true });
    const { channel } = await registeredChannel(t, owner);
    await setChannelStatus(t, channel.id, { status: "pending", verificationState: "verified" });
    expectOk(await staff.client.call(adminChannelApproveCall, { channel_id: channel.id }));

    expect(expectOk(await owner.client.call(notificationUnreadCall, {})).unread).toBe(1);
    const page = expectOk(await owner.client.call(notificationListCall, {}));
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      type: "channel.status",
      read: false,
      params: { channel_id: channel.id, channel_name: channel.name, to: "approved" },
    });
    const id = page.items[0]?.id ?? 0;
    expect(expectOk(await owner.client.call(notificationReadCall, { id })).unread).toBe(0);
    const after = expectOk(await owner.client.call(notificationListCall, {}));
    expect(after.items[0]?.read).toBe(true);
    // Again is fine.
    expect(expectOk(await owner.client.call(notificationReadCall, { id })).unread).toBe(0);
  });

  it("pages newest first after the last id seen, and says when older ones follow", async () => {
    const reader = await signedIn(t);
    await notifyMany(reader, 45);
    const seen: number[] = [];
    let before: number | undefined;
    const sizes: number[] = [];
    for (;;) {
      const page = expectOk(await reader.client.call(notificationListCall, before ? { before } : {}));
      sizes.push(page.items.length);
      seen.push(...page.items.map((n) => n.id));
      if (!page.more) break;
      before = page.items.at(-1)?.id;
    }
    expect(sizes).toEqual([NOTIFICATION_PAGE_SIZE.page, NOTIFICATION_PAGE_SIZE.page, 5]);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(45);
  });

  it("counts unread up to the cap, and marks them all read", async () => {
    const reader = await signedIn(t);
    await notifyMany(reader, NOTIFICATION_PAGE_SIZE.unreadCap + 20);
    expect(expectOk(await reader.client.call(notificationUnreadCall, {})).unread).toBe(
      NOTIFICATION_PAGE_SIZE.unreadCap,
    );
    expect(expectOk(await reader.client.call(notificationReadAllCall, {})).unread).toBe(0);
    const rows = await t.database.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.accountId, reader.account.id));
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
  });

  it("shows and marks only the caller's own, in its own network", async () => {
    const owner = await signedIn(t);
    const stranger = await signedIn(t);
    const elsewhere = await signedIn(t, { network: "wave" });
    await notifyMany(owner, 2);
    await notifyMany(elsewhere, 1);
    const [mine] = expectOk(await owner.client.call(notificationListCall, {})).items;
    expect(expectOk(await stranger.client.call(notificationListCall, {})).items).toEqual([]);
    expectOk(await stranger.client.call(notificationReadCall, { id: mine?.id ?? 0 }));
    expectOk(await stranger.client.call(notificationReadAllCall, {}));
    expect(expectOk(await owner.client.call(notificationUnreadCall, {})).unread).toBe(2);
    expect(expectOk(await elsewhere.client.call(notificationListCall, {})).items).toHaveLength(1);
  });
});

describe("the notification mails", () => {
  it("mails a notice-kind notification in the reader's language, once, to an account that chose notices", async () => {
    const reader = await signedIn(t, { language: "ko" });
    await notifyMany(reader, 1);
    while ((await sendNotificationMails(t.app.deps)) > 0) {
      // until every pending notification is settled
    }
    const mails = await mailsTo(t.app, reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('채널 "Channel 0"의 설명에서 인증 코드가 사라졌습니다');
    expect(await sendNotificationMails(t.app.deps)).toBe(0);
    expect(await mailsTo(t.app, reader.email)).toHaveLength(1);
  });

  it("mails each notification once when 30 sweeps run at once (skip locked)", async () => {
    const reader = await signedIn(t);
    await notifyMany(reader, 45);
    const settled = await Promise.all(Array.from({ length: 30 }, () => sendNotificationMails(t.app.deps)));
    while ((await sendNotificationMails(t.app.deps)) > 0) {
      // whatever the parallel sweeps left
    }
    expect(settled.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);
    expect(await mailsTo(t.app, reader.email)).toHaveLength(45);
  });

  it("mails nothing to an account that turned notices off, nor events to one that never chose marketing", async () => {
    const quiet = await signedIn(t);
    expectOk(await quiet.client.call(pushSettingsCall, { notice: false }));
    await notifyMany(quiet, 1);
    const eventsOff = await signedIn(t);
    await notifyMany(eventsOff, 1, "event");
    while ((await sendNotificationMails(t.app.deps)) > 0) {
      // settle everything
    }
    expect(await mailsTo(t.app, quiet.email)).toEqual([]);
    expect(await mailsTo(t.app, eventsOff.email)).toEqual([]);
    // Settled all the same: a later change of mind does not mail old news.
    const pending = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.mailPending, true));
    expect(pending).toEqual([]);
  });

  it("leaves a withdrawal's notification to the withdrawal's own mail", async () => {
    const reader = await signedIn(t);
    await notifyMany(reader, 1, "withdrawal");
    const [row] = await t.database.db
      .select({ mailPending: notifications.mailPending })
      .from(notifications)
      .where(eq(notifications.accountId, reader.account.id));
    expect(row?.mailPending).toBe(false);
  });
});

describe("the demo", () => {
  it("gives the demo creator unread notifications of every kind", async () => {
    const rows = await t.database.db
      .selectDistinct({ type: notifications.type })
      .from(notifications)
      .innerJoin(accounts, eq(accounts.id, notifications.accountId))
      .where(and(eq(accounts.email, "creator@studio.test"), isNull(notifications.readAt)));
    expect(rows.map((r) => r.type).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });
});

describe("notifications the product writes by itself", () => {
  it("tells a channel's owner once per month that estimated revenue is in (expected.profit)", async () => {
    const owner = await signedIn(t);
    const staff = await signedIn(t, { isStaff: true });
    const { channel } = await registeredChannel(t, owner);
    await setChannelStatus(t, channel.id, { status: "approved", verificationState: "verified" });
    const fact = (date: string, video: string) => ({
      date,
      channel: channel.platform_channel_id,
      video,
      views: 10,
      revenue: "0.5",
    });
    await importReport(staff, [fact("2026-09-03", "est-a"), fact("2026-10-04", "est-b")]);
    // A corrected file for a month already told of tells nothing again.
    await importReport(staff, [fact("2026-10-05", "est-c")]);
    const page = expectOk(await owner.client.call(notificationListCall, {}));
    const months = page.items
      .filter((n) => n.type === "expected.profit")
      .map((n) => n.params.month)
      .sort();
    expect(months).toEqual(["2026-09", "2026-10"]);
  });
});
