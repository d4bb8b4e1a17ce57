import { calendarDayIn, feeRateBpToPercent, LANGUAGES, TUTORIAL_STEPS } from "@studio/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Account } from "../db/rows";
import {
  feeRateChanges,
  managerAudit,
  networkDomains,
  networks,
  notifications,
  totpFactors,
} from "../db/schema";
import { folderStorage, type Storage } from "../lib/storage";
import { newInviteCode } from "../lib/tokens";
import { insertAccount } from "../modules/auth/accounts";
import { hashPassword } from "../modules/auth/passwords";
import { confirmTotp, refreshSecondFactorFlag, savePendingTotp } from "../modules/auth/second-factor";
import { findAccountByEmail } from "../modules/member/queries";
import { refreshVideoPeriods } from "../modules/revenue/video-periods";
import { findNetworkById } from "../modules/site/queries";
import { seedDemoBoards } from "./demo-boards";
import { seedDemoChannels } from "./demo-channels";
import { seedDemoInvitations } from "./demo-invitations";
import { seedDemoLedger } from "./demo-ledger";
import { seedDemoMusic } from "./demo-music";
import { seedDemoNotifications } from "./demo-notifications";
import { seedDemoStats } from "./demo-stats";
import { seedDemoWithdrawals } from "./demo-withdrawals";

export const DEMO_PASSWORD = "studio-demo";

/**
 * The demo's published authenticator secret (base32; docs/decisions/142): the demo staff and manager
 * accounts must sign in with a second factor, and any authenticator app set up with this secret (or
 * `oathtool --totp -b STUDIODEMOTOTPSECRETKEY234567ABC`) gives their codes. Never a real account's.
 */
export const DEMO_TOTP_SECRET = "STUDIODEMOTOTPSECRETKEY234567ABC";

export const DEMO_NETWORKS = [
  {
    slug: "studio",
    name: "Studio",
    domains: ["localhost", "studio.test"],
    colorPrimary: "#5b4cf0",
    colorPrimaryDim: "#ece9fe",
    languages: [...LANGUAGES],
    isDefault: true,
    chatLink: "https://chat.studio.test/support",
    isrcPrefix: "KRA40",
  },
  {
    slug: "wave",
    name: "Wave Music",
    domains: ["wave.localhost", "wave.studio.test"],
    colorPrimary: "#0b8a6f",
    colorPrimaryDim: "#dcf5ee",
    languages: ["en", "zh-CN", "zh-TW"],
    isDefault: false,
    chatLink: "https://chat.wave.studio.test/help",
    isrcPrefix: "CNWAV",
  },
] as const;

/**
 * The demo networks' open day: month M's revenue is withdrawable from the 1st of M+1, so the window
 * (open day to the month's end) is open on any day and a demo request can be tried at once.
 */
export const DEMO_WITHDRAWAL_OPEN_DAY = 1;

export const DEMO_ACCOUNTS = [
  {
    email: "manager@studio.test",
    nickname: "DemoManager",
    role: "manager",
    accountType: "mcn",
    permissionFlag: 1,
  },
  {
    email: "creator@studio.test",
    nickname: "DemoCreator",
    role: "independent creator",
    accountType: "",
    permissionFlag: 0,
  },
  {
    email: "member@studio.test",
    nickname: "DemoMember",
    role: "member of the manager",
    accountType: "mcn_creator_sub",
    permissionFlag: 0,
  },
  {
    email: "staff@studio.test",
    nickname: "DemoStaff",
    role: "network staff: administrator",
    accountType: "",
    permissionFlag: 0,
    staffRole: "admin",
  },
  {
    email: "operator@studio.test",
    nickname: "DemoOperator",
    role: "network staff: operator",
    accountType: "",
    permissionFlag: 0,
    staffRole: "operator",
  },
] as const;

async function ensureNetwork(db: Db, spec: (typeof DEMO_NETWORKS)[number]): Promise<number> {
  const existing = await db.select({ id: networks.id }).from(networks).where(eq(networks.slug, spec.slug));
  const id =
    existing[0]?.id ??
    (
      await db
        .insert(networks)
        .values({
          slug: spec.slug,
          name: spec.name,
          colorPrimary: spec.colorPrimary,
          colorPrimaryDim: spec.colorPrimaryDim,
          languages: [...spec.languages],
          currencies: ["USD", "CNY"],
          chatLink: spec.chatLink,
          isDefault: spec.isDefault,
          isrcPrefix: spec.isrcPrefix,
          // The request window is open every day in the demo (docs/decisions/092); 25 by default.
          withdrawalOpenDay: DEMO_WITHDRAWAL_OPEN_DAY,
        })
        .returning({ id: networks.id })
    )[0]?.id;
  if (!id) throw new Error(`could not create network ${spec.slug}`);
  for (const domain of spec.domains) {
    await db.insert(networkDomains).values({ domain, networkId: id }).onConflictDoNothing();
  }
  return id;
}

/**
 * Creates the demo networks, accounts, channels, music, figures, the confirmed revenue of past
 * months (so demo accounts have balances) and the demo creator's bank info and past withdrawals (one
 * rejected, one paid); running it again changes nothing.
 */
