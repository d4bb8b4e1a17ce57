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

export type LocalePart = "public" | "app";

/** Whether a top-level group of a locale file belongs to the part. */
export const inPart = (group: string, part: LocalePart) =>
  PUBLIC_GROUPS.includes(group) === (part === "public");
