import { z } from "zod";
import { ACCOUNT_TYPES, MUSIC_CATEGORIES, STAFF_ROLES } from "../constants";
import { CURRENCIES, LANGUAGES } from "../languages";
import { MUSIC_TAGS } from "../music/music-tags";
import { checkSiteColour, checkTintColour } from "../site/colour-contrast";
import {
  chatLinkField,
  countryCodesField,
  favouritesLimitField,
  hexColourField,
  holdThresholdField,
  isrcPrefixField,
  passwordMinField,
  siteCurrenciesField,
  siteDomainsField,
  siteLanguagesField,
  timeZoneField,
} from "../site/network-fields";
import { ZImportRejection } from "./admin-import";
import { defineCall } from "./define-call";
import {
  DAY_BOUNDS,
  idField,
  instant,
  microAmount,
  okOutput,
  pageOf,
  pagingFields,
  requiredText,
} from "./fields";
import { CALL_ROUTES } from "./routes";

/**
 * The back-office (docs/design.md §9, docs/decisions/125): accounts, staff roles, exchange
 * rates, the site's settings, the catalogue, the import history and the audit trail.
 */

export const ACCOUNT_STATES = ["active", "suspended", "blocked", "deleted"] as const;

/** Why staff suspend an account: shown to staff, kept in the audit. */
export const SUSPEND_REASON_MAX = 500;

const searchText = z.string().trim().max(100).default("");

// --------------------------------------------------------------------------------------------
// Accounts
// --------------------------------------------------------------------------------------------

export const ZStaffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  status: z.enum(ACCOUNT_STATES),
  staff_role: z.enum(STAFF_ROLES).nullable(),
  verified: z.boolean(),
  created_at: instant,
});
export type TStaffAccount = z.infer<typeof ZStaffAccount>;

export const adminAccountSearchCall = defineCall({
  ...CALL_ROUTES.adminAccountSearchCall,
  summary: "Search the network's accounts by e-mail or nickname",
  input: z.object({ ...pagingFields, q: searchText, status: z.enum(ACCOUNT_STATES).optional() }),
  output: pageOf(ZStaffAccount),
  errors: [],
});

export const ZStaffAccountDetail = z.object({
  account: ZStaffAccount,
  suspended_reason: z.string().nullable(),
  manager: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  channels: z.array(
    z.object({ id: z.number().int(), title: z.string(), handle: z.string(), status: z.string() }),
  ),
  members: z.array(z.object({ id: z.number().int(), nickname: z.string(), email: z.string() })),
  balance: z.object({ available: microAmount, total: microAmount }),
  /**
   * Other accounts of the network that were paid to the same bank account or PayPal address as this
   * one (docs/decisions/144): shown to staff, nothing is blocked. The destination is masked.
   */
  payout_flags: z.array(
    z.object({
      other_account: z.object({ id: z.number().int(), nickname: z.string(), email: z.string() }),
      method: z.enum(["bank", "paypal"]),
      destination_masked: z.string(),
      flagged_at: instant,
    }),
  ),
  activity: z.array(
    z.object({
      at: instant,
      kind: z.enum(["ledger", "audit"]),
      what: z.string(),
      amount: microAmount.nullable(),
    }),
  ),
});
export type TStaffAccountDetail = z.infer<typeof ZStaffAccountDetail>;

const accountIdInput = z.object({ account_id: idField });

export const adminAccountDetailCall = defineCall({
  ...CALL_ROUTES.adminAccountDetailCall,
  summary: "An account's channels, members, balance and recent activity",
  input: accountIdInput,
  output: ZStaffAccountDetail,
  errors: [10001],
});

export const adminAccountSuspendCall = defineCall({
  ...CALL_ROUTES.adminAccountSuspendCall,
  summary: "Suspend an account: refused at login and on its next call (10013)",
  input: accountIdInput.extend({ reason: requiredText(SUSPEND_REASON_MAX) }),
  output: ZStaffAccount,
  errors: [10001],
});

export const adminAccountRestoreCall = defineCall({
  ...CALL_ROUTES.adminAccountRestoreCall,
  summary: "Restore a suspended account",
  input: accountIdInput,
  output: ZStaffAccount,
  errors: [10001],
});

export const adminAccountResendCall = defineCall({
  ...CALL_ROUTES.adminAccountResendCall,
  summary: "Send an unverified account a new verification code",
  input: accountIdInput,
  output: z.object({ sent: z.boolean() }),
  errors: [10001],
});

export const adminStaffRoleCall = defineCall({
  ...CALL_ROUTES.adminStaffRoleCall,
  summary: "Make an account staff with a role, or no longer staff (administrators only)",
  input: accountIdInput.extend({ role: z.enum(STAFF_ROLES).nullable() }),
  output: ZStaffAccount,
  errors: [10001],
});

// --------------------------------------------------------------------------------------------
// Exchange rates
// --------------------------------------------------------------------------------------------

