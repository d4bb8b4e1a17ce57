import {
  creatorTimeZone,
  musicChannelDashboardCall,
  musicConfirmedMonthsCall,
  musicDashboardCall,
  musicDashboardMetaCall,
  musicVideoDashboardCall,
  musicVideoDetailsCall,
  musicVideoListCall,
  type TChannelRow,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { onReadDb } from "../../db/read-replica";
import type { Account } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { registerCall } from "../../lib/register-call";
import { channelFigures, maxDateOf } from "./channel-figures";
import { confirmedVsEstimated } from "./confirmed-vs-estimated";
import { buildDashboard } from "./dashboard";
import { periodDisplay } from "./exchange-rates";
import { addSums, toFigures, ZERO_SUMS } from "./figures-view";
import { onOneSnapshot } from "./queries";
import { queueReadModelRefresh, queueRefreshOnce } from "./read-model-refresh";
import { generationsOf } from "./read-models";
import { membersOf, scopeOf } from "./scope";
import { videoDetails } from "./video-details";
import { buildOwnerOf, videoPage } from "./video-list-queries";
import { isPresetRange, recordAsk } from "./video-period-asks";
import { toVideoRow } from "./video-view";

/**
 * Answers a revenue call on one snapshot of the read database (the replica when one is set and
 * fit, docs/decisions/148); when the asker owns channels whose read models are behind (a channel
 * changed, facts came in), the answer summed what is current and a refresh is queued, on the
 * primary, so the next one reads the models again.
 */
async function answer<T>(deps: AppDeps, account: Account, read: (db: Db) => Promise<T>): Promise<T> {
  const { result, generations } = await onReadDb(deps, (db) =>
    onOneSnapshot(db, async (tx) => ({
      result: await read(tx),
      generations: await generationsOf(tx, account.id),
    })),
  );
  const stale =
    account.managerId === null &&
    generations.generation > 0 &&
    generations.rollupGeneration !== generations.generation;
  if (stale) await queueRefreshOnce(deps, account.id, generations.generation);
  return result;
}

const CHANNEL_ORDER: Record<string, (a: TChannelRow, b: TChannelRow) => number> = {
  revenue_desc: (a, b) => compareMicro(b.revenue, a.revenue) || a.channel.id - b.channel.id,
  revenue_asc: (a, b) => compareMicro(a.revenue, b.revenue) || a.channel.id - b.channel.id,
  views_desc: (a, b) => b.views - a.views || a.channel.id - b.channel.id,
  views_asc: (a, b) => a.views - b.views || a.channel.id - b.channel.id,
  title_asc: (a, b) => a.channel.title.localeCompare(b.channel.title) || a.channel.id - b.channel.id,
};

function compareMicro(a: string, b: string): number {
  const difference = BigInt(a) - BigInt(b);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}

/** The revenue calls of docs/spec.md §7 (v2/music/*dashboard*, video list and details). */
export function registerRevenueRoutes(app: FastifyInstance): void {
  registerCall(app, musicDashboardMetaCall, ({ deps, account, network }) =>
    onReadDb(deps, async (db) => ({
      max_date: await maxDateOf(db, account, network, deps.now()),
      time_zone: creatorTimeZone(account, network),
      members: await membersOf(db, account),
    })),
  );

  // The signed-in account's months, estimated against confirmed (the dashboard's card).
  registerCall(app, musicConfirmedMonthsCall, ({ deps, account, network, currency, language }) =>
    answer(deps, account, async (db) => {
      const scope = await scopeOf(db, account, {});
      const maxDate = await maxDateOf(db, account, network, deps.now());
      const months = await confirmedVsEstimated(db, scope, {
        account,
        network,
        now: deps.now(),
        maxDate,
        currency,
        language,
      });
      return { currency, months };
    }),
  );

  for (const call of [musicDashboardCall, musicVideoDashboardCall]) {
    registerCall(app, call, ({ deps, account, network, input, currency, language }) =>
      answer(deps, account, async (db) => {
        const scope = await scopeOf(db, account, input);
        const maxDate = await maxDateOf(db, account, network, deps.now());
        return buildDashboard(db, scope, {
          range: { start: input.start, end: input.end },
          currency,
          language,
          maxDate,
        });
      }),
    );
  }

  registerCall(app, musicChannelDashboardCall, ({ deps, account, input, currency, language }) =>
    answer(deps, account, async (db) => {
      const scope = await scopeOf(db, account, { subaccount: input.subaccount });
      const range = { start: input.start, end: input.end };
      const display = await periodDisplay(db, scope.networkId, range.end, currency, language);
      const channels = await channelFigures(db, scope, range);
      const items = channels.map((c) => ({
        channel: { id: c.id, title: c.title, handle: c.handle, thumbnail: c.thumbnail },
        videos: c.videos,
        ...toFigures(c.sums, display),
      }));
      items.sort(CHANNEL_ORDER[input.sort]);
      const totals = channels.reduce((acc, c) => addSums(acc, c.sums), ZERO_SUMS);
      return { items, totals: toFigures(totals, display) };
    }),
  );

  registerCall(app, musicVideoListCall, async ({ deps, account, network, input, currency, language }) => {
    const range = { start: input.start, end: input.end };
    const { body, buildOwner } = await answer(deps, account, async (db) => {
      const scope = await scopeOf(db, account, input);
      const display = await periodDisplay(db, scope.networkId, range.end, currency, language);
      const page = await videoPage(db, scope, { ...input, range });
      const owner = buildOwnerOf(scope);
      const wanted =
        owner !== null &&
        !page.fromBuild &&
        !isPresetRange(range, await maxDateOf(db, account, network, deps.now()));
      return {
        body: {
          items: page.rows.map((row) => toVideoRow(row, display)),
          total: page.total,
          totals: toFigures(page.totals, display),
        },
        buildOwner: wanted ? owner : null,
      };
    });
    // A custom range answered without a build: the refresh builds it for the next pages (decision 116).
    if (buildOwner !== null && (await recordAsk(deps.db, buildOwner, range, deps.now())))
      await queueReadModelRefresh(deps, [buildOwner]);
    return body;
  });

  registerCall(app, musicVideoDetailsCall, ({ deps, account, input, currency, language }) =>
    onReadDb(deps, async (db) => {
      const scope = await scopeOf(db, account, {});
      return videoDetails(
        db,
        scope,
        input.id,
        { start: input.start, end: input.end },
        { currency, language },
      );
    }),
  );
}
