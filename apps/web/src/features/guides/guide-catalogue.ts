import { type GuideSlug, UPLOAD_GUIDANCE_PARAMS } from "@studio/contract";

/**
 * The guides of /guides (docs/spec.md §2, §9): each guide's steps in order, the illustration of each
 * (illustrations/), and whether the upload guidance follows. The words are the reading part's strings
 * (`guides.pages.<slug>`), so this file holds only the shape.
 */
export type GuideGroup = "upload" | "unlock" | "auths";
export type GuideDevice = "android" | "iphone";
export type Illustration =
  | "pick-video"
  | "add-music"
  | "music-volume"
  | "video-length"
  | "publish-short"
  | "revenue-wait"
  | "verify-phone"
  | "unlock-limit"
  | "copy-code"
  | "channel-description-mobile"
  | "channel-description-pc"
  | "check-status";

export interface GuideStep {
  key: string;
  art: Illustration | null;
}

export interface Guide {
  slug: GuideSlug;
  group: GuideGroup;
  device: GuideDevice | null;
  steps: readonly GuideStep[];
  /** The upload guidance of docs/spec.md §9 closes the guide. */
  tips: boolean;
  /** Guides this one leads on to. */
  next: readonly GuideSlug[];
}

const uploadSteps: readonly GuideStep[] = [
  { key: "pick", art: "pick-video" },
  { key: "music", art: "add-music" },
  { key: "volume", art: "music-volume" },
  { key: "length", art: "video-length" },
  { key: "publish", art: "publish-short" },
  { key: "wait", art: "revenue-wait" },
];
const unlockSteps: readonly GuideStep[] = [
  { key: "open", art: "unlock-limit" },
  { key: "phone", art: "verify-phone" },
  { key: "code", art: null },
  { key: "done", art: "check-status" },
];

export const GUIDES: readonly Guide[] = [
  {
    slug: "android-upload",
    group: "upload",
    device: "android",
    steps: uploadSteps,
    tips: true,
    next: ["android-unlock"],
  },
  {
    slug: "iphone-upload",
    group: "upload",
    device: "iphone",
    steps: uploadSteps,
    tips: true,
    next: ["iphone-unlock"],
  },
  {
    slug: "android-unlock",
    group: "unlock",
    device: "android",
    steps: unlockSteps,
    tips: false,
    next: ["android-upload"],
  },
  {
    slug: "iphone-unlock",
    group: "unlock",
    device: "iphone",
    steps: unlockSteps,
    tips: false,
    next: ["iphone-upload"],
  },
  {
    slug: "auths",
    group: "auths",
    device: null,
    steps: [
      { key: "copy", art: "copy-code" },
      { key: "paste", art: "channel-description-mobile" },
      { key: "check", art: "check-status" },
    ],
    tips: false,
    next: ["auths/mobile-auth", "auths/pc-auth"],
  },
  {
    slug: "auths/mobile-auth",
    group: "auths",
    device: "android",
    steps: [
      { key: "copy", art: "copy-code" },
      { key: "edit", art: null },
      { key: "paste", art: "channel-description-mobile" },
      { key: "check", art: "check-status" },
    ],
    tips: false,
    next: ["auths/pc-auth"],
  },
  {
    slug: "auths/pc-auth",
    group: "auths",
    device: null,
    steps: [
      { key: "copy", art: "copy-code" },
      { key: "edit", art: null },
      { key: "paste", art: "channel-description-pc" },
      { key: "check", art: "check-status" },
    ],
    tips: false,
    next: ["auths/mobile-auth"],
  },
];

export const GUIDE_GROUPS: readonly GuideGroup[] = ["upload", "unlock", "auths"];

export const guideOf = (slug: string): Guide | undefined => GUIDES.find((g) => g.slug === slug);

/** The upload guidance's figures, as every guide string's placeholders. */
export const GUIDANCE_VALUES = UPLOAD_GUIDANCE_PARAMS;
