/**
 * Business constants and limits shared by the API and the web app (docs/spec.md §2-§5, §9; docs/design.md §4,
 * §6-§8). Money amounts are bigint micro-USD (1 USD = 1_000_000n, see ./money).
 */

/** An inclusive length range, in characters. */
export interface LengthRange {
  readonly min: number;
  readonly max: number;
}

// ---------------------------------------------------------------------------------------------
// Validation (docs/spec.md §5, §9; docs/design.md §4, §7)
// ---------------------------------------------------------------------------------------------

/** Nickname length, 2-12 characters (letters or digits, any script). */
export const NICKNAME = { min: 2, max: 12 } as const satisfies LengthRange;

/**
 * Length accepted where a person confirms an existing password (delete channel, delete member,
 * delete account, change member password): 4-64 as docs/spec.md §5 says.
 */
export const PASSWORD_SPEC = { min: 4, max: 64 } as const satisfies LengthRange;

/**
 * Default policy for new passwords (docs/design.md §4): 8-64 and not a common password. A network may
 * lower the minimum down to PASSWORD_SPEC.min; error 10006 carries the policy's (min,max).
 */
export const PASSWORD_POLICY_DEFAULT = { min: 8, max: 64 } as const satisfies LengthRange;

/** SWIFT/BIC code length, 8-11 characters (payment info). */
export const SWIFT = { min: 8, max: 11 } as const satisfies LengthRange;

/** Account number length hint, 10-12 characters (payment info). */
export const ACCOUNT_NUMBER = { min: 10, max: 12 } as const satisfies LengthRange;

/** Favourite tracks per account unless the network sets another limit (error 20000 names it). */
export const FAVOURITES_LIMIT_DEFAULT = 10;

// ---------------------------------------------------------------------------------------------
// Money, payouts, channels, invitations (docs/spec.md §4, §9; docs/design.md §6, §7, §9)
// ---------------------------------------------------------------------------------------------

/**
 * Withdrawal rules (docs/design.md §7; docs/decisions/132). Amounts are bigint micro-USD; what a
 * request takes, its fee and its net are whole cents (withdrawalAmounts in ./payout/withdrawal).
 */
export const WITHDRAWAL = {
  /**
   * A request takes the available balance in whole cents, only when that is above this (20 USD;
   * 40002 otherwise).
   */
  minBalanceMicro: 20_000_000n,
  /** Bank transfer only for a request of at least this (100.00 USD; 40019 below). */
  bankMinTotalMicro: 100_000_000n,
  /** Bank transfer fee (20.00 USD). */
  bankFeeMicro: 20_000_000n,
  /** PayPal fee rate in basis points (470 = 4.7%), rounded down to the cent. */
  paypalFeeBasisPoints: 470,
  /** Day of month M+1 from which month M's confirmed revenue is withdrawable (the 25th). */
  openDay: 25,
} as const;

/** A channel with at most this many total views is held (denied.pending) for re-review. */
export const HOLD_THRESHOLD_VIEWS = 100_000;

/** Invitation reward programme (docs/spec.md §4). */
export const INVITATION = {
  /** Points accrue for this many months from the friend's sign-up. */
  accrualMonths: 3,
  /** Points stay valid this many months from issue, then expire. */
  validityMonths: 6,
  /**
   * The inviter's share of an invited friend's confirmed revenue, in basis points, unless the
   * network sets its own (docs/decisions/121): 5%.
   */
  defaultShareBp: 500,
} as const;

/**
 * Boards (docs/spec.md §2 `/notices`, `/events`; §3 board types; docs/decisions/122): notices,
 * events (campaigns are events with participation) and the rolling popups staff write in the same
 * editor.
 */
export const BOARD_KINDS = ["notice", "event", "popup"] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];

export const BOARD_LIMITS = {
  /** Items per page of `/notices` and `/events`. */
  page: 20,
  titleMax: 200,
  /** Markdown characters of one language's body. */
  bodyMax: 50_000,
} as const;

/**
 * The first-visit tutorial's steps (dashboard, channels, music): `member/settings/step.tutorial`
 * records the step reached, and at this value the tutorial never shows again.
 */
export const TUTORIAL_STEPS = 3;

