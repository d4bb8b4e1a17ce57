import type { Language } from "@studio/contract";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { boardTranslations } from "../../db/schema";

export type BoardText = typeof boardTranslations.$inferSelect;

/**
 * The text a reader gets of each board item: their language, else English, else the first the item
 * has (docs/decisions/122).
 */
export async function textsFor(
  db: Db,
  boardIds: readonly number[],
  language: Language,
): Promise<Map<number, BoardText>> {
  if (boardIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(boardTranslations)
    .where(inArray(boardTranslations.boardId, [...boardIds]));
  const chosen = new Map<number, BoardText>();
  for (const row of rows) {
    const current = chosen.get(row.boardId);
    const order = current ? rank(row.language, language) - rank(current.language, language) : -1;
    if (order < 0 || (order === 0 && current && row.language < current.language))
      chosen.set(row.boardId, row);
  }
  return chosen;
}

function rank(candidate: string, wanted: Language): number {
  if (candidate === wanted) return 0;
  if (candidate === "en") return 1;
  return 2;
}
