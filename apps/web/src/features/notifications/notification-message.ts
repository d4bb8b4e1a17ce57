import { CHANNEL_STATUS_IDS, type TNotification } from "@studio/contract";

/**
 * What a notification says, as a translation key and its values, and where it leads
 * (docs/decisions/120). Channel statuses contain dots, which i18next reads as nesting: they are
 * named by ids as the channels feature names them.
 */
const STATUS_IDS: Readonly<Record<string, string>> = CHANNEL_STATUS_IDS;

const WATCH_IDS: Record<string, string> = {
  code_missing: "codeMissing",
  code_restored: "codeRestored",
  handle_changed: "handleChanged",
};

export interface NotificationMessage {
  key: string;
  values: Record<string, string | number>;
  /** Where the notification's subject is (null: nowhere more to see). */
  to: string | null;
}

const text = (n: TNotification, key: string) => String(n.params[key] ?? "");

export function notificationMessage(n: TNotification): NotificationMessage {
  switch (n.type) {
    case "channel.status":
      return {
        key: n.params.reason
          ? "notifications.message.channelStatusReason"
          : "notifications.message.channelStatus",
        values: {
          channel: text(n, "channel_name"),
          statusKey: `channelStatus.${STATUS_IDS[text(n, "to")] ?? "pending"}`,
          reason: text(n, "reason"),
        },
        to: "/manage-channel",
      };
    case "channel.watch":
      return {
        key: `notifications.message.watch.${WATCH_IDS[text(n, "to")] ?? "codeMissing"}`,
        values: { channel: text(n, "channel_name"), handle: text(n, "reason") },
        to: "/manage-channel",
      };
    case "withdrawal":
      return { key: "notifications.message.withdrawal", values: {}, to: "/withdrawal/list" };
    case "expected.profit":
      return {
        key: "notifications.message.expectedProfit",
        values: { month: text(n, "month") },
        to: "/dashboard",
      };
    case "fixed.profit":
      return {
        key: "notifications.message.fixedProfit",
        values: { month: text(n, "month") },
        to: "/withdrawal/report",
      };
    case "tax":
      return { key: "notifications.message.tax", values: {}, to: "/withdrawal/list" };
    case "video.at_risk":
      // Claim safety (docs/decisions/127): the video report, at-risk videos only.
      return {
        key:
          Number(n.params.count) > 1
            ? "notifications.message.videosAtRisk"
            : "notifications.message.videoAtRisk",
        values: {
          count: Number(n.params.count ?? 1),
          title: text(n, "title"),
          reasonKey: `clearance.reason.${text(n, "reason") || "channel_not_approved"}.title`,
        },
        to: "/dashboard/report-video?clearance=at_risk",
      };
    case "notice":
    case "event": {
      // A board item's notification leads to it (docs/decisions/122).
      const board = text(n, "board_id");
      const list = n.type === "notice" ? "/notices" : "/events";
      return {
        key: `notifications.message.${n.type}`,
        values: { title: text(n, "title") },
        to: board ? `${list}/${board}` : list,
      };
    }
  }
}
