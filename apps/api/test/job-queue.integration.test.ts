import {
  adminJobFailedCall,
  adminJobQueuesCall,
  adminJobRetryCall,
  E,
  type TFailedJob,
} from "@studio/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/rows";
import { staffAudit } from "../src/db/schema";
import { expectError, expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The back-office's job queue screen (docs/decisions/135): each queue with its jobs by state, the
 * jobs that failed for good with their error, and a retry through pg-boss that the audit keeps.
 */

const QUEUE = "test.job-screen";
let t: TestApp;
let admin: SignedIn;
let operator: SignedIn;
let waveAdmin: SignedIn;
let failedId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { isStaff: true, staffRole: "admin" });
  operator = await signedIn(t, { isStaff: true, staffRole: "operator" });
  waveAdmin = await signedIn(t, { isStaff: true, staffRole: "admin", network: "wave" });
  // A queue without a worker: its job stays where the test puts it.
  await t.app.deps.jobs.send(QUEUE, { kind: "failing" });
  await t.app.deps.jobs.send(QUEUE, { kind: "waiting" });
  const [row] = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`
      update pgboss.job set state = 'failed', retry_count = 5, completed_on = now(),
        output = ${JSON.stringify({ name: "Error", message: "SMTP said no", stack: "Error: SMTP said no\n    at secret.ts:1" })}::jsonb
      where name = ${QUEUE} and data->>'kind' = 'failing' returning id::text as id`),
  );
  if (!row) throw new Error("no job to fail");
  failedId = row.id;
});
afterAll(() => t.close());

describe("the job queue screen", () => {
  it("lists every queue with its jobs by state", async () => {
    const { queues } = expectOk(await admin.client.call(adminJobQueuesCall, {}));
    const ours = queues.find((q) => q.name === QUEUE);
    expect(ours?.counts).toEqual({ created: 1, retry: 0, active: 0, completed: 0, failed: 1, cancelled: 0 });
    // The product's own queues are there too, an idle one with zeros.
    expect(queues.map((q) => q.name)).toContain("mail.send");
  });

  it("lists the failed jobs with their error, never the stack", async () => {
    const page = expectOk(await admin.client.call(adminJobFailedCall, { queue: QUEUE }));
    expect(page.total).toBe(1);
    const [job] = page.items as TFailedJob[];
    expect(job).toMatchObject({ id: failedId, queue: QUEUE, error: "SMTP said no", retries: 5 });
    expect(job?.failed_at).toEqual(expect.any(String));
    const all = expectOk(await admin.client.call(adminJobFailedCall, {}));
    expect(all.items.map((j) => j.id)).toContain(failedId);
    expect(JSON.stringify(all)).not.toContain("secret.ts");
  });

  it("retries a failed job once, and the audit keeps it", async () => {
    expect(expectOk(await admin.client.call(adminJobRetryCall, { queue: QUEUE, id: failedId }))).toEqual({
      retried: true,
    });
    const { queues } = expectOk(await admin.client.call(adminJobQueuesCall, {}));
    expect(queues.find((q) => q.name === QUEUE)?.counts).toMatchObject({ failed: 0, retry: 1 });
    expect(expectOk(await admin.client.call(adminJobFailedCall, { queue: QUEUE })).total).toBe(0);
    // Retried already: nothing to do, and said so.
    expect(expectOk(await admin.client.call(adminJobRetryCall, { queue: QUEUE, id: failedId }))).toEqual({
      retried: false,
    });
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, "admin/jobs/retry"), eq(staffAudit.actorId, admin.account.id)))
      .orderBy(staffAudit.id);
    expect(audit.map((row) => [row.target, row.before, row.after])).toEqual([
      [`job:${QUEUE}/${failedId}`, { state: "failed" }, { state: "retry", retried: true }],
      [`job:${QUEUE}/${failedId}`, { state: null }, { state: null, retried: false }],
    ]);
  });

  it("is for administrators of the default network only", async () => {
    expectError(await operator.client.call(adminJobQueuesCall, {}), 403, E.INVALID_ACCESS);
    expectError(
      await operator.client.call(adminJobRetryCall, { queue: QUEUE, id: failedId }),
      403,
      E.INVALID_ACCESS,
    );
    // Another network's administrator: the queues are the installation's, not theirs.
    expectError(await waveAdmin.client.call(adminJobQueuesCall, {}), 403, E.INVALID_ACCESS);
    expectError(await waveAdmin.client.call(adminJobFailedCall, {}), 403, E.INVALID_ACCESS);
    expectError(
      await waveAdmin.client.call(adminJobRetryCall, { queue: QUEUE, id: failedId }),
      403,
      E.INVALID_ACCESS,
    );
  });
});
