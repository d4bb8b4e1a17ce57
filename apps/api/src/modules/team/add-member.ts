import { type ChannelCategory, E, type TTeamMember } from "@studio/contract";
import { pinAssignmentDay } from "../../db/assignment-day";
import type { Db } from "../../db/client";
import { lockConfirmations } from "../../db/confirmation-lock";
import type { Account, Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import type { PlatformChannel } from "../../lib/platform-adapter";
import { newInviteCode } from "../../lib/tokens";
import { assertPasswordPolicy, hashPassword } from "../auth";
import { lookUpChannelLink, registerPlatformChannel } from "../channel";
import { findAccountByEmail, insertAccountUnlessTaken, nicknameTaken } from "../member";
import { primaryDomainOf } from "../site";
import { assertTeamManager } from "./access";
import { type AuditEntry, audit } from "./audit";
import { teamMemberView } from "./member-view";
import { currentMonth, monthStart } from "./months";
import { insertFeeRateChange, nicknameOf, setChannelMember } from "./queries";
import { mailWelcome } from "./welcome-mail";

export interface AddMemberInput {
  user_id: string;
  password: string;
  nickname: string;
  channels: string[];
}

/** Channel links given with a new member carry no category: they are registered under this one. */
export const MEMBER_CHANNEL_CATEGORY: ChannelCategory = "entertainment";

/** A new member starts at this rate (basis points) from the month it is created; networks have no default of their own yet. */
export const FIRST_FEE_RATE_BP = 0;

const sameNickname = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The account an add names, when it is already this manager's member with the same nickname: the
 * add was made before (a retry, a double click) and answers that member (docs/decisions/082).
 */
function isReplay(existing: Account | undefined, manager: Account, nickname: string): existing is Account {
  return (
    existing !== undefined &&
    existing.managerId === manager.id &&
    existing.status !== "deleted" &&
    sameNickname(existing.nickname, nickname)
  );
}

/**
 * Creates a member sub-account of `manager` (docs/spec.md §2, §3; docs/design.md §4), in one
 * transaction: the account (verified: the manager vouches for the e-mail), its first fee rate, its
 * channels (registered on the manager's account and assigned to it) and the audit rows; then the
 * welcome mail, in the manager's language. Idempotent: the insert is `ON CONFLICT DO NOTHING` on the
 * network's unique e-mail index, so of parallel identical adds one creates and the rest answer it.
 */
export async function addMember(
  deps: AppDeps,
  network: Network,
  manager: Account,
  input: AddMemberInput,
  address: string | null = null,
): Promise<{ member: TTeamMember; created: boolean }> {
  assertTeamManager(manager);
  const now = deps.now();
  const month = currentMonth(network, now);
  const before = await findAccountByEmail(deps.db, network.id, input.user_id);
  if (isReplay(before, manager, input.nickname)) {
    return { member: await teamMemberView(deps.db, manager, before.id, monthStart(month)), created: false };
  }
  if (before) throw new AppError(E.EMAIL_TAKEN);
  assertPasswordPolicy(input.password, network);
  if (await nicknameTaken(deps.db, network.id, input.nickname)) throw new AppError(E.NICKNAME_TAKEN);

  // The platform is asked before the transaction: no lock is held while it answers.
  const platforms: PlatformChannel[] = [];
  for (const link of input.channels) {
    const platform = await lookUpChannelLink(deps, link);
    if (!platforms.some((p) => p.id === platform.id)) platforms.push(platform);
  }
  const passwordHash = await hashPassword(input.password);

  const outcome = await deps.db.transaction(async (tx) => {
    await pinAssignmentDay(tx, manager.networkId, now);
    await lockConfirmations(tx, manager.networkId);
    const member = await insertMember(tx, manager, input, passwordHash, now);
    if (member.replayOf !== undefined) return { memberId: member.replayOf, created: false };
    const created = member.account;
    await insertFeeRateChange(tx, {
      networkId: network.id,
      memberId: created.id,
      effectiveMonth: monthStart(month),
      feeRateBp: FIRST_FEE_RATE_BP,
      changedBy: manager.id,
      createdAt: now,
    });
    const entries: AuditEntry[] = [];
    const channelNames: string[] = [];
    for (const platform of platforms) {
      const channel = await registerPlatformChannel(tx, manager, platform, MEMBER_CHANNEL_CATEGORY, now);
      const previous = channel.assignedMemberId;
      await setChannelMember(tx, channel.id, created.id);
      channelNames.push(channel.title);
      entries.push({
        action: "channel.assign",
        memberId: created.id,
        channelId: channel.id,
        before: {
          channel_name: channel.title,
          member: previous === null ? null : { id: previous, name: await nicknameOf(tx, previous) },
        },
        after: { channel_name: channel.title, member: { id: created.id, name: created.nickname } },
      });
    }
    await audit(
      tx,
      manager,
      now,
      [
        {
          action: "member.add",
          memberId: created.id,
          after: {
            user_id: created.email,
            name: created.nickname,
            fee_rate: FIRST_FEE_RATE_BP / 100,
            month,
            channels: channelNames,
          },
        },
        ...entries,
      ],
      address,
    );
    return { memberId: created.id, created: true };
  });

  if (outcome.created) {
    await mailWelcome(deps, network, {
      to: input.user_id.toLowerCase(),
      managerName: manager.nickname,
      managerLanguage: manager.language,
      domain: await primaryDomainOf(deps.db, network.id),
    });
  }
  return {
    member: await teamMemberView(deps.db, manager, outcome.memberId, monthStart(month)),
    created: outcome.created,
  };
}

/**
 * Inserts the member, or finds why it could not: the same add made before (a replay, answered
 * with its id), another account's e-mail (10009) or nickname (10010). `ON CONFLICT DO NOTHING`
 * waits for a parallel insert of the same e-mail to commit, so the look-up after it sees that row.
 */
async function insertMember(
  tx: Db,
  manager: Account,
  input: AddMemberInput,
  passwordHash: string,
  now: Date,
): Promise<{ account: Account; replayOf?: undefined } | { replayOf: number; account?: undefined }> {
  for (let attempt = 0; ; attempt++) {
    const inserted = await insertAccountUnlessTaken(tx, {
      networkId: manager.networkId,
      email: input.user_id.toLowerCase(),
      nickname: input.nickname,
      passwordHash,
      accountType: "mcn_creator_sub",
      isMcnRelated: true,
      managerId: manager.id,
      feeRateBp: FIRST_FEE_RATE_BP,
      emailVerifiedAt: now,
      language: manager.language,
      currency: manager.currency,
      referralCode: newInviteCode(),
      createdAt: now,
    });
    if (inserted) return { account: inserted };
    const existing = await findAccountByEmail(tx, manager.networkId, input.user_id);
    if (isReplay(existing, manager, input.nickname)) return { replayOf: existing.id };
    if (existing) throw new AppError(E.EMAIL_TAKEN);
    if (await nicknameTaken(tx, manager.networkId, input.nickname)) throw new AppError(E.NICKNAME_TAKEN);
    // Only the invite code can have collided: draw another.
    if (attempt >= 5) throw new Error("could not draw a free invite code");
  }
}
