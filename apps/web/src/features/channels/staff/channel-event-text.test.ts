import { CHANNEL_EVENT_KINDS, CHANNEL_EVENT_VALUES } from "@studio/contract";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import { eventKindKey, eventValueKey } from "./channel-event-text";

const lookup = (key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe("eventValueKey", () => {
  it("names statuses, check outcomes and re-check findings", () => {
    expect(eventValueKey("denied.pending")).toBe("channelStatus.held");
    expect(eventValueKey("verified")).toBe("verificationState.verified");
    expect(eventValueKey("code_missing")).toBe("adminChannels.eventValue.codeMissing");
  });
  it("leaves unknown values and no value alone", () => {
    expect(eventValueKey("something_new")).toBeNull();
    expect(eventValueKey(null)).toBeNull();
  });
  it("has an English text for every value and kind of the contract", () => {
    for (const value of CHANNEL_EVENT_VALUES) {
      const key = eventValueKey(value);
      expect(key, value).not.toBeNull();
      expect(typeof lookup(key ?? ""), value).toBe("string");
    }
    for (const kind of CHANNEL_EVENT_KINDS) expect(typeof lookup(eventKindKey(kind)), kind).toBe("string");
  });
});