/** A rate as staff type it: CNY per USD, at most 6 decimals, within sane bounds. */
export const exchangeRateField = z
  .string()
  .trim()
  .regex(/^\d{1,4}(\.\d{1,6})?$/)
  .refine((rate) => Number(rate) > 0 && Number(rate) < 1000);

const dayField = z.iso.date().refine((day) => day >= DAY_BOUNDS.min && day <= DAY_BOUNDS.max);

/** The longest span the rates screen reads at once. */
export const RATE_SPAN_MAX_DAYS = 366;

export const ZRateDay = z.object({
  day: z.string(),
  /** null: no rate stored for the day (a gap); the display uses the latest earlier rate. */
  rate: z.string().nullable(),
});

export const adminRatesListCall = defineCall({
  ...CALL_ROUTES.adminRatesListCall,
  summary: "The daily USD to CNY rates of a span, gaps included",
  input: z.object({ from: dayField, to: dayField }),
  output: z.object({ currency: z.literal("CNY"), days: z.array(ZRateDay) }),
  errors: [],
});

export const adminRateSetCall = defineCall({
  ...CALL_ROUTES.adminRateSetCall,
  summary: "Set or correct the USD to CNY rate of a day (display only)",
  input: z.object({ day: dayField, rate: exchangeRateField }),
  output: ZRateDay,
  errors: [],
});

// --------------------------------------------------------------------------------------------
// Site settings
// --------------------------------------------------------------------------------------------

export const ZSiteSettings = z
  .object({
    name: requiredText(60),
    domains: siteDomainsField,
    languages: siteLanguagesField,
    currencies: siteCurrenciesField,
    color_primary: hexColourField,
    color_primary_dim: hexColourField,
    exclusive_logo: z.boolean(),
    chat_link: chatLinkField,
    time_zone: timeZoneField,
    isrc_prefix: isrcPrefixField,
    password_min: passwordMinField,
    favourites_limit: favouritesLimitField,
    hold_threshold_views: holdThresholdField,
    withdrawal_open_day: z.number().int().min(1).max(28),
    /** Hours withdrawals wait after a change of payment info; 0 holds none (docs/decisions/144). */
    payout_cooling_off_hours: z.number().int().min(0).max(720),
    /** The inviter's share, basis points (500 = 5%). */
    referral_share_bp: z.number().int().min(0).max(5000),
    /** Manual entries above this many whole USD wait for a second staff member (docs/decisions/134). */
    manual_approval_usd: z.number().int().min(0).max(1_000_000_000),
    no_bank_transfer_countries: countryCodesField,
    invoice_issuer_name: z.string().trim().max(200),
    invoice_issuer_address: z.string().trim().max(500),
    invoice_issuer_registration: z.string().trim().max(100),
  })
  .refine((s) => checkSiteColour(s.color_primary).passes, { path: ["color_primary"] })
  .refine((s) => checkTintColour(s.color_primary_dim).passes, { path: ["color_primary_dim"] });
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

/** The settings as stored, with the logo's address (the answer checks no rule: it states them). */
export const ZSiteSettingsView = z.object({
  name: z.string(),
  domains: z.array(z.string()),
  languages: z.array(z.enum(LANGUAGES)),
  currencies: z.array(z.enum(CURRENCIES)),
  color_primary: z.string(),
  color_primary_dim: z.string(),
  exclusive_logo: z.boolean(),
  chat_link: z.string(),
  time_zone: z.string(),
  isrc_prefix: z.string(),
  password_min: z.number().int(),
  favourites_limit: z.number().int(),
  hold_threshold_views: z.number().int(),
  withdrawal_open_day: z.number().int(),
  payout_cooling_off_hours: z.number().int(),
  referral_share_bp: z.number().int(),
  manual_approval_usd: z.number().int(),
  no_bank_transfer_countries: z.array(z.string()),
  invoice_issuer_name: z.string(),
  invoice_issuer_address: z.string(),
  invoice_issuer_registration: z.string(),
  logo: z.string(),
});
export type TSiteSettingsView = z.infer<typeof ZSiteSettingsView>;

export const adminSiteGetCall = defineCall({
  ...CALL_ROUTES.adminSiteGetCall,
  summary: "The network's site settings",
  input: z.object({}),
  output: ZSiteSettingsView,
  errors: [],
});

export const adminSiteSaveCall = defineCall({
  ...CALL_ROUTES.adminSiteSaveCall,
  summary: "Save the network's site settings (administrators only)",
  input: ZSiteSettings,
  output: okOutput,
  errors: [],
});

/** Largest logo file: an SVG or PNG of a few kilobytes is the norm. */
export const LOGO_MAX_BYTES = 512 * 1024;

export const adminSiteLogoCall = defineCall({
  ...CALL_ROUTES.adminSiteLogoCall,
  summary: "Replace the network's logo (SVG, PNG or WebP; administrators only)",
  input: z.object({}),
  output: z.object({ logo: z.string() }),
  errors: [5, 11],
});

