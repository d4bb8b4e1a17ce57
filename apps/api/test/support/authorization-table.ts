import { E, type ErrorCode, errorStatus } from "@studio/contract";

/**
 * Who calls (docs/spec.md §6, docs/design.md §4). Every one but `anonymous` holds a live session
 * of its own account, created for the one case it calls in:
 * - creator: an independent creator (account type '');
 * - member: a sub-account (`mcn_creator_sub`) whose manager is a manager of its own;
 * - manager: account type `mcn` with the sub-account flag;
 * - staff: network staff with the administrator role (everything of the back-office);
 * - operator: network staff with the operator role (the daily work, docs/decisions/125);
 * - other-network: a staff account of the "wave" network calling the "studio" site;
 * - unverified: a creator whose e-mail is not verified yet;
 * - deleted: a creator marked deleted whose session outlived the deletion (every call checks the
 *   account again, docs/design.md §4);
 * - suspended: a creator suspended by staff whose session outlived the suspension (10013);
 * - unassigned-member: a member of manager A asking about A's channel that is not assigned to it;
 * - other-manager: manager B of the same network asking about manager A's members and channels.
 */
export const PRINCIPALS = [
  "anonymous",
  "creator",
  "member",
  "manager",
  "staff",
  "operator",
  "other-network",
  "unverified",
  "deleted",
  "suspended",
  "unassigned-member",
  "other-manager",
] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** An answer that refuses the caller for who it is: the HTTP status and the catalogue code. */
export interface Refusal {
  status: number;
  code: ErrorCode;
}

const refusal = (code: ErrorCode): Refusal => ({ status: errorStatus(code), code });

/**
 * How a call refuses each principal it does not let through (docs/design.md §2 and §4): no session
 * in this network is "login required" (401, 10000), a deleted account 10002, any other account
 * "invalid access" (403, 2).
 */
export const REFUSAL_OF: Record<Principal, Refusal> = {
  anonymous: refusal(E.LOGIN_REQUIRED),
  "other-network": refusal(E.LOGIN_REQUIRED),
  deleted: refusal(E.ACCOUNT_DELETED),
  suspended: refusal(E.ACCOUNT_SUSPENDED),
  creator: refusal(E.INVALID_ACCESS),
  member: refusal(E.INVALID_ACCESS),
  manager: refusal(E.INVALID_ACCESS),
  staff: refusal(E.INVALID_ACCESS),
  operator: refusal(E.INVALID_ACCESS),
  unverified: refusal(E.INVALID_ACCESS),
  "unassigned-member": refusal(E.INVALID_ACCESS),
  "other-manager": refusal(E.INVALID_ACCESS),
};

/** A row of someone else's team or channel: as if it did not exist (404, code 2). */
const HIDDEN: Refusal = { status: 404, code: E.INVALID_ACCESS };

/** Every answer that means "not you": an allowed principal never gets one of them. */
export const ACCESS_REFUSALS: readonly Refusal[] = [
  refusal(E.LOGIN_REQUIRED),
  refusal(E.INVALID_ACCESS),
  refusal(E.ACCOUNT_DELETED),
  refusal(E.ACCOUNT_SUSPENDED),
];

export interface AuthorizationRow {
  /** Exactly the principals the call lets through; every other one gets its refusal. */
  allowed: readonly Principal[];
  /** Where a refused principal gets another answer than REFUSAL_OF says, and why. */
  refusals?: Partial<Record<Principal, Refusal>>;
}

const EVERYONE = PRINCIPALS;
/** access "session": a verified, active account of this network. */
const VERIFIED = [
  "creator",
  "member",
  "manager",
  "staff",
  "operator",
  "unassigned-member",
  "other-manager",
] as const;
/** access "session-unverified": any active account of this network. */
const SIGNED_IN = [...VERIFIED, "unverified"] as const;
/** access "staff": network staff of either role. */
const STAFF = ["staff", "operator"] as const;
/** access "admin": network staff with the administrator role. */
const ADMINS = ["staff"] as const;
/** Those who run a channel: its owner (or the owner's manager); an assigned member only sees it. */
const CHANNEL_RUNNERS = ["creator", "manager", "staff", "operator"] as const;
/** Those who may run a team (docs/spec.md §6): the highest permission or the SubCreateable flag. */
const TEAM_MANAGERS = ["manager", "other-manager"] as const;
/** Another team's member or channel, and a channel not assigned to the member asking: hidden. */
const OTHERS_HIDDEN = { "unassigned-member": HIDDEN, "other-manager": HIDDEN } as const;