/** Campaign rules (docs/spec.md §8 60000-60013, §9; docs/decisions/122). */
export const CAMPAIGN = {
  /** Resources open this long after the channel applied (60009). */
  resourceDelaySeconds: 60,
  /** The longest video the platform counts as a Short (YouTube: 3 minutes since October 2024). */
  shortsMaxSeconds: 180,
  /** How often the entered videos' views are read again from the platform. */
  viewsRefreshMinutes: 30,
} as const;

/**
 * Upload guidance (docs/spec.md §9), shown by the guides and wherever a creator is told how to use
 * a track: the music's volume, one track a video, the length that keeps the RPM.
 */
export const UPLOAD_GUIDANCE = {
  /** The music at this volume or louder when edited on a phone. */
  musicVolumeMobilePercent: 15,
  /** The same on a PC editor (one text of the network's says 11%). */
  musicVolumePcPercent: 11,
  /** Tracks of the catalogue in one video. */
  tracksPerVideo: 1,
  /** The recommended shortest length. */
  recommendedSeconds: 35,
  /** Shorter than this may lower the RPM. */
  lowerRpmUnderSeconds: 32,
  /** Estimated revenue shows this long after the upload. */
  revenueVisibleHours: 48,
  /** A video uploaded from a PC is recognised in this many days. */
  pcRecognitionDays: { min: 1, max: 3 },
} as const;

/** The upload guidance's figures as the placeholders of the strings that state them. */
export const UPLOAD_GUIDANCE_PARAMS = {
  mobile: UPLOAD_GUIDANCE.musicVolumeMobilePercent,
  pc: UPLOAD_GUIDANCE.musicVolumePcPercent,
  count: UPLOAD_GUIDANCE.tracksPerVideo,
  recommended: UPLOAD_GUIDANCE.recommendedSeconds,
  short: UPLOAD_GUIDANCE.lowerRpmUnderSeconds,
  hours: UPLOAD_GUIDANCE.revenueVisibleHours,
  min: UPLOAD_GUIDANCE.pcRecognitionDays.min,
  max: UPLOAD_GUIDANCE.pcRecognitionDays.max,
} as const;

/** The guides under /guides (docs/spec.md §2), in the order the index lists them. */
export const GUIDE_SLUGS = [
  "android-upload",
  "iphone-upload",
  "android-unlock",
  "iphone-unlock",
  "auths",
  "auths/mobile-auth",
  "auths/pc-auth",
] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

/**
 * The terms pages and the version of each in force (docs/spec.md §2): the pages show it, and the
 * sign-up form links the current ones. A new version is a new entry here and a new text.
 */
export const TERMS_DOCUMENTS = {
  terms: { path: "/terms", version: "1.1", effective: "2026-11-01" },
  policy: { path: "/terms-policy", version: "1.1", effective: "2026-11-01" },
  ofl: { path: "/terms-ofl", version: "1.1", effective: "2007-02-26" },
  osl: { path: "/terms-osl", version: null, effective: null },
} as const;
export type TermsDocument = keyof typeof TERMS_DOCUMENTS;

// ---------------------------------------------------------------------------------------------
// Accounts and sessions (docs/design.md §4)
// ---------------------------------------------------------------------------------------------

/** E-mail verification and password-reset codes. */
export const VERIFICATION_CODE = {
  /** Digits in a code. */
  length: 6,
  /** A code is valid for 10 minutes. */
  ttlSeconds: 600,
  /** Wrong tries allowed before 10015. */
  maxAttempts: 5,
  /** A new code may be requested no sooner than this after the previous one. */
  resendCooldownSeconds: 60,
} as const;

/** The one-time token from find.password.verify is valid 10 minutes (10024 after). */
export const RESET_TOKEN_TTL_SECONDS = 600;

/** A single-use login token from member/create.onetime.auth is valid 60 seconds. */
export const ONETIME_AUTH_TTL_SECONDS = 60;

/** Sessions expire after 30 days without use (sliding). */
export const SESSION_TTL_DAYS = 30;

/** Account types (docs/design.md §4): independent creator, manager, middle, member sub-account. */
export const ACCOUNT_TYPES = ["", "mcn", "mcn_creator", "mcn_creator_sub"] as const;

/**
 * Network staff roles (docs/decisions/125): an administrator may do everything; an operator the
 * daily work (imports, channel review, catalogue, withdrawals, notices), not the site's settings,
 * exchange rates, suspensions, staff roles or the audit.
 */
export const STAFF_ROLES = ["admin", "operator"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === "string" && (ACCOUNT_TYPES as readonly string[]).includes(value);
}

