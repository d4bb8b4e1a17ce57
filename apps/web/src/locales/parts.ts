/**
 * The strings of the public pages (landing, sign-in, sign-up, password reset) and of the frame
 * around every page: a visitor who is not signed in downloads these alone; the rest comes with the
 * first signed-in page (docs/decisions/107). A test renders each public page with only these.
 */
export const PUBLIC_GROUPS: readonly string[] = ["common", "nav", "auth", "language", "shell", "errors"];

/**
 * The strings of the screens off most visits' path, loaded by those screens and not with every
 * signed-in page (docs/decisions/121, 122): what brings creators back and their friends in (the
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
  "payoutBatches",
  "adminBoards",
  "backoffice",
];

/** The folders whose screens load the extra part (their routes await `ensureStrings("extra")`). */
export const EXTRA_OWNERS: readonly string[] = [
  "features/invitation",
  "features/notifications",
  "features/boards",
  "features/team",
  "features/channels/staff",
  "features/withdrawal/staff",
  "features/backoffice",
];

/**
 * The landing page's own strings (how it works, reviews, questions): loaded by the landing page, so
 * the sign-in page, which shares the public part, does not carry them (docs/decisions/124).
 */
export const LANDING_GROUPS: readonly string[] = ["landing"];

/** The guides and the terms pages, public pages for reading, loaded by those pages (decision 124). */
export const READING_GROUPS: readonly string[] = ["guides", "terms"];

/** The folders whose screens load the reading part. */
export const READING_OWNERS: readonly string[] = ["features/guides", "features/terms"];

/**
 * The music's mood and style names: the music pages and the landing page's mood slider both name
 * them, so they are a part of their own, loaded by each (decision 124).
 */
export const MOODS_GROUPS: readonly string[] = ["musicTag"];

/**
 * Two-step sign-in's screens (docs/decisions/142): the login's second step, the setup screen and the
 * security page load these themselves, so neither the login page's first load nor every signed-in
 * page carries them.
 */
export const SECURITY_GROUPS: readonly string[] = ["security"];

/** The files whose screens load the security part. */
export const SECURITY_OWNERS: readonly string[] = ["features/security", "features/auth/second-step.tsx"];

export type LocalePart = "public" | "app" | "extra" | "landing" | "reading" | "moods" | "security";

/** The groups of each part but the app's, which holds every other group. */
export const PART_GROUPS: Record<Exclude<LocalePart, "app">, readonly string[]> = {
  public: PUBLIC_GROUPS,
  extra: EXTRA_GROUPS,
  landing: LANDING_GROUPS,
  reading: READING_GROUPS,
  moods: MOODS_GROUPS,
  security: SECURITY_GROUPS,
};

/** Whether a top-level group of a locale file belongs to the part. */
export const inPart = (group: string, part: LocalePart) => {
  const owner = (Object.keys(PART_GROUPS) as Exclude<LocalePart, "app">[]).find((p) =>
    PART_GROUPS[p].includes(group),
  );
  return (owner ?? "app") === part;
};
