import { z } from "zod";
import { BOARD_KINDS, BOARD_LIMITS } from "../constants";
import { coded } from "../errors/coded";
import { LANGUAGES } from "../languages";
import { defineCall } from "./define-call";
import { idField, instant, integerField, pageOf, requiredText } from "./fields";
import { CALL_ROUTES } from "./routes";

/**
 * Boards (docs/spec.md §2 `/notices`, `/notices/{id}`, `/events`, `/events/{id}`, rolling popups,
 * header notices; §3 board types; docs/decisions/122): staff write each item in the network's
 * languages as Markdown; readers get it in their language (English when it has none) as HTML the
 * server sanitised.
 */

export const ZBoardKind = z.enum(BOARD_KINDS);
export const ZReaderBoardKind = z.enum(["notice", "event"]);

/** A campaign's state as a reader sees it: why it no longer takes entries, if it does not. */
export const CAMPAIGN_STATES = ["upcoming", "open", "running", "goal_reached", "ended"] as const;
export const ZCampaignState = z.enum(CAMPAIGN_STATES);
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const ZBoardSummary = z.object({
  id: z.number().int(),
  kind: ZReaderBoardKind,
  title: z.string(),
  pinned: z.boolean(),
  published_at: instant,
  /** Events with participation: where the campaign stands (null: not a campaign). */
  campaign_state: ZCampaignState.nullable(),
});
export type TBoardSummary = z.infer<typeof ZBoardSummary>;

export const APPLICATION_STATUSES = ["applied", "approved", "rejected"] as const;
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);

export const ZCampaignEntry = z.object({
  video_id: z.string(),
  title: z.string(),
  url: z.string(),
  views: z.number().int(),
  registered_at: instant,
});

/** One of the reader's channels in the campaign. */
export const ZCampaignApplication = z.object({
  id: z.number().int(),
  channel_id: z.number().int(),
  channel_name: z.string(),
  status: ZApplicationStatus,
  applied_at: instant,
  /** When the campaign's resources open to this application (60009). */
  resources_at: instant,
  entry: ZCampaignEntry.nullable(),
});
export type TCampaignApplication = z.infer<typeof ZCampaignApplication>;