/** Bits of permission_flag; SubCreateable lets a middle account create sub-accounts. */
export const PERMISSION_FLAG = { none: 0, SubCreateable: 1 } as const;
export type PermissionFlagName = keyof typeof PERMISSION_FLAG;

/** True when `flags` has every bit of `flag` set (`none` is always true). */
export function hasPermissionFlag(flags: number, flag: number): boolean {
  return (flags & flag) === flag;
}

// ---------------------------------------------------------------------------------------------
// Screens and layout (docs/spec.md §2, §4, §9)
// ---------------------------------------------------------------------------------------------

/** Lower bounds in CSS pixels: largeMobile from 640, laptop from 1100. */
export const BREAKPOINTS = { mobile: 640, laptop: 1100 } as const;

/** Screen classes, narrowest first. */
export const SCREEN_CLASSES = ["mobile", "largeMobile", "laptop"] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number];

/**
 * Screen class for a viewport width in CSS pixels: below 640 mobile, 640 up to below 1100
 * largeMobile, 1100 and up laptop. A width that is not a number (NaN) counts as mobile.
 */
export function screenClassOf(width: number): ScreenClass {
  if (width >= BREAKPOINTS.laptop) return "laptop";
  if (width >= BREAKPOINTS.mobile) return "largeMobile";
  return "mobile";
}

/** The screen class is re-evaluated this long after the last resize event. */
export const RESIZE_DEBOUNCE_MS = 50;

/** Scroll and resize handlers are throttled to this interval. */
export const THROTTLE_MS = 100;

/** The latest-build file is polled this often; a new build id reloads on the next navigation. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Music player bar: maximum width and progress-bar thickness (normal, on hover), in px. */
export const PLAYER = { maxWidth: 1100, progress: 2, progressHover: 8 } as const;

/** A swipe closes a sheet past 10% of its size, or when it is faster than 300 ms. */
export const SWIPE_CLOSE = { ratio: 0.1, fastMs: 300 } as const;

/**
 * Query keys that open a dialog; each is removed once per session by redirecting to the same path
 * without it (docs/spec.md §2).
 */
export const DIALOG_QUERY_KEYS = [
  "menu",
  "delete",
  "logout",
  "videoDetail",
  "addChannel",
  "assign",
  "unassign",
  "review",
  "addMember",
  "password",
  "addWithCodeChannel",
  "authTimer",
  "guide",
  "withdrawalNotice",
  "requireAccount",
  "requestWithdrawal",
] as const;
export type DialogQueryKey = (typeof DIALOG_QUERY_KEYS)[number];

/**
 * 30 chart series colours, distinct from each other (CIE76 distance at least 13 between any two)
 * and each with a contrast ratio of at least 3:1 against white (WCAG 1.4.11 for graphics). The
 * first 15 are a lighter ring of hues ordered so neighbours differ strongly; the last 15 are a
 * darker ring in the same order.
 */
export const CHART_PALETTE = [
  "#E35F75",
  "#00A38F",
  "#DB609C",
  "#00A067",
  "#C16CC0",
  "#579B43",
  "#937DDC",
  "#849329",
  "#448CEB",
  "#A98722",
  "#0098E8",
  "#C77934",
  "#009FD5",
  "#DC6A51",
  "#00A2B6",
  "#B43B3F",
  "#007A7C",
  "#B53463",
  "#007956",
  "#A63D87",
  "#007631",
  "#844EA6",
  "#487109",
  "#465FBB",
  "#6E6800",
  "#006CC1",
  "#8D5B00",
  "#0075B7",
  "#A54B1E",
  "#00799E",
] as const;

// ---------------------------------------------------------------------------------------------
// Catalogue values (docs/spec.md §3, §7, §9)
// ---------------------------------------------------------------------------------------------

/** Channel categories, in the order the add-channel modal lists them (docs/spec.md §3). */
export const CHANNEL_CATEGORIES = [
  "personal_broadcast_blog",
  "game",
  "news_politics",
  "beauty",
  "nonprofit_social_movement",
  "sports",
  "story",
  "pets_animals",
  "entertainment",
  "travel_event",
  "movies_drama_animation",
  "food_cooking",
  "music_dance",
  "medicine_science_education",
  "car",
  "knowledge_shopping",
  "challenge",
  "comedy",
  "kids",
  "fashion",
  "it_economy_finance",
] as const;
export type ChannelCategory = (typeof CHANNEL_CATEGORIES)[number];

