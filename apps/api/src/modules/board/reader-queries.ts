import { BOARD_LIMITS, type Language, type TBoardDetail, type TBoardSummary } from "@studio/contract";
import { and, asc, count, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { boards, campaigns } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { campaignStateAt } from "./campaign-state";
import { textsFor } from "./translations";

/** Who reads the boards: a network's signed-in account, in a language. */
export interface BoardReader {
  networkId: number;
  accountId: number;
  language: Language;
}

type ReaderKind = "notice" | "event";

const publishedOf = (reader: BoardReader, kind: ReaderKind | "popup", now: Date) =>
  and(
    eq(boards.networkId, reader.networkId),
    eq(boards.kind, kind),
    eq(boards.hidden, false),
    lte(boards.publishAt, now),
  );

/** A page of the published notices or events: pinned first, then newest. */
export async function boardPage(
  db: Db,
  reader: BoardReader,
  kind: ReaderKind,
  page: number,
  now: Date,
): Promise<{ items: TBoardSummary[]; total: number }> {
  const where = publishedOf(reader, kind, now);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ board: boards, campaign: campaigns })
      .from(boards)
      .leftJoin(campaigns, eq(campaigns.boardId, boards.id))
      .where(where)
      .orderBy(desc(boards.pinned), desc(boards.publishAt), desc(boards.id))
      .limit(BOARD_LIMITS.page)
      .offset(page * BOARD_LIMITS.page),
    db.select({ total: count() }).from(boards).where(where),
  ]);
  const texts = await textsFor(
    db,
    rows.map((r) => r.board.id),
    reader.language,
  );
  const items = rows.map(({ board, campaign }) => ({
    id: board.id,
    kind,
    title: texts.get(board.id)?.title ?? "",
    pinned: board.pinned,
    published_at: board.publishAt.toISOString(),
    campaign_state: campaign ? campaignStateAt(campaign, now) : null,
  }));
  return { items, total: totals?.total ?? 0 };
}

/** One published item of the reader's network, or 404 (another network's, hidden or scheduled). */
export async function publishedBoard(db: Db, reader: BoardReader, kind: ReaderKind, id: number, now: Date) {
  const [row] = await db
    .select({ board: boards, campaign: campaigns })
    .from(boards)
    .leftJoin(campaigns, eq(campaigns.boardId, boards.id))
    .where(and(publishedOf(reader, kind, now), eq(boards.id, id)));
  if (!row) throw AppError.notFound();
  return row;
}

/** A published item's text in the reader's language, without its campaign. */
export async function boardDetailText(
  db: Db,
  reader: BoardReader,
  kind: ReaderKind,
  id: number,
  now: Date,
): Promise<Omit<TBoardDetail, "campaign"> & { campaignRow: typeof campaigns.$inferSelect | null }> {
  const { board, campaign } = await publishedBoard(db, reader, kind, id, now);
  const text = (await textsFor(db, [board.id], reader.language)).get(board.id);
  return {
    id: board.id,
    kind,
    title: text?.title ?? "",
    html: text?.bodyHtml ?? "",
    language: (text?.language ?? "en") as Language,
    pinned: board.pinned,
    published_at: board.publishAt.toISOString(),
    campaign_state: campaign ? campaignStateAt(campaign, now) : null,
    campaignRow: campaign,
  };
}

/** The newest pinned notice, for the header. */
export async function headerNotice(db: Db, reader: BoardReader, now: Date) {
  const [row] = await db
    .select({ id: boards.id })
    .from(boards)
    .where(and(publishedOf(reader, "notice", now), eq(boards.pinned, true)))
    .orderBy(desc(boards.publishAt), desc(boards.id))
    .limit(1);
  if (!row) return null;
  const text = (await textsFor(db, [row.id], reader.language)).get(row.id);
  return { id: row.id, title: text?.title ?? "" };
}

/** The popups showing now: published, not ended, oldest first (the order staff scheduled them). */
export async function currentPopups(db: Db, reader: BoardReader, now: Date) {
  const rows = await db
    .select({ id: boards.id })
    .from(boards)
    .where(and(publishedOf(reader, "popup", now), or(isNull(boards.endsAt), gt(boards.endsAt, now))))
    .orderBy(asc(boards.publishAt), asc(boards.id))
    .limit(10);
  const texts = await textsFor(
    db,
    rows.map((r) => r.id),
    reader.language,
  );
  return rows.map((r) => ({
    id: r.id,
    title: texts.get(r.id)?.title ?? "",
    html: texts.get(r.id)?.bodyHtml ?? "",
  }));
}
