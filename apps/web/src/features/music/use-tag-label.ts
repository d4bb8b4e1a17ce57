import type { MusicTag } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { isAiTag, musicTagKey } from "./music-tag-key";

/** A tag in words; AI-suggested tags are marked as such ("AI · Cute"). */
export function useTagLabel() {
  const { t } = useTranslation();
  return (tag: MusicTag) =>
    isAiTag(tag) ? t("music.tags.aiLabel", { name: t(musicTagKey(tag)) }) : t(musicTagKey(tag));
}