export const ZCampaign = z.object({
  state: ZCampaignState,
  song: z.object({ isrc: z.string(), name: z.string(), artist: z.string(), thumbnail: z.string() }),
  view_goal: z.number().int(),
  total_views: z.number().int(),
  apply_from: instant,
  apply_until: instant,
  benefit_from: instant,
  benefit_until: instant,
  min_seconds: z.number().int(),
  applications: z.array(ZCampaignApplication),
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZBoardDetail = ZBoardSummary.extend({
  /** The body as sanitised HTML (no script, no frame, no event handler). */
  html: z.string(),
  /** The language the text is in (the reader's, or English when the item has none in it). */
  language: z.enum(LANGUAGES),
  campaign: ZCampaign.nullable(),
});
export type TBoardDetail = z.infer<typeof ZBoardDetail>;

export const boardListCall = defineCall({
  ...CALL_ROUTES.boardListCall,
  summary: "Published notices or events, pinned first, then newest",
  input: z.object({
    kind: ZReaderBoardKind,
    page: integerField(0, 100_000).prefault(0),
  }),
  output: pageOf(ZBoardSummary),
  errors: [],
});

export const boardDetailCall = defineCall({
  ...CALL_ROUTES.boardDetailCall,
  summary: "One published notice or event in the reader's language, with the campaign if it has one",
  input: z.object({ id: idField, kind: ZReaderBoardKind }),
  output: ZBoardDetail,
  errors: [],
});

export const ZHeaderNotice = z.object({ id: z.number().int(), title: z.string() });

export const boardHeaderCall = defineCall({
  ...CALL_ROUTES.boardHeaderCall,
  summary: "The newest pinned notice, for the header (null: none)",
  input: z.object({}),
  output: z.object({ notice: ZHeaderNotice.nullable() }),
  errors: [],
});

export const ZPopup = z.object({ id: z.number().int(), title: z.string(), html: z.string() });
export type TPopup = z.infer<typeof ZPopup>;

export const popupListCall = defineCall({
  ...CALL_ROUTES.popupListCall,
  summary: "The rolling popups showing now, in the reader's language",
  input: z.object({}),
  output: z.object({ items: z.array(ZPopup) }),
  errors: [],
});

// --- Back-office -----------------------------------------------------------------------------

const markdownBody = z
  .string()
  .max(BOARD_LIMITS.bodyMax, { error: coded(6, { max: BOARD_LIMITS.bodyMax }) })
  .default("");

export const ZBoardTranslationInput = z.object({
  language: z.enum(LANGUAGES),
  title: requiredText(BOARD_LIMITS.titleMax),
  body: markdownBody,
});

export const ZCampaignSettings = z.object({
  /** The campaign song, by its ISRC in the network's catalogue. */
  track_isrc: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/, { error: coded(4) }),
  view_goal: integerField(1, 1e12),
  apply_from: instant,
  apply_until: instant,
  benefit_from: instant,
  benefit_until: instant,
  min_seconds: integerField(0, 3600).prefault(0),
});
export type TCampaignSettings = z.infer<typeof ZCampaignSettings>;

export const ZBoardInput = z
  .object({
    /** None: a new item. */
    id: idField.optional(),
    kind: ZBoardKind,
    pinned: z.boolean().default(false),
    hidden: z.boolean().default(false),
    /** Scheduled publication: readers see it from this moment. */
    publish_at: instant,
    /** Popups: when they stop showing (null: never). */
    ends_at: instant.nullable().default(null),
    translations: z
      .array(ZBoardTranslationInput)
      .min(1, { error: coded(4) })
      .max(LANGUAGES.length)
      .refine((list) => new Set(list.map((t) => t.language)).size === list.length, {
        error: coded(4),
      }),
    campaign: ZCampaignSettings.nullable().default(null),
  })
  .refine((b) => !b.campaign || b.kind === "event", { error: coded(4), path: ["campaign"] })
  .refine((b) => !b.campaign || b.campaign.apply_from <= b.campaign.apply_until, {
    error: coded(4),
    path: ["campaign", "apply_until"],
  })
  .refine((b) => !b.campaign || b.campaign.benefit_from <= b.campaign.benefit_until, {
    error: coded(4),
    path: ["campaign", "benefit_until"],
  })
  .refine((b) => !b.ends_at || b.ends_at > b.publish_at, { error: coded(4), path: ["ends_at"] });
export type TBoardInput = z.input<typeof ZBoardInput>;

export const ZAdminBoardSummary = z.object({
  id: z.number().int(),
  kind: ZBoardKind,
  title: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  pinned: z.boolean(),
  hidden: z.boolean(),
  publish_at: instant,
  ends_at: instant.nullable(),
  campaign: z.boolean(),
});
export type TAdminBoardSummary = z.infer<typeof ZAdminBoardSummary>;

export const ZAdminBoard = z.object({
  id: z.number().int(),
  kind: ZBoardKind,
  pinned: z.boolean(),
  hidden: z.boolean(),
  publish_at: instant,
  ends_at: instant.nullable(),
  translations: z.array(z.object({ language: z.enum(LANGUAGES), title: z.string(), body: z.string() })),
  campaign: ZCampaignSettings.nullable(),
});
export type TAdminBoard = z.infer<typeof ZAdminBoard>;

export const adminBoardListCall = defineCall({
  ...CALL_ROUTES.adminBoardListCall,
  summary: "Every notice, event or popup of the network, scheduled and hidden ones included",
  input: z.object({ kind: ZBoardKind, page: integerField(0, 100_000).prefault(0) }),
  output: pageOf(ZAdminBoardSummary),
  errors: [],
});

export const adminBoardDetailCall = defineCall({
  ...CALL_ROUTES.adminBoardDetailCall,
  summary: "One board item with its Markdown in every language, for the editor",
  input: z.object({ id: idField }),
  output: ZAdminBoard,
  errors: [],
});

export const adminBoardSaveCall = defineCall({
  ...CALL_ROUTES.adminBoardSaveCall,
  summary: "Create or change a notice, event (with its campaign) or popup",
  input: ZBoardInput,
  output: ZAdminBoard,
  errors: [],
});

export const adminBoardPreviewCall = defineCall({
  ...CALL_ROUTES.adminBoardPreviewCall,
  summary: "Render Markdown as readers will see it (sanitised HTML)",
  input: z.object({ body: markdownBody }),
  output: z.object({ html: z.string() }),
  errors: [],
});

export const ZParticipant = z.object({
  application_id: z.number().int(),
  channel_name: z.string(),
  owner_email: z.string(),
  status: ZApplicationStatus,
  applied_at: instant,
  entry: ZCampaignEntry.nullable(),
});
export type TParticipant = z.infer<typeof ZParticipant>;

export const adminCampaignParticipantsCall = defineCall({
  ...CALL_ROUTES.adminCampaignParticipantsCall,
  summary: "A campaign's applications and entered videos with their views, most viewed first",
  input: z.object({ board_id: idField }),
  output: z.object({
    total_views: z.number().int(),
    view_goal: z.number().int(),
    items: z.array(ZParticipant),
  }),
  errors: [],
});

export const adminCampaignDecideCall = defineCall({
  ...CALL_ROUTES.adminCampaignDecideCall,
  summary: "Approve or reject a channel's application to a campaign",
  input: z.object({ application_id: idField, status: z.enum(["approved", "rejected"]) }),
  output: ZParticipant,
  errors: [],
});
