import { notifications } from "@mantine/notifications";
// The i18next instance lib/i18n.ts initialises; a store never imports lib/ (decision 047).
import i18n from "i18next";

export type SnackbarType = "info" | "error" | "success";

const COLORS: Record<SnackbarType, string> = { info: "blue", error: "red", success: "teal" };
const AUTO_CLOSE_MS = 4000;
const DEBOUNCE_MS = 300;

let last: { key: string; at: number } | undefined;

/** Queued, auto-dismissed messages (docs/spec.md §3/§4); a repeat within 300 ms is dropped. */
export function showSnackbar(type: SnackbarType, message: string): void {
  const key = `${type}:${message}`;
  const now = Date.now();
  if (last && last.key === key && now - last.at < DEBOUNCE_MS) return;
  last = { key, at: now };
  notifications.show({
    message,
    color: COLORS[type],
    autoClose: AUTO_CLOSE_MS,
    withBorder: true,
    closeButtonProps: { "aria-label": i18n.t("common.close") },
    ...(type === "error" ? { role: "alert" } : {}),
  });
}
