import { E, statusAfterVerification, VERIFICATION_WINDOW_HOURS } from "@studio/contract";
import type { Account } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { PlatformUnavailableError } from "../../lib/platform-adapter";
import { findNetworkById } from "../site";
import { statsOf } from "./platform-lookup";
import { type ChannelRow, findChannelById, lockPlatformChannel } from "./queries";
import { releaseOtherRegistrations } from "./registrations";
import { transition } from "./transition";
import { descriptionHasCode } from "./verification-code";

export const OWNERSHIP_CHECK_QUEUE = "channel-ownership-check";

export interface OwnershipCheckJob {
  channelId: number;
  /** The run this job belongs to; a newer Verify press starts a new run and older jobs stop. */
  run: number;
}

/**
 * The owner asks to verify (channel/verify): a new run of checks starts at once and repeats by
 * itself every few minutes for 24 hours, whether or not anyone is watching (docs/design.md §5).
 */
export async function startOwnershipCheck(
  deps: AppDeps,
  actor: Account,
  channel: ChannelRow,
): Promise<ChannelRow> {
  if (channel.status !== "need.approved") throw new AppError(E.CHANNEL_ALREADY_VERIFIED);
  const now = deps.now();
  const run = channel.checkRun + 1;
  const started = await transition(deps.db, channel, {
    action: "check",
    to: "need.approved",
    patch: {
      checkRun: run,
      verificationState: "verifying",
      checkUntil: new Date(now.getTime() + VERIFICATION_WINDOW_HOURS * 3_600_000),
    },
    onlyIf: { checkRun: channel.checkRun },
    actorId: actor.id,
    at: now,
    events: [{ kind: "check", from: channel.verificationState, to: "verifying", actorId: actor.id, at: now }],
  });
  if (!started) throw new AppError(E.CHANNEL_UNAVAILABLE);
  // After the commit: a job must never look for a run that was rolled back.
  await deps.jobs.send<OwnershipCheckJob>(OWNERSHIP_CHECK_QUEUE, { channelId: channel.id, run });
  return started;
}

/** One check of a run: read the description; verified, or failed/error and check again later. */
export async function runOwnershipCheck(deps: AppDeps, job: OwnershipCheckJob): Promise<void> {
  const channel = await currentRun(deps, job);
  if (!channel) return;
  const now = deps.now();
  let outcome: "verified" | "failed" | "error";
  let platformChannel = null;
  try {
    platformChannel = await deps.platform.findChannel({ kind: "id", value: channel.platformChannelId });
    if (!platformChannel) outcome = "error";
    else
      outcome = descriptionHasCode(platformChannel.description, channel.verificationCode)
        ? "verified"
        : "failed";
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) throw error;
    outcome = "error";
  }

  if (outcome === "verified" && platformChannel) {
    await markVerified(deps, channel, job, statsOf(platformChannel, now), now);
    return;
  }
  const updated = await transition(deps.db, channel, {
    action: "check",
    to: "need.approved",
    patch: { verificationState: outcome, lastCheckedAt: now },
    onlyIf: { checkRun: job.run },
    actorId: null,
    at: now,
    events:
      channel.verificationState === outcome
        ? []
        : [
            {
              kind: "check",
              from: channel.verificationState,
              to: outcome,
              actorId: null,
              at: now,
              reason: outcome === "error" ? "platform_unavailable" : "code_not_found",
            },
          ],
  });
  if (!updated) return;
  await scheduleNextCheck(deps, updated, job, now);
}

/** The channel while this job's run is current, inside its 24 hours, and still needs verifying. */
async function currentRun(deps: AppDeps, job: OwnershipCheckJob): Promise<ChannelRow | null> {
  const found = await findChannelById(deps.db, job.channelId);
  if (found?.status !== "need.approved" || found.checkRun !== job.run) return null;
  if (!found.checkUntil || deps.now() > found.checkUntil) return null;
  return found;
}

/**
 * Ownership proven: the channel goes to staff (or is held), and every other account's unproven
 * registration of the same platform channel is released, all in one transaction under the platform
 * channel's lock, so of two proofs at once exactly one wins (decision 035). The partial unique index
 * `channels_network_platform_claimed_key` stands behind the lock.
 */
async function markVerified(
  deps: AppDeps,
  channel: ChannelRow,
  job: OwnershipCheckJob,
  stats: ReturnType<typeof statsOf>,
  now: Date,
): Promise<void> {
  const network = await findNetworkById(deps.db, channel.networkId);
  const threshold = network?.holdThresholdViews ?? 100_000;
  const status = statusAfterVerification(stats.viewCount, threshold);
  await deps.db.transaction(async (tx) => {
    await lockPlatformChannel(tx, channel.networkId, channel.platformChannelId);
    const verified = await transition(tx, channel, {
      action: "verify",
      to: status,
      patch: {
        ...stats,
        verificationState: "verified",
        verifiedAt: now,
        lastCheckedAt: now,
        checkUntil: null,
      },
      onlyIf: { checkRun: job.run },
      actorId: null,
      at: now,
      reason: status === "denied.pending" ? "views_at_or_below_threshold" : null,
      events: [{ kind: "check", from: channel.verificationState, to: "verified", actorId: null, at: now }],
    });
    if (!verified) return;
    await releaseOtherRegistrations(tx, verified, now);
  });
}

async function scheduleNextCheck(deps: AppDeps, channel: ChannelRow, job: OwnershipCheckJob, now: Date) {
  const interval = deps.config.CHANNEL_CHECK_INTERVAL_SECONDS;
  if (!channel.checkUntil || now.getTime() + interval * 1000 > channel.checkUntil.getTime()) return;
  await deps.jobs.send<OwnershipCheckJob>(OWNERSHIP_CHECK_QUEUE, job, { delaySeconds: interval });
}
