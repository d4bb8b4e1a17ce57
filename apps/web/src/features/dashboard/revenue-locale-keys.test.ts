import { CHANNEL_SORTS, PERIODS, VIDEO_SORTS } from "@studio/contract";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import ko from "../../locales/ko.json";
import zhCN from "../../locales/zh-CN.json";
import zhTW from "../../locales/zh-TW.json";
import { channelSortLabelKey, periodLabelKey, videoSortLabelKey } from "./label-keys";

const lookup = (tree: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** Keys built from contract values (not visible to the locale test's t("...") scan). */
describe("revenue translation keys", () => {
  const keys = [
    ...PERIODS.map(periodLabelKey),
    ...VIDEO_SORTS.map(videoSortLabelKey),
    ...CHANNEL_SORTS.map(channelSortLabelKey),
  ];
  it.each([
    ["en", en],
    ["ko", ko],
    ["zh-CN", zhCN],
    ["zh-TW", zhTW],
  ])("%s names every period and sort", (_language, tree) => {
    for (const key of keys) expect(typeof lookup(tree, key), key).toBe("string");
  });
});