// --------------------------------------------------------------------------------------------
// Catalogue
// --------------------------------------------------------------------------------------------

export const ZStaffTrack = z.object({
  id: z.number().int(),
  isrc: z.string(),
  name: z.string(),
  artist: z.string(),
  category: z.enum(MUSIC_CATEGORIES),
  tags: z.array(z.enum(MUSIC_TAGS)),
  shopping: z.boolean(),
  prioritized: z.boolean(),
  duration: z.number().int(),
  thumbnail: z.string(),
  music: z.string(),
  release_date: z.string(),
  withdrawn_at: instant.nullable(),
});
export type TStaffTrack = z.infer<typeof ZStaffTrack>;

export const adminTrackListCall = defineCall({
  ...CALL_ROUTES.adminTrackListCall,
  summary: "Search the network's catalogue, withdrawn tracks included",
  input: z.object({
    ...pagingFields,
    q: searchText,
    withdrawn: z.enum(["any", "only", "none"]).default("any"),
  }),
  output: pageOf(ZStaffTrack),
  errors: [],
});

const trackIdInput = z.object({ track_id: idField });

export const adminTrackUpdateCall = defineCall({
  ...CALL_ROUTES.adminTrackUpdateCall,
  summary: "Edit a track's names, category, tags and flags",
  input: trackIdInput.extend({
    name: requiredText(200),
    artist: requiredText(200),
    category: z.enum(MUSIC_CATEGORIES),
    tags: z.array(z.enum(MUSIC_TAGS)).max(20),
    shopping: z.boolean(),
    prioritized: z.boolean(),
  }),
  output: ZStaffTrack,
  errors: [],
});

export const adminTrackWithdrawCall = defineCall({
  ...CALL_ROUTES.adminTrackWithdrawCall,
  summary: "Withdraw a track from the catalogue (or put it back); its past uses remain",
  input: trackIdInput.extend({ withdrawn: z.boolean() }),
  output: ZStaffTrack,
  errors: [],
});

export const adminTrackFilesCall = defineCall({
  ...CALL_ROUTES.adminTrackFilesCall,
  summary: "Replace a track's audio (MP3, M4A, WAV) or cover (JPEG, PNG, WebP, SVG)",
  input: z.object({ track_id: idField }),
  output: ZStaffTrack,
  errors: [5, 11],
});

// --------------------------------------------------------------------------------------------
// Import history
// --------------------------------------------------------------------------------------------

export const IMPORT_KINDS = ["stats", "catalogue"] as const;
export const IMPORT_SOURCES = ["upload", "inbox"] as const;

export const ZImportRecord = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  source: z.enum(IMPORT_SOURCES),
  actor: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  file_name: z.string(),
  sha256: z.string(),
  imported: z.number().int(),
  rejected: z.number().int(),
  first_day: z.string().nullable(),
  last_day: z.string().nullable(),
  /** The first rejections of a refused file (at most IMPORT_REPORT_ROWS). */
  rejections: z.array(ZImportRejection),
  at: instant,
});
export type TImportRecord = z.infer<typeof ZImportRecord>;

/** The rejections an import's history row keeps: enough to see what was wrong. */
export const IMPORT_REPORT_ROWS = 50;

export const adminImportHistoryCall = defineCall({
  ...CALL_ROUTES.adminImportHistoryCall,
  summary: "The history of stats and catalogue imports, uploads and the inbox's files",
  input: z.object({ ...pagingFields, kind: z.enum(IMPORT_KINDS).optional() }),
  output: pageOf(ZImportRecord),
  errors: [],
});

// --------------------------------------------------------------------------------------------
// Audit
// --------------------------------------------------------------------------------------------

export const AUDIT_SOURCES = ["staff", "manager"] as const;

export const ZAuditEntry = z.object({
  id: z.string(),
  source: z.enum(AUDIT_SOURCES),
  actor: z.object({ id: z.number().int(), nickname: z.string(), email: z.string() }),
  action: z.string(),
  target: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  address: z.string().nullable(),
  at: instant,
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const auditFilters = {
  source: z.enum(AUDIT_SOURCES).optional(),
  actor: z.string().trim().max(100).default(""),
  action: z.string().trim().max(100).default(""),
  from: dayField.optional(),
  to: dayField.optional(),
};

export const adminAuditListCall = defineCall({
  ...CALL_ROUTES.adminAuditListCall,
  summary: "Every staff and manager action, newest first, filtered",
  input: z.object({ ...pagingFields, ...auditFilters }),
  output: pageOf(ZAuditEntry),
  errors: [],
});

/** The most rows one CSV export of the audit carries. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export const adminAuditExportCall = defineCall({
  ...CALL_ROUTES.adminAuditExportCall,
  summary: "The filtered audit as CSV",
  input: z.object(auditFilters),
  output: z.object({ file_name: z.string(), content: z.string(), rows: z.number().int() }),
  errors: [],
});
