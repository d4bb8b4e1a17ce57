import { CHANNEL_CATEGORIES, CHANNEL_STATUSES, VERIFICATION_STATES } from "@studio/contract";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import { categoryKey, statusHelpKey, statusLabelKey, verificationStateKey } from "./channel-status";

const lookup = (key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

/** Keys built from contract values (not visible to the locale test's t("...") scan). */
describe("channel translation keys", () => {
  it("names all 21 categories", () => {
    expect(CHANNEL_CATEGORIES).toHaveLength(21);
    for (const category of CHANNEL_CATEGORIES)
      expect(typeof lookup(categoryKey(category)), category).toBe("string");
  });
  it("labels and explains every status", () => {
    for (const status of CHANNEL_STATUSES) {
      expect(typeof lookup(statusLabelKey(status)), status).toBe("string");
      expect(typeof lookup(statusHelpKey(status)), status).toBe("string");
    }
  });
  it("names every verification state", () => {
    for (const state of VERIFICATION_STATES)
      expect(typeof lookup(verificationStateKey(state)), state).toBe("string");
  });
  it("has the row action and delete caution texts", () => {
    for (const key of [
      "channels.actions.verify",
      "channels.actions.review",
      "channels.actions.delete",
      "channels.delete.cautionDataRemoved",
      "channels.delete.cautionEarnings",
      "channels.delete.cautionAccrualRestarts",
      "channels.guide.step1",
      "channels.guide.step4",
    ]) {
      expect(typeof lookup(key), key).toBe("string");
    }
  });
});
