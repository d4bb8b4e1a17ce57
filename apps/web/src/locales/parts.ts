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
 * The strings of the pages that bring creators back and their friends in (the invitation and the
 * notification centre; docs/decisions.md 121): loaded by those pages, not with every signed-in page.
 */
export const ENGAGEMENT_GROUPS: readonly string[] = [
  "invitation",
  "notifications",
  "boards",
  "campaign",
  "adminBoards",
  "popup",
  "tutorial",
];

export type LocalePart = "public" | "app" | "engagement";

/** Whether a top-level group of a locale file belongs to the part. */
export const inPart = (group: string, part: LocalePart) => {
  if (PUBLIC_GROUPS.includes(group)) return part === "public";
  if (ENGAGEMENT_GROUPS.includes(group)) return part === "engagement";
  return part === "app";
};
