import type { AppDeps } from "../../deps";
import {
  CHANNELS_PER_CALL,
  type PlatformChannelSnapshot,
  PlatformUnavailableError,
} from "../../lib/platform-adapter";
import { quotaDay, spendQuota } from "./platform-quota";
import { approvedChannelsToWatch, type ChannelPatch, type ChannelRow } from "./queries";
import type { ChannelEvent } from "./record-event";
import { transition } from "./transition";
import { descriptionHasCode } from "./verification-code";

export const CHANNEL_WATCH_QUEUE = "channel-watch";
/** Every day at 03:00 UTC. */
export const CHANNEL_WATCH_CRON = "0 3 * * *";
/** A channel re-checked within this many hours is skipped (a rerun the same day does nothing). */
const MIN_HOURS_BETWEEN = 20;

export interface WatchOutcome {
  /** Channels re-checked (the platform answered for them, or said they are gone). */
  checked: number;
  /** Changes recorded (code missing or restored, handle changed). */
  findings: number;
  /** Platform calls made: one per batch of up to 50 channels, one unit of the day's quota each. */
  calls: number;
  /** The day's quota (YOUTUBE_DAILY_QUOTA) ran out with channels left: they wait for the next day. */
  quotaExhausted: boolean;
}

/**
 * The daily re-check of approved channels (docs/design.md §11, "verification that keeps watching"):
 * records when the code leaves the description or the handle changes, and tells the owner.
 * Nothing is acted on automatically. Channels are asked for 50 at a time (one channels.list call,
 * one quota unit), the least recently checked first, while the day's YOUTUBE_DAILY_QUOTA lasts; the
 * rest are checked the next day. The Shorts count costs a call per channel and is left as it was
 * (registration and ownership checks read it). Channels the platform cannot answer for are tried
 * next time.
 */
export async function watchApprovedChannels(deps: AppDeps): Promise<WatchOutcome> {
  const now = deps.now();
  const before = new Date(now.getTime() - MIN_HOURS_BETWEEN * 3_600_000);
  const day = quotaDay(now);
  const outcome: WatchOutcome = { checked: 0, findings: 0, calls: 0, quotaExhausted: false };
  const skipped = new Set<number>();
  for (;;) {
    const batch = (await approvedChannelsToWatch(deps.db, before, CHANNELS_PER_CALL + skipped.size))
      .filter((c) => !skipped.has(c.id))
      .slice(0, CHANNELS_PER_CALL);
    if (batch.length === 0) break;
    if (!(await spendQuota(deps.db, day, 1, deps.config.YOUTUBE_DAILY_QUOTA))) {
      outcome.quotaExhausted = true;
      break;
    }
    outcome.calls++;
    let found: PlatformChannelSnapshot[];
    try {
      found = await deps.platform.findChannelsById(batch.map((c) => c.platformChannelId));
    } catch (error) {
      if (!(error instanceof PlatformUnavailableError)) throw error;
      for (const channel of batch) skipped.add(channel.id);
      // YouTube's own quota is spent (other calls share it): nothing more today.
      if (error.reason === "quota" || error.reason === "unconfigured") break;
      continue;
    }
    const byId = new Map(found.map((c) => [c.id, c]));
    for (const channel of batch) {
      outcome.findings += await watchOne(deps, channel, byId.get(channel.platformChannelId) ?? null, now);
      outcome.checked++;
    }
  }
  return outcome;
}

async function watchOne(
  deps: AppDeps,
  channel: ChannelRow,
  platform: PlatformChannelSnapshot | null,
  now: Date,
): Promise<number> {
  const patch: ChannelPatch = { lastWatchedAt: now };
  const events: ChannelEvent[] = [];
  if (platform) {
    Object.assign(patch, {
      title: platform.title,
      thumbnailUrl: platform.thumbnailUrl,
      subscriberCount: platform.subscriberCount,
      viewCount: platform.viewCount,
      statsUpdatedAt: now,
    });
    const hasCode = descriptionHasCode(platform.description, channel.verificationCode);
    if (!hasCode && !channel.codeMissingSince) {
      patch.codeMissingSince = now;
      events.push({ kind: "watch", from: null, to: "code_missing", actorId: null, at: now });
    } else if (hasCode && channel.codeMissingSince) {
      patch.codeMissingSince = null;
      events.push({ kind: "watch", from: "code_missing", to: "code_restored", actorId: null, at: now });
    }
    if (platform.handle && platform.handle !== channel.handle) {
      Object.assign(patch, {
        handle: platform.handle,
        handleChangedFrom: channel.handle,
        handleChangedAt: now,
      });
      events.push({
        kind: "watch",
        from: channel.handle,
        to: "handle_changed",
        reason: platform.handle,
        actorId: null,
        at: now,
      });
    }
  }
  const updated = await transition(deps.db, channel, {
    action: "watch",
    to: "approved",
    patch,
    actorId: null,
    at: now,
    events,
  });
  return updated ? events.length : 0;
}
