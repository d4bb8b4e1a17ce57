import type { ChannelStatus } from "@studio/contract";
import type { Db } from "../db/client";
import type { Account } from "../db/rows";
import { insertChannel } from "../modules/channel/queries";
import { seedSandboxChannels } from "../modules/sandbox/demo-channels";
import { changeSandboxChannel, findSandboxChannel } from "../modules/sandbox/sandbox-store";

interface DemoChannel {
  handle: string;
  owner: "manager" | "creator";
  assignToMember?: boolean;
  category: string;
  status: ChannelStatus;
  code: string;
}

/** Studio channels of the demo accounts, in every status; @retro-gamer and @tiny-travels stay free. */
const DEMO_CHANNELS: DemoChannel[] = [
  {
    handle: "dailykitchen",
    owner: "creator",
    category: "food_cooking",
    status: "approved",
    code: "STUDIO-K7DAILY2KT",
  },
  {
    handle: "pawsandfriends",
    owner: "creator",
    category: "pets_animals",
    status: "denied.pending",
    code: "STUDIO-P4WSFR3ND",
  },
  {
    handle: "citydance",
    owner: "manager",
    assignToMember: true,
    category: "music_dance",
    status: "approved",
    code: "STUDIO-C1TYD4NCE",
  },
  {
    // Approved and never assigned: a manager can hand it to a new member with its past (decision 105).
    handle: "kpopbeats",
    owner: "manager",
    category: "music_dance",
    status: "approved",
    code: "STUDIO-KP0PBEATS2",
  },
  {
    handle: "seoulwalks",
    owner: "manager",
    category: "travel_event",
    status: "pending",
    code: "STUDIO-SE0ULWALK",
  },
  {
    handle: "mingxiaochu",
    owner: "manager",
    category: "food_cooking",
    status: "need.approved",
    code: "STUDIO-M1NGXCHU8",
  },
];

const DAY = 86_400_000;

/** The sandbox platform's channels and the demo accounts' channels; running it again changes nothing. */
export async function seedDemoChannels(
  db: Db,
  people: { manager: Account; creator: Account; member: Account },
  now: Date,
): Promise<void> {
  await seedSandboxChannels(db);
  for (const [index, spec] of DEMO_CHANNELS.entries()) {
    const verified = spec.status !== "need.approved";
    if (verified) await changeSandboxChannel(db, spec.handle, { description: descriptionWith(spec.code) });
    const platform = await findSandboxChannel(db, { handle: spec.handle });
    if (!platform) continue;
    const registeredAt = new Date(now.getTime() - (120 - index * 10) * DAY);
    const verifiedAt = verified ? new Date(registeredAt.getTime() + DAY) : null;
    await insertChannel(db, {
      networkId: people[spec.owner].networkId,
      ownerId: people[spec.owner].id,
      assignedMemberId: spec.assignToMember ? people.member.id : null,
      platformChannelId: platform.channelId,
      handle: platform.handle,
      title: platform.title,
      thumbnailUrl: platform.thumbnailUrl,
      category: spec.category,
      status: spec.status,
      verificationCode: spec.code,
      verificationState: verified ? "verified" : "none",
      verifiedAt,
      lastCheckedAt: verifiedAt,
      approvedAt: spec.status === "approved" ? new Date(registeredAt.getTime() + 3 * DAY) : null,
      lastWatchedAt: spec.status === "approved" ? now : null,
      subscriberCount: platform.subscriberCount,
      viewCount: platform.viewCount,
      shortsCount: platform.shortsCount,
      statsUpdatedAt: now,
      createdAt: registeredAt,
    });
  }
}

function descriptionWith(code: string): string {
  return `Short videos every day. Business: hello@example.com\n\n${code}`;
}
