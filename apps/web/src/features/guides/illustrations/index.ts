import type { ComponentType } from "react";
import { AddMusic } from "./add-music";
import { ChannelDescriptionMobile } from "./channel-description-mobile";
import { ChannelDescriptionPc } from "./channel-description-pc";
import { CheckStatus } from "./check-status";
import { CopyCode } from "./copy-code";
import { MusicVolume } from "./music-volume";
import type { IllustrationProps } from "./phone-frame";
import { PickVideo } from "./pick-video";
import { PublishShort } from "./publish-short";
import { RevenueWait } from "./revenue-wait";
import { UnlockLimit } from "./unlock-limit";
import { VerifyPhone } from "./verify-phone";
import { VideoLength } from "./video-length";

/**
 * The guides' step illustrations by name (guide-catalogue.ts). Each takes the step's title as its
 * accessible name; the phone ones also draw the guide's device, the others ignore it.
 */
export const GUIDE_ILLUSTRATIONS: Record<string, ComponentType<IllustrationProps>> = {
  "pick-video": PickVideo,
  "add-music": AddMusic,
  "music-volume": MusicVolume,
  "video-length": VideoLength,
  "publish-short": PublishShort,
  "revenue-wait": RevenueWait,
  "verify-phone": VerifyPhone,
  "unlock-limit": UnlockLimit,
  "copy-code": CopyCode,
  "channel-description-mobile": ChannelDescriptionMobile,
  "channel-description-pc": ChannelDescriptionPc,
  "check-status": CheckStatus,
};
