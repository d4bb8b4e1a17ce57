import type { NotificationType } from "@studio/contract";

/**
 * Which choice of `member/settings/push` lets a notification reach the account by e-mail: account
 * and service news under "notice", events and campaigns under "marketing". A withdrawal has its own
 * mail, sent whatever the choice (decision 089), so none here.
 */
export type MailCategory = "notice" | "marketing";

const CATEGORIES: Record<NotificationType, MailCategory | null> = {
  notice: "notice",
  event: "marketing",
  withdrawal: null,
  "expected.profit": "notice",
  "fixed.profit": "notice",
  tax: "notice",
  "channel.status": "notice",
  "channel.watch": "notice",
  "video.at_risk": "notice",
};

export const mailCategoryOf = (type: NotificationType): MailCategory | null => CATEGORIES[type];
