import { notifications, notificationsStore } from "@mantine/notifications";
// The i18next instance lib/i18n.ts initialises; a store never imports lib/ (decision 047).
import i18n from "i18next";

export type SnackbarType = "info" | "error" | "success";

const COLORS: Record<SnackbarType, string> = { info: "blue", error: "red", success: "teal" };
const AUTO_CLOSE_MS = 4000;
const DEBOUNCE_MS = 300;
const ID_PREFIX = "snackbar:";

let last: { key: string; at: number } | undefined;

const currentPath = () => (typeof window === "undefined" ? "" : window.location.pathname);

/**
 * Queued, auto-dismissed messages (docs/spec.md §3/§4). A repeat within 300 ms is dropped, and the
 * same message while it is still on screen is not shown a second time (its id is the message).
 */
export function showSnackbar(type: SnackbarType, message: string): void {
  const key = `${type}:${message}`;
  const now = Date.now();
  if (last && last.key === key && now - last.at < DEBOUNCE_MS) return;
  last = { key, at: now };
  notifications.show({
    id: `${ID_PREFIX}${key}`,
    message,
    color: COLORS[type],
    autoClose: AUTO_CLOSE_MS,
    withBorder: true,
    closeButtonProps: { "aria-label": i18n.t("common.close") },
    // Which page raised it: an error belongs to that page (dismissSnackbarsLeftBehind).
    "data-path": currentPath(),
    "data-type": type,
    ...(type === "error" ? { role: "alert" } : {}),
  });
}

/**
 * Called on every navigation: errors raised on another page go, since they speak of a form or a
 * list the person has left; a success or info message (often the reason for the navigation, such
 * as "verified, welcome") stays until its timeout.
 */
export function dismissSnackbarsLeftBehind(pathname: string): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const item of [...shown, ...queue]) {
    if (item.id?.startsWith(ID_PREFIX) && item["data-type"] === "error" && item["data-path"] !== pathname)
      notifications.hide(item.id);
  }
}