export function isChannelCategory(value: unknown): value is ChannelCategory {
  return typeof value === "string" && (CHANNEL_CATEGORIES as readonly string[]).includes(value);
}

/** Music track categories. */
export const MUSIC_CATEGORIES = ["bgm", "kpop", "ost"] as const;
export type MusicCategory = (typeof MUSIC_CATEGORIES)[number];

export function isMusicCategory(value: unknown): value is MusicCategory {
  return typeof value === "string" && (MUSIC_CATEGORIES as readonly string[]).includes(value);
}

/** Dashboard periods; `custom` is Studio's own date range (docs/design.md §11). */
export const PERIODS = ["latest", "this_month", "last_month", "six_months", "custom"] as const;
export type Period = (typeof PERIODS)[number];

export function isPeriod(value: unknown): value is Period {
  return typeof value === "string" && (PERIODS as readonly string[]).includes(value);
}

/** Video table sort fields and directions. */
export const VIDEO_SORT_FIELDS = ["date", "views", "profit", "price"] as const;
export type VideoSortField = (typeof VIDEO_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Values of the video list `sort` parameter: field x direction. */
export const VIDEO_SORTS = [
  "date_asc",
  "date_desc",
  "views_asc",
  "views_desc",
  "profit_asc",
  "profit_desc",
  "price_asc",
  "price_desc",
] as const satisfies readonly `${VideoSortField}_${SortDirection}`[];
export type VideoSort = (typeof VIDEO_SORTS)[number];
export const DEFAULT_VIDEO_SORT: VideoSort = "date_desc";

export function isVideoSort(value: unknown): value is VideoSort {
  return typeof value === "string" && (VIDEO_SORTS as readonly string[]).includes(value);
}

/** Values of the channel report's `sort` parameter. */
export const CHANNEL_SORTS = ["revenue_desc", "revenue_asc", "views_desc", "views_asc", "title_asc"] as const;

/**
 * The longest text the video list and its export search for (v2/music/video/list, .../export), in
 * characters after trimming; see searchTextWithin in ./music/search-text.
 */
export const MAX_VIDEO_SEARCH_TEXT = 100;

/** Page sizes for paged lists (sub-accounts, music search, videos); pages start at 0. */
export const PAGE_SIZE = { default: 50, max: 200 } as const;

/**
 * Notification types: docs/spec.md §3's six, and the channel news the product writes besides them
 * (docs/decisions/015): a status change, and what a re-check found.
 */
export const NOTIFICATION_TYPES = [
  "notice",
  "event",
  "withdrawal",
  "expected.profit",
  "fixed.profit",
  "tax",
  "channel.status",
  "channel.watch",
  /** Videos turned at risk of a claim (docs/decisions/127). */
  "video.at_risk",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The notification centre's page, and the unread count's cap: counting stops there, and the header
 * shows "99+" beyond 99, so an account with 100,000 unread costs no more than one with 100.
 */
export const NOTIFICATION_PAGE_SIZE = { page: 20, unreadCap: 100 } as const;

// ---------------------------------------------------------------------------------------------
// Client plumbing (docs/spec.md §2, §4, §9)
// ---------------------------------------------------------------------------------------------

/** GET requests failing with these statuses (or on the network) are retried once. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export type RetryStatus = (typeof RETRY_STATUSES)[number];

/** Keys in the browser's local storage. */
export const STORAGE_KEYS = {
  language: "language",
  currency: "currency",
  token: "token",
  referralCode: "referralCode",
  trackCode: "trackCode",
  hideChannelGuidePopup: "hideChannelGuidePopup",
  rollingTodayNotShow: "rollingTodayNotShow",
  /** The signed-in member's name, for the dashboard's prerendered frame (docs/decisions/119). */
  memberName: "memberName",
  /**
   * Devices remembered at a two-step sign-in (docs/decisions/142): a JSON map from the lower-cased
   * e-mail to its device token, sent with that e-mail's next login.
   */
  trustedDevices: "trustedDevices",
  /** "1" once the offer of two-step sign-in after a withdrawal was put away (docs/decisions/142). */
  twoFactorOfferHidden: "twoFactorOfferHidden",
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The locale cookie: 365 days, path /, SameSite lax (none only when cross-origin). */
export const LOCALE_COOKIE = { days: 365, path: "/", sameSite: "lax" } as const;
