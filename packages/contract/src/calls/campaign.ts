import { z } from "zod";
import { ZCampaignApplication } from "./board";
import { defineCall } from "./define-call";
import { idField } from "./fields";
import { CALL_ROUTES } from "./routes";

/**
 * Taking part in a campaign (docs/spec.md §6 events for own channels only, §8 50001, 60000-60013,
 * 70000-70001, 80000-80002, 90000-90001; docs/decisions/122): apply with an approved own
 * channel, enter one Short made for the campaign with its song, and download its resources a
 * minute after applying.
 */

const campaignChannel = { board_id: idField, channel_id: idField };

export const campaignApplyCall = defineCall({
  ...CALL_ROUTES.campaignApplyCall,
  summary: "Apply to a campaign with one of the caller's own approved channels",
  input: z.object(campaignChannel),
  output: ZCampaignApplication,
  errors: [30005, 50001, 60000, 60001, 60004, 80000, 80001, 80002, 90000],
});

export const campaignVideoCall = defineCall({
  ...CALL_ROUTES.campaignVideoCall,
  summary: "Enter a video in a campaign by its URL, looked up on the platform",
  input: z.object({ ...campaignChannel, url: z.string().trim().min(1).max(500) }),
  output: ZCampaignApplication,
  errors: [60002, 60003, 60004, 60005, 60006, 60007, 60010, 60011, 60012, 60013, 70000, 70001, 90000, 90001],
});

export const ZCampaignResource = z.object({
  name: z.string(),
  url: z.string(),
  kind: z.enum(["audio", "image"]),
});

export const campaignResourcesCall = defineCall({
  ...CALL_ROUTES.campaignResourcesCall,
  summary: "The campaign's resources (its song and cover), a minute after the caller applied",
  input: z.object({ board_id: idField }),
  output: z.object({ items: z.array(ZCampaignResource) }),
  errors: [60008, 60009],
});
