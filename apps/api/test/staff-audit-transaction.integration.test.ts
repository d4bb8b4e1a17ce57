import { adminBoardSaveCall, E } from "@studio/contract";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardTranslations, staffAudit } from "../src/db/schema";
import { expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { createTestApp, type TestApp } from "./support/test-app";

/** A staff write and its audit row commit together or not at all (docs/decisions/139). */

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

const saveNotice = (title: string) =>
  staff.client.call(adminBoardSaveCall, {
    kind: "notice",
    publish_at: new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
    translations: [{ language: "en", title, body: "Body" }],
  });

const noticesTitled = async (title: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(boardTranslations)
    .where(eq(boardTranslations.title, title));
  return row?.n;
};

const auditRows = async (actorId: number, action: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(staffAudit)
    .where(and(eq(staffAudit.actorId, actorId), eq(staffAudit.action, action)));
  return row?.n ?? 0;
};

describe("a staff write whose audit row cannot be written", () => {
  it("is rolled back with it: the call fails and the notice is not saved", async () => {
    const { db } = t.database;
    // The database refuses this call's audit rows, as it would refuse a value it cannot store.
    await db.execute(
      sql.raw(`create function test_refuse_board_audit() returns trigger language plpgsql as $$
        begin
          if new.action = 'admin/board/save' then raise exception 'audit refused by the test'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger test_refuse_board_audit before insert on staff_audit
        for each row execute function test_refuse_board_audit()`),
    );
    try {
      const failed = await saveNotice("Never saved without its audit");
      expect(failed.status).toBe(500);
      expect(failed.body).toMatchObject({ success: false, code: E.UNKNOWN });
    } finally {
      await db.execute(sql.raw("drop trigger test_refuse_board_audit on staff_audit"));
      await db.execute(sql.raw("drop function test_refuse_board_audit()"));
    }
    expect(await noticesTitled("Never saved without its audit")).toBe(0);
  });

  it("is saved with exactly one audit row once the row can be written", async () => {
    const before = await auditRows(staff.account.id, "admin/board/save");
    expectOk(await saveNotice("Saved with its audit"));
    expect(await noticesTitled("Saved with its audit")).toBe(1);
    expect(await auditRows(staff.account.id, "admin/board/save")).toBe(before + 1);
  });
});