/** `storage` holds the demo's media; without it, a folder: `dataDir` (the tests' and benchmarks' seeds). */
export async function seedDemo(
  db: Db,
  options: { dataDir: string; storage?: Storage; now?: Date; secretsKey?: string | undefined },
): Promise<void> {
  const now = options.now ?? new Date();
  const defaultId = await ensureNetwork(db, DEMO_NETWORKS[0]);
  const waveId = await ensureNetwork(db, DEMO_NETWORKS[1]);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let managerId: number | null = null;
  const people = new Map<string, Account>();
  for (const spec of DEMO_ACCOUNTS) {
    const existing = await findAccountByEmail(db, defaultId, spec.email);
    const account: Account =
      existing ??
      (await insertAccount(db, {
        networkId: defaultId,
        email: spec.email,
        nickname: spec.nickname,
        passwordHash,
        accountType: spec.accountType,
        permissionFlag: spec.permissionFlag,
        isMcnRelated: spec.accountType !== "",
        isStaff: "staffRole" in spec,
        staffRole: "staffRole" in spec ? spec.staffRole : null,
        managerId: spec.accountType === "mcn_creator_sub" ? managerId : null,
        // The manager keeps 20% of the demo member's revenue.
        feeRateBp: spec.accountType === "mcn_creator_sub" ? 2_000 : 0,
        emailVerifiedAt: now,
        // The demo's people have used the studio for months: the first-visit tutorial is for new
        // sign-ups (docs/decisions/122).
        tutorialStep: TUTORIAL_STEPS,
        referralCode: newInviteCode(),
        createdAt: now,
      }));
    if (spec.accountType === "mcn") managerId = account.id;
    if (spec.accountType === "mcn" || "staffRole" in spec) {
      await seedDemoTotp(db, account.id, options.secretsKey, now);
    }
    people.set(spec.email.split("@")[0] ?? "", account);
  }
  const [manager, creator, member, staff] = ["manager", "creator", "member", "staff"].map((name) =>
    people.get(name),
  );
  if (manager && member) await seedDemoTeam(db, manager, member);
  if (manager && creator && member) await seedDemoChannels(db, { manager, creator, member }, now);
  const [studio, wave] = await Promise.all([findNetworkById(db, defaultId), findNetworkById(db, waveId)]);
  if (studio && wave && creator) {
    const storage = options.storage ?? folderStorage(options.dataDir);
    await seedDemoMusic(db, storage, { studio, wave }, creator.id, now);
  }
  if (studio) {
    await seedDemoStats(db, studio, now);
    await refreshVideoPeriods(db, now);
    // The past months' "confirmed revenue is in" notifications are old news: never mailed.
    if ((await seedDemoLedger(db, studio, now)) > 0)
      await db.update(notifications).set({ mailPending: false }).where(eq(notifications.mailPending, true));
    if (creator && staff) await seedDemoWithdrawals(db, studio, { creator, staff }, now);
  }
  const demoBoards = staff ? await seedDemoBoards(db, staff, now) : null;
  if (creator) await seedDemoNotifications(db, creator, now, demoBoards);
  if (creator) await seedDemoInvitations(db, creator, passwordHash, now);
}

/** A confirmed authenticator app with the published demo secret, once (staff and manager must have one). */
async function seedDemoTotp(
  db: Db,
  accountId: number,
  secretsKey: string | undefined,
  now: Date,
): Promise<void> {
  const [existing] = await db.select().from(totpFactors).where(eq(totpFactors.accountId, accountId));
  if (existing) return;
  await savePendingTotp({ db, config: { SECRETS_KEY: secretsKey } }, accountId, DEMO_TOTP_SECRET, now);
  await confirmTotp(db, accountId, now);
  await refreshSecondFactorFlag(db, accountId, now);
}

/**
 * The demo member as member/mcn/add would have left it (docs/decisions/079): its first fee rate
 * from its join month and the manager's audit row. Once: a seeded member that has them is left alone.
 */
async function seedDemoTeam(db: Db, manager: Account, member: Account): Promise<void> {
  const existing = await db
    .select({ id: feeRateChanges.id })
    .from(feeRateChanges)
    .where(eq(feeRateChanges.memberId, member.id))
    .limit(1);
  if (existing.length > 0) return;
  const network = await findNetworkById(db, member.networkId);
  const month = calendarDayIn(member.createdAt, network?.timeZone ?? "UTC").slice(0, 7);
  await db.transaction(async (tx) => {
    await tx.insert(feeRateChanges).values({
      networkId: member.networkId,
      memberId: member.id,
      effectiveMonth: `${month}-01`,
      feeRateBp: member.feeRateBp,
      changedBy: manager.id,
      createdAt: member.createdAt,
    });
    await tx.insert(managerAudit).values({
      networkId: member.networkId,
      teamOwnerId: manager.id,
      actorId: manager.id,
      action: "member.add",
      memberId: member.id,
      after: {
        user_id: member.email,
        name: member.nickname,
        fee_rate: feeRateBpToPercent(member.feeRateBp),
        month,
        channels: [],
      },
      createdAt: member.createdAt,
    });
  });
}
