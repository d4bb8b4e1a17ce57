import type { AppDeps } from "../../deps";
import { PlatformUnavailableError } from "../../lib/platform-adapter";
import { statsOf } from "./platform-lookup";
import { approvedChannelsToWatch, type ChannelPatch, type ChannelRow } from "./queries";
import type { ChannelEvent } from "./record-event";
import { transition } from "./transition";
import { descriptionHasCode } from "./verification-code";

export const CHANNEL_WATCH_QUEUE = "channel-watch";
/** Every day at 03:00 UTC. */
export const CHANNEL_WATCH_CRON = "0 3 * * *";
const BATCH = 200;
/** A channel re-checked within this many hours is skipped (a rerun the same day does nothing). */
const MIN_HOURS_BETWEEN = 20;

/**
 * The daily re-check of approved channels (docs/design.md §11, "verification that keeps watching"):
 * records when the code leaves the description or the handle changes, and tells the owner.
 * Nothing is acted on automatically. Channels the platform cannot answer for are tried next time.
 */
export async function watchApprovedChannels(deps: AppDeps): Promise<{ checked: number; findings: number }> {
  const now = deps.now();
  const before = new Date(now.getTime() - MIN_HOURS_BETWEEN * 3_600_000);
  let checked = 0;
  let findings = 0;
  const skipped = new Set<number>();
  for (;;) {
    const batch = (await approvedChannelsToWatch(deps.db, before, BATCH + skipped.size)).filter(
      (c) => !skipped.has(c.id),
    );
    if (batch.length === 0) break;
    for (const channel of batch) {
      const result = await watchOne(deps, channel, now);
      if (result === "unavailable") skipped.add(channel.id);
      else {
        checked++;
        findings += result;
      }
    }
  }
  return { checked, findings };
}

async function watchOne(deps: AppDeps, channel: ChannelRow, now: Date): Promise<number | "unavailable"> {
  let platform = null;
  try {
    platform = await deps.platform.findChannel({ kind: "id", value: channel.platformChannelId });
  } catch (error) {
    if (error instanceof PlatformUnavailableError) return "unavailable";
    throw error;
  }
  const patch: ChannelPatch = { lastWatchedAt: now };
  const events: ChannelEvent[] = [];
  if (platform) {
    Object.assign(patch, statsOf(platform, now));
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
