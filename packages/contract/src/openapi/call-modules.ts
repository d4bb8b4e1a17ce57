import * as adminChannel from "../calls/admin-channel";
import * as adminImport from "../calls/admin-import";
import * as backoffice from "../calls/backoffice";
import * as board from "../calls/board";
import * as campaign from "../calls/campaign";
import * as channel from "../calls/channel";
import * as clearance from "../calls/clearance";
import type { CallDefinition } from "../calls/define-call";
import * as dev from "../calls/dev";
import * as invitation from "../calls/invitation";
import * as jobs from "../calls/jobs";
import * as ledger from "../calls/ledger";
import * as mail from "../calls/mail";
import * as mcn from "../calls/mcn";
import * as member from "../calls/member";
import * as music from "../calls/music";
import * as notification from "../calls/notification";
import * as payout from "../calls/payout";
import * as payoutBatch from "../calls/payout-batch";
import * as revenue from "../calls/revenue";
import * as site from "../calls/site";
import * as twoFactor from "../calls/two-factor";
import * as withdrawal from "../calls/withdrawal";

/** A group of calls as the reference shows them: one file of `src/calls`. */
export interface CallModule {
  readonly tag: string;
  readonly description: string;
  readonly exports: Readonly<Record<string, unknown>>;
}

/** Every file of `src/calls` that declares calls, in the order the reference lists them. */
export const CALL_MODULES: readonly CallModule[] = [
  { tag: "site", description: "The network the client runs in.", exports: site },
  { tag: "member", description: "Accounts, sessions and settings.", exports: member },
  {
    tag: "two-factor",
    description:
      "Two-step sign-in: the login's second step, the account's authenticator app, passkeys and recovery codes, step-up, staff's reset.",
    exports: twoFactor,
  },
  {
    tag: "invitation",
    description: "The invite-friends programme: the code, invited friends and referral points.",
    exports: invitation,
  },
  {
    tag: "mcn",
    description: "A manager's team: member sub-accounts, channel assignment, fee rates.",
    exports: mcn,
  },
  { tag: "channel", description: "Channels of the signed-in account.", exports: channel },
  { tag: "music", description: "The music catalogue and favourites.", exports: music },
  { tag: "revenue", description: "Dashboards, video figures and report files.", exports: revenue },
  {
    tag: "clearance",
    description:
      "Claim safety: each video's clearance, the creator's count and track check, staff's at-risk list and claim marks.",
    exports: clearance,
  },
  {
    tag: "notification",
    description: "The notification centre: the account's notifications and its unread count.",
    exports: notification,
  },
  {
    tag: "board",
    description:
      "Notices, events, rolling popups and the header notice; staff's editor and campaign participants.",
    exports: board,
  },
  {
    tag: "campaign",
    description: "Taking part in a campaign: applying, entering a video, downloading its resources.",
    exports: campaign,
  },
  { tag: "payout", description: "Payment info: where the account's withdrawals are paid.", exports: payout },
  {
    tag: "ledger",
    description: "The earnings report, and staff's confirmed revenue and manual ledger rows.",
    exports: ledger,
  },
  {
    tag: "withdrawal",
    description:
      "Withdrawal requests, their readiness checklist, and staff's queue, decisions and payout files.",
    exports: withdrawal,
  },
  {
    tag: "payout-batch",
    description:
      "Staff's payout batches: a method's pending requests sent out as one file, its settlement result imported, the overdue list.",
    exports: payoutBatch,
  },
  { tag: "admin-channel", description: "Staff review of channels.", exports: adminChannel },
  { tag: "admin-import", description: "Staff imports of catalogue and figures.", exports: adminImport },
  {
    tag: "backoffice",
    description:
      "Staff's accounts, roles, exchange rates, site settings, catalogue, import history and audit.",
    exports: backoffice,
  },
  {
    tag: "jobs",
    description:
      "The installation's background job queues: jobs by state, failed jobs and their retry (administrators of the default network).",
    exports: jobs,
  },
  {
    tag: "mail",
    description: "Staff's failed mail: mail given up on after a day of retries, and its resend.",
    exports: mail,
  },
  { tag: "dev", description: "Demo mode only (DEMO=true); absent in production.", exports: dev },
];

export function isCallDefinition(value: unknown): value is CallDefinition {
  return (
    typeof value === "object" &&
    value !== null &&
    "path" in value &&
    "method" in value &&
    "input" in value &&
    "output" in value &&
    "access" in value &&
    "errors" in value
  );
}

export interface DocumentedCall {
  /** The export's name without its `Call` suffix: `joinCall` is `join`. */
  readonly operationId: string;
  readonly tag: string;
  readonly call: CallDefinition;
}

/** Every call of the contract with its module and the name it is exported under, by path in each module. */
export function documentedCalls(): DocumentedCall[] {
  return CALL_MODULES.flatMap(({ tag, exports }) =>
    Object.entries(exports)
      .filter((entry): entry is [string, CallDefinition] => isCallDefinition(entry[1]))
      .map(([name, call]) => ({ operationId: name.replace(/Call$/, ""), tag, call }))
      .sort((a, b) => a.call.path.localeCompare(b.call.path)),
  );
}

/**
 * Every call of the contract, once: the list the document, the API's authorization matrix and the
 * hostile-input tests iterate (a test checks it holds every call the contract exports).
 */
export function contractCalls(): CallDefinition[] {
  return documentedCalls().map(({ call }) => call);
}