/**
 * The authorization matrix: every call of the contract, keyed "METHOD path", with the exact set of
 * principals it lets through. Each principal calls with its own session and its own data (its own
 * channel; a member the channel its manager assigned to it). A call the contract gains without a
 * row here fails apps/api/test/authorization-matrix.integration.test.ts.
 */
export const AUTHORIZATION_TABLE: Record<string, AuthorizationRow> = {
  // Public calls ignore any session sent with them (contract `access: "public"`).
  "GET site/meta": { allowed: EVERYONE },
  "GET site/landing/music": { allowed: EVERYONE },
  "GET dev/mails": { allowed: EVERYONE },
  "POST member/join": { allowed: EVERYONE },
  "GET member/invitation/validate": { allowed: EVERYONE },
  "POST member/account/find.password": { allowed: EVERYONE },
  "POST member/account/find.password.verify": { allowed: EVERYONE },
  "POST member/account/find.password.update": { allowed: EVERYONE },
  // Each principal logs in with its own credentials (anonymous: those of an account without a session).
  "POST member/login": {
    allowed: ["anonymous", ...SIGNED_IN],
    // An account of another network does not exist on this site: the same answer as a wrong password.
    refusals: { "other-network": refusal(E.WRONG_CREDENTIALS) },
  },
  // Public, but the caller's session token is the input (`code`, docs/decisions/004).
  "POST member/create.onetime.auth": { allowed: SIGNED_IN },
  // Public, but the input is a single-use token issued to the principal's account in its network.
  "POST member/onetime.login": { allowed: SIGNED_IN },

  // The login's second step (docs/decisions/142): public, the ticket is the input (a random one here).
  "POST member/login/verify": { allowed: EVERYONE },
  "POST member/login/passkey.options": { allowed: EVERYONE },
  "POST member/login/passkey.verify": { allowed: EVERYONE },
  // Setting up a second factor is open before the e-mail is verified; changing one needs it.
  "GET member/2fa/status": { allowed: SIGNED_IN },
  "POST member/2fa/totp.setup": { allowed: SIGNED_IN },
  "POST member/2fa/totp.confirm": { allowed: SIGNED_IN },
  "POST member/2fa/passkey.options": { allowed: SIGNED_IN },
  "POST member/2fa/passkey.register": { allowed: SIGNED_IN },
  "POST member/2fa/totp.remove": { allowed: VERIFIED },
  "POST member/2fa/passkey.remove": { allowed: VERIFIED },
  "POST member/2fa/recovery.regenerate": { allowed: VERIFIED },
  "POST member/2fa/devices.forget": { allowed: VERIFIED },
  "POST member/2fa/stepup.options": { allowed: VERIFIED },
  "POST member/2fa/stepup.mail": { allowed: VERIFIED },
  // Staff's reset of a lost second factor: administrators only (audited, docs/operations.md).
  "POST admin/account/reset-2fa": { allowed: ADMINS },

  "POST member/logout": { allowed: SIGNED_IN },
  "GET member/me": { allowed: SIGNED_IN },
  // Only an unverified account has a sign-up code to ask for; a verified one is refused (403, 2).
  "POST member/email": { allowed: ["unverified"] },
  // A verified account's code check is a no-op; an unverified one's code is checked.
  "POST member/emailverify": { allowed: SIGNED_IN },
  "POST member/account/update": { allowed: VERIFIED },
  "POST member/account/delete.account": { allowed: SIGNED_IN },
  "POST member/settings/step.tutorial": { allowed: VERIFIED },
  "POST member/settings/push": { allowed: VERIFIED },
  "GET member/invitation/dashboard": { allowed: VERIFIED },
  "GET member/invitation/dashboard/list": { allowed: VERIFIED },
  "GET notification/list": { allowed: VERIFIED },
  "GET notification/unread": { allowed: VERIFIED },
  "POST notification/read": { allowed: VERIFIED },
  "POST notification/read.all": { allowed: VERIFIED },
  "GET board/list": { allowed: VERIFIED },
  "GET board/detail": { allowed: VERIFIED },
  "GET board/header": { allowed: VERIFIED },
  "GET board/popups": { allowed: VERIFIED },
  // Every verified account may take part; the rules then decide (own approved channel, 60004...).
  "POST event/campaign/apply": { allowed: VERIFIED },
  "POST event/campaign/video": { allowed: VERIFIED },
  "GET event/campaign/resources": { allowed: VERIFIED },
  "POST member/settings/preferences": { allowed: SIGNED_IN },

  "POST channel/add": { allowed: VERIFIED },
  "GET channel/list": { allowed: VERIFIED },
  "GET channel/detail": {
    allowed: ["creator", "member", "manager", "staff", "operator"],
    refusals: OTHERS_HIDDEN,
  },
  "POST channel/verify": { allowed: CHANNEL_RUNNERS, refusals: OTHERS_HIDDEN },
  "POST channel/review": { allowed: CHANNEL_RUNNERS, refusals: OTHERS_HIDDEN },
  "POST channel/delete": { allowed: CHANNEL_RUNNERS, refusals: OTHERS_HIDDEN },
  // The caller's channel (manager A's for other-manager) given to a member of the caller's team.
  "POST channel/assign": { allowed: ["manager"], refusals: { "other-manager": HIDDEN } },
  "POST channel/unassign": { allowed: ["manager"], refusals: { "other-manager": HIDDEN } },

  // A manager's team: every manager runs its own; a member of another team is hidden (404).
  "POST member/mcn/add": { allowed: TEAM_MANAGERS },
  "GET member/mcn/accounts": { allowed: TEAM_MANAGERS },
  "GET member/mcn/audit": { allowed: TEAM_MANAGERS },
  "POST member/mcn/update": { allowed: ["manager"], refusals: { "other-manager": HIDDEN } },
  "POST member/mcn/delete": { allowed: ["manager"], refusals: { "other-manager": HIDDEN } },
  "GET member/mcn/fee_rate.history": { allowed: ["manager"], refusals: { "other-manager": HIDDEN } },
  "GET member/mcn/fee_rate.preview": { allowed: ["manager"], refusals: { "other-manager": HIDDEN } },

  "GET v2/music/tags": { allowed: VERIFIED },
  "GET v2/music/home": { allowed: VERIFIED },
  "GET v2/music/search": { allowed: VERIFIED },
  "GET music/favorites": { allowed: VERIFIED },
  "POST music/favorite.toggle": { allowed: VERIFIED },
  "GET music/music.log": { allowed: VERIFIED },

  "GET v2/music/dashboard": { allowed: VERIFIED },
  "GET v2/music/video/dashboard": { allowed: VERIFIED },
  "GET v2/music/channel/dashboard": { allowed: VERIFIED },
  "GET v2/music/video/list": { allowed: VERIFIED },
  "GET v2/music/video/details": { allowed: VERIFIED },
  "GET v2/music/dashboard/meta": { allowed: VERIFIED },
  "GET v2/music/dashboard/confirmed": { allowed: VERIFIED },
  "POST v2/music/video/export": { allowed: VERIFIED },
  "GET v2/music/video/export.status": { allowed: VERIFIED },
  // Claim safety (docs/decisions/127): each account of its own channels' videos and tracks.
  "GET v2/music/clearance/summary": { allowed: VERIFIED },
  "GET v2/music/clearance/check": { allowed: VERIFIED },

  // Every verified account has payment info of its own (creators, managers, members, staff alike).
  "GET withdrawal/info": { allowed: VERIFIED },
  "POST withdrawal/info.register": { allowed: VERIFIED },
  "POST withdrawal/info.update": { allowed: VERIFIED },
  // Every verified account has a ledger of its own: its earnings report and what each line is made of.
  "GET withdrawal/report": { allowed: VERIFIED },
  "GET withdrawal/report.detail": { allowed: VERIFIED },
  // Every verified account withdraws its own balance; staff decide the network's requests.
  "GET withdrawal/quote": { allowed: VERIFIED },
  "POST withdrawal/request": { allowed: VERIFIED },
  "GET withdrawal/list": { allowed: VERIFIED },
  "GET withdrawal/invoice.link": { allowed: VERIFIED },
  // Public: the signed token is the authority (decision 091), whoever sends it.
  "GET withdrawal/invoice": { allowed: EVERYONE },
  // The PDF by id (access "optional-session"): the session names the owner, verified or not; without
  // a session of this network nobody owns it, so the withdrawal is hidden (404) rather than 401. By
  // token it answers whoever sends it, as the page does.
  "GET withdrawal/invoice.pdf": {
    allowed: SIGNED_IN,
    refusals: { anonymous: HIDDEN, "other-network": HIDDEN },
  },

  "GET admin/channel/queue": { allowed: STAFF },
  "POST admin/channel/approve": { allowed: STAFF },
  "POST admin/channel/deny": { allowed: STAFF },
  "GET admin/channel/history": { allowed: STAFF },
  "POST admin/music/import": { allowed: STAFF },
  "POST admin/stats/import": { allowed: STAFF },
  "POST admin/revenue/confirmed.preview": { allowed: STAFF },
  "POST admin/revenue/confirmed.confirm": { allowed: STAFF },
  "GET admin/revenue/reconciliation": { allowed: STAFF },
  // A manual ledger row moves money: administrators only (docs/decisions/125).
  "POST admin/ledger/manual": { allowed: ADMINS },
  "GET admin/ledger/entries": { allowed: STAFF },
  // Deciding another's manual entry moves money too (docs/decisions/134); reading is staff's.
  "GET admin/ledger/manual.list": { allowed: STAFF },
  "POST admin/ledger/manual.approve": { allowed: ADMINS },
  "POST admin/ledger/manual.decline": { allowed: ADMINS },
  "GET admin/ledger/trial-balance": { allowed: STAFF },
  "GET admin/ledger/trial-balance.export": { allowed: STAFF },
  "GET admin/board/list": { allowed: STAFF },
  "GET admin/board/detail": { allowed: STAFF },
  "POST admin/board/save": { allowed: STAFF },
  "POST admin/board/preview": { allowed: STAFF },
  "GET admin/campaign/participants": { allowed: STAFF },
  "POST admin/campaign/decide": { allowed: STAFF },
  "GET admin/withdrawal/queue": { allowed: STAFF },
  "POST admin/withdrawal/pay": { allowed: STAFF },
  "POST admin/withdrawal/reject": { allowed: STAFF },
  "GET admin/withdrawal/export": { allowed: STAFF },
  // Payout batches (docs/decisions/133): the daily payout work, as the decisions one by one.
  "GET admin/withdrawal/batch.preview": { allowed: STAFF },
  "POST admin/withdrawal/batch.create": { allowed: STAFF },
  "GET admin/withdrawal/batch.list": { allowed: STAFF },
  "GET admin/withdrawal/batch.file": { allowed: STAFF },
  "POST admin/withdrawal/batch.settle": { allowed: STAFF },
  "GET admin/withdrawal/overdue": { allowed: STAFF },

  // The back-office of docs/decisions/125: operators do the daily work, administrators the rest.
  "GET admin/account/search": { allowed: STAFF },
  "GET admin/account/detail": { allowed: STAFF },
  "POST admin/account/suspend": { allowed: ADMINS },
  "POST admin/account/restore": { allowed: ADMINS },
  "POST admin/account/resend-verification": { allowed: STAFF },
  "POST admin/staff/role": { allowed: ADMINS },
  "GET admin/rates/list": { allowed: STAFF },
  "POST admin/rates/set": { allowed: ADMINS },
  "GET admin/site/get": { allowed: ADMINS },
  "POST admin/site/save": { allowed: ADMINS },
  "POST admin/site/logo": { allowed: ADMINS },
  "GET admin/music/list": { allowed: STAFF },
  "POST admin/music/update": { allowed: STAFF },
  "POST admin/music/withdraw": { allowed: STAFF },
  "POST admin/music/files": { allowed: STAFF },
  "GET admin/import/history": { allowed: STAFF },
  // The failed-mail screen: staff of either role, their network's mail only (docs/decisions/136).
  "GET admin/mail/failed": { allowed: STAFF },
  "POST admin/mail/resend": { allowed: STAFF },
  "GET admin/clearance/list": { allowed: STAFF },
  "POST admin/clearance/claim": { allowed: STAFF },
  "GET admin/audit/list": { allowed: ADMINS },
  "GET admin/audit/export": { allowed: ADMINS },
  // The job queue is the installation's: administrators of the default network (decision 135).
  "GET admin/jobs/queues": { allowed: ADMINS },
  "GET admin/jobs/failed": { allowed: ADMINS },
  "POST admin/jobs/retry": { allowed: ADMINS },
};

/** What a principal must get from a call: through (any answer but a refusal), or its exact refusal. */
export function expectedOutcome(row: AuthorizationRow, principal: Principal): "allowed" | Refusal {
  if (row.allowed.includes(principal)) return "allowed";
  return row.refusals?.[principal] ?? REFUSAL_OF[principal];
}
