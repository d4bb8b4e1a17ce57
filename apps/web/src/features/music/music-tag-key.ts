import type { MusicTag } from "@studio/contract";

/** Whether a tag is of the AI-suggested family ("ai.cute"). */
export function isAiTag(tag: MusicTag): boolean {
  return tag.startsWith("ai.");
}

/** The translation key of a tag: i18next keys cannot hold dots, so "ai.cute" is "musicTag.ai_cute". */
export function musicTagKey(tag: MusicTag): string {
  return `musicTag.${tag.replace(/\./g, "_")}`;
}
