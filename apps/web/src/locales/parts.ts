/**
 * The strings of the public pages (landing, sign-in, sign-up, password reset) and of the frame
 * around every page: a visitor who is not signed in downloads these alone; the rest comes with the
 * first signed-in page (docs/decisions.md 107). A test renders each public page with only these.
 */
export const PUBLIC_GROUPS: readonly string[] = [
  "common",
  "nav",
  "auth",
  "language",
  "currency",
  "landing",
  "shell",
  "errors",
];

/**
 * The strings of the screens off most visits' path, loaded by those screens and not with every
 * signed-in page (docs/decisions.md 121, 122): what brings creators back and their friends in (the
 * invitation, the notification centre, notices and events), the manager's team screens and the
 * back-office's.
 */
export const EXTRA_GROUPS: readonly string[] = [
  "invitation",
  "notifications",
  "boards",
  "campaign",
  "team",
  "adminChannels",
  "confirmedImport",
  "adminWithdrawals",
  "adminBoards",
];

/** The folders whose screens load the extra part (their routes await `ensureStrings("extra")`). */
export const EXTRA_OWNERS: readonly string[] = [
  "features/invitation",
  "features/notifications",
  "features/boards",
  "features/team",
  "features/channels/staff",
  "features/withdrawal/staff",
];

export type LocalePart = "public" | "app" | "extra";

/** Whether a top-level group of a locale file belongs to the part. */
export const inPart = (group: string, part: LocalePart) => {
  if (PUBLIC_GROUPS.includes(group)) return part === "public";
  if (EXTRA_GROUPS.includes(group)) return part === "extra";
  return part === "app";
};
