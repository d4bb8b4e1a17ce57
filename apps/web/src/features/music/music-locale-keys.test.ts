import { MUSIC_CATEGORIES, MUSIC_TAGS } from "@studio/contract";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import ko from "../../locales/ko.json";
import zhCN from "../../locales/zh-CN.json";
import zhTW from "../../locales/zh-TW.json";
import { isAiTag, musicTagKey } from "./music-tag-key";

const lookup = (tree: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** Keys built from contract values (not visible to the locale test's t("...") scan). */
describe("music translation keys", () => {
  it("maps tag ids to keys without dots in the last part", () => {
    expect(musicTagKey("calm")).toBe("musicTag.calm");
    expect(musicTagKey("ai.cute")).toBe("musicTag.ai_cute");
    expect(isAiTag("ai.cute")).toBe(true);
    expect(isAiTag("calm")).toBe(false);
  });
  it.each([
    ["en", en],
    ["ko", ko],
    ["zh-CN", zhCN],
    ["zh-TW", zhTW],
  ])("%s names every tag and category", (_, tree) => {
    for (const tag of MUSIC_TAGS) expect(typeof lookup(tree, musicTagKey(tag)), tag).toBe("string");
    for (const category of MUSIC_CATEGORIES)
      expect(typeof lookup(tree, `music.category.${category}`), category).toBe("string");
  });
});
