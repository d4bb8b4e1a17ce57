import { periodRange } from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/client";
import * as schema from "../src/db/schema";
import { dailySums } from "../src/modules/revenue/queries";
import { READ_MODELS_QUEUE } from "../src/modules/revenue/read-models";
import { type RevenueScope, scopeOf } from "../src/modules/revenue/scope";
import { refreshVideoPeriods } from "../src/modules/revenue/video-periods";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { eventually } from "./support/eventually";
import { jobsOf } from "./support/jobs";
import { importReport } from "./support/revenue";
import { createTestApp, type TestApp, testEngine } from "./support/test-app";

/**
 * The plans of the dashboard's sums (docs/decisions/146): each statement dailySums sends reads one
 * source, the owner's rollup or the channels' rollups, never both with a fallback branch that
 * cannot run, whose parallel plan PostgreSQL started all the same. The planner is told parallel
 * plans cost nothing and index scans are off, so a few rows get the plan 10M facts got (parallel
 * scans of the rollups). PostgreSQL only (TEST_DB=postgres):
 * the embedded engine has no parallel plans.
 */
const onPostgres = testEngine() === "postgres";
const NOW = new Date("2026-11-20T18:00:00Z");

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "One-Time Filter"?: string;
  Plans?: PlanNode[];
}
interface Sent {
  text: string;
  params: unknown[];
}

const ROLLUPS = ["account_daily_stats", "channel_daily_stats"];
const GATHERS = ["Gather", "Gather Merge"];
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe.skipIf(!onPostgres)(
  `the dashboard's daily sums${onPostgres ? "" : " (skipped: needs PostgreSQL, TEST_DB=postgres)"}`,
  () => {
    let t: TestApp;
    let owner: SignedIn;
    let sent: Sent[];
    /** The test app's database, logging every statement it sends into `sent`. */
    let logged: Db;
    const range = periodRange("six_months", "2026-11-18");

    beforeAll(async () => {
      t = await createTestApp({ now: NOW });
      if (t.database.kind !== "postgres") throw new Error("PostgreSQL only");
      sent = [];
      logged = drizzle({
        client: t.database.pool,
        logger: { logQuery: (text, params) => sent.push({ text, params }) },
      });
      const staff = await signedIn(t, { isStaff: true });
      owner = await signedIn(t, { accountType: "mcn" });
      const facts = [];
      for (let c = 0; c < 2; c++) {
        const { channel, platform } = await registeredChannel(t, owner);
        await setChannelStatus(t, channel.id, { status: "approved", approvedAt: NOW });
        for (const day of ["2026-09-30", "2026-10-01", "2026-11-18"])
          facts.push({ date: day, channel: platform.id, video: `plan-${c}`, views: 1_000, revenue: "2.5" });
      }
      await importReport(staff, facts);
    });
    afterAll(() => t?.close());

    /**
     * The answer of `dailySums` for the scope, and the plans of the statements it sent, each planned
     * as sent (its text and parameters) on a connection where parallel plans cost nothing.
     */
    async function sumsAndPlans(scope: RevenueScope) {
      if (t.database.kind !== "postgres") throw new Error("PostgreSQL only");
      sent.length = 0;
      const sums = await dailySums(logged, scope, range);
      const statements = [...sent];
      const client = await t.database.pool.connect();
      try {
        await client.query("begin");
        await client.query(`set local parallel_setup_cost = 0; set local parallel_tuple_cost = 0;
          set local min_parallel_table_scan_size = 0; set local min_parallel_index_scan_size = 0;
          set local max_parallel_workers_per_gather = 2; set local enable_indexscan = off; set local enable_bitmapscan = off`);
        const plans: PlanNode[] = [];
        for (const { text, params } of statements) {
          const { rows } = await client.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(
            `explain (format json) ${text}`,
            params,
          );
          const plan = rows[0]?.["QUERY PLAN"][0]?.Plan;
          if (!plan) throw new Error(`no plan for ${text}`);
          plans.push(plan);
        }
        return { sums, plans };
      } finally {
        await client.query("rollback");
        client.release();
      }
    }

    /** The rollup tables each plan reads, and its parallel plans of a branch that may not run. */
    const shapeOf = (plans: PlanNode[]) => ({
      rollupsRead: plans.map((plan) =>
        [...new Set(nodesOf(plan).flatMap((n) => n["Relation Name"] ?? []))].filter((r) =>
          ROLLUPS.includes(r),
        ),
      ),
      // A Gather above a branch that may not run starts its workers all the same; one below it, when it runs.
      parallelBranches: plans.flatMap((plan) =>
        nodesOf(plan).filter(
          (n) =>
            (GATHERS.includes(n["Node Type"]) &&
              nodesOf(n).some((m) => m["One-Time Filter"] !== undefined)) ||
            (n["One-Time Filter"] !== undefined && nodesOf(n).some((m) => GATHERS.includes(m["Node Type"]))),
        ),
      ).length,
    });

    it("reads the owner's rollup alone while it is current, the channels' alone when it is stale", async () => {
      const db = t.database.db;
      const scope = await scopeOf(db, owner.account, {});
      expect(scope.ownerRollupAccountId).toBe(owner.account.id);
      // The refresh the import queued has run; from here the test sets where the rollup stands.
      await eventually(
        async () => ((await jobsOf(db, READ_MODELS_QUEUE)).unfinished === 0 ? true : undefined),
        {
          what: "the import's read model refresh",
        },
      );
      const generations = () =>
        db
          .select()
          .from(schema.revenueGenerations)
          .where(eq(schema.revenueGenerations.accountId, owner.account.id));

      await refreshVideoPeriods(db, NOW, [owner.account.id]);
      const [rebuilt] = await generations();
      expect(rebuilt?.rollupGeneration).toBe(rebuilt?.generation);
      const current = await sumsAndPlans(scope);
      expect(shapeOf(current.plans)).toEqual({
        rollupsRead: [[], ["account_daily_stats"]],
        parallelBranches: 0,
      });

      // A change of what the owner's revenue covers moves the generation (as the triggers do).
      await db
        .update(schema.revenueGenerations)
        .set({ generation: sql`${schema.revenueGenerations.generation} + 1` })
        .where(eq(schema.revenueGenerations.accountId, owner.account.id));
      const [moved] = await generations();
      expect(moved?.rollupGeneration).not.toBe(moved?.generation);
      const stale = await sumsAndPlans(scope);
      expect(shapeOf(stale.plans)).toEqual({
        rollupsRead: [[], ["channel_daily_stats"]],
        parallelBranches: 0,
      });

      // Either source, the same sums: three days of two channels.
      expect(current.sums).toEqual(stale.sums);
      expect([...current.sums.keys()].sort()).toEqual(["2026-09-30", "2026-10-01", "2026-11-18"]);
      expect(current.sums.get("2026-10-01")).toMatchObject({ views: 2_000, revenue: 5_000_000n });
    });
  },
);
