import { CHANNEL_STATUSES, type TChannelEvent, VERIFICATION_STATES } from "@studio/contract";
import { STATUS_IDS, verificationStateKey } from "../channel-status";

const WATCH_VALUE_KEYS: Record<string, string> = {
  code_missing: "adminChannels.eventValue.codeMissing",
  code_restored: "adminChannels.eventValue.codeRestored",
  handle_changed: "adminChannels.eventValue.handleChanged",
  deleted: "adminChannels.eventValue.deleted",
};

/**
 * The translation key of a history value (a status, a check outcome, or what a re-check noticed),
 * or null when it is not one the client knows (then the raw value is shown).
 */
export function eventValueKey(value: string | null): string | null {
  if (value === null) return null;
  if ((CHANNEL_STATUSES as readonly string[]).includes(value)) {
    return `channelStatus.${STATUS_IDS[value as (typeof CHANNEL_STATUSES)[number]]}`;
  }
  if ((VERIFICATION_STATES as readonly string[]).includes(value)) {
    return verificationStateKey(value as (typeof VERIFICATION_STATES)[number]);
  }
  return WATCH_VALUE_KEYS[value] ?? null;
}

export const eventKindKey = (kind: TChannelEvent["kind"]) => `adminChannels.eventKind.${kind}`;
