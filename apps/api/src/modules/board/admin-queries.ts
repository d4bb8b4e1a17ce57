import {
  BOARD_LIMITS,
  type BoardKind,
  type Language,
  type TAdminBoard,
  type TAdminBoardSummary,
  type TBoardInput,
  type ZBoardInput,
} from "@studio/contract";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { boards, boardTranslations, campaigns, tracks } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { renderBoardMarkdown } from "./markdown";

type BoardRow = typeof boards.$inferSelect;
type CampaignRow = typeof campaigns.$inferSelect;

/** A page of the network's items of a kind, scheduled and hidden ones included, newest first. */
export async function adminBoardPage(
  db: Db,
  networkId: number,
  kind: BoardKind,
  page: number,
): Promise<{ items: TAdminBoardSummary[]; total: number }> {
  const where = and(eq(boards.networkId, networkId), eq(boards.kind, kind));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ board: boards, campaign: campaigns.boardId })
      .from(boards)
      .leftJoin(campaigns, eq(campaigns.boardId, boards.id))
      .where(where)
      .orderBy(desc(boards.publishAt), desc(boards.id))
      .limit(BOARD_LIMITS.page)
      .offset(page * BOARD_LIMITS.page),
    db.select({ total: count() }).from(boards).where(where),
  ]);
  const texts = rows.length
    ? await db
        .select({
          boardId: boardTranslations.boardId,
          language: boardTranslations.language,
          title: boardTranslations.title,
        })
        .from(boardTranslations)
        .where(
          inArray(
            boardTranslations.boardId,
            rows.map((r) => r.board.id),
          ),
        )
    : [];
  const items = rows.map(({ board, campaign }) => {
    const own = texts.filter((t) => t.boardId === board.id);
    const title = (own.find((t) => t.language === "en") ?? own[0])?.title ?? "";
    return {
      id: board.id,
      kind: board.kind,
      title,
      languages: own.map((t) => t.language as Language).sort(),
      pinned: board.pinned,
      hidden: board.hidden,
      publish_at: board.publishAt.toISOString(),
      ends_at: board.endsAt?.toISOString() ?? null,
      campaign: campaign !== null,
    };
  });
  return { items, total: totals?.total ?? 0 };
}

/** One item of the network with its Markdown in every language; 404 for another network's. */
export async function adminBoard(db: Db, networkId: number, id: number): Promise<TAdminBoard> {
  const [row] = await db
    .select({ board: boards, campaign: campaigns })
    .from(boards)
    .leftJoin(campaigns, eq(campaigns.boardId, boards.id))
    .where(and(eq(boards.networkId, networkId), eq(boards.id, id)));
  if (!row) throw AppError.notFound();
  const [song] = row.campaign
    ? await db.select({ isrc: tracks.isrc }).from(tracks).where(eq(tracks.id, row.campaign.trackId))
    : [];
  const texts = await db.select().from(boardTranslations).where(eq(boardTranslations.boardId, id));
  return adminBoardView(row.board, row.campaign ? { ...row.campaign, isrc: song?.isrc ?? "" } : null, texts);
}

function adminBoardView(
  board: BoardRow,
  campaign: (CampaignRow & { isrc: string }) | null,
  texts: (typeof boardTranslations.$inferSelect)[],
): TAdminBoard {
  return {
    id: board.id,
    kind: board.kind,
    pinned: board.pinned,
    hidden: board.hidden,
    publish_at: board.publishAt.toISOString(),
    ends_at: board.endsAt?.toISOString() ?? null,
    translations: texts
      .map((t) => ({ language: t.language as Language, title: t.title, body: t.bodyMarkdown }))
      .sort((a, b) => a.language.localeCompare(b.language)),
    campaign: campaign
      ? {
          track_isrc: campaign.isrc,
          view_goal: campaign.viewGoal,
          apply_from: campaign.applyFrom.toISOString(),
          apply_until: campaign.applyUntil.toISOString(),
          benefit_from: campaign.benefitFrom.toISOString(),
          benefit_until: campaign.benefitUntil.toISOString(),
          min_seconds: campaign.minSeconds,
        }
      : null,
  };
}

/**
 * Creates or changes an item with its texts and campaign in one transaction (docs/decisions/122).
 * Each body is rendered and sanitised here, once, so readers only read stored HTML.
 */
export async function saveBoard(
  db: Db,
  networkId: number,
  authorId: number,
  input: z.output<typeof ZBoardInput>,
  now: Date,
): Promise<TAdminBoard> {
  const values = {
    kind: input.kind,
    pinned: input.kind === "popup" ? false : input.pinned,
    hidden: input.hidden,
    publishAt: new Date(input.publish_at),
    endsAt: input.kind === "popup" && input.ends_at ? new Date(input.ends_at) : null,
    updatedAt: now,
  };
  const texts = input.translations.map((t) => ({
    language: t.language,
    title: t.title,
    bodyMarkdown: t.body,
    bodyHtml: renderBoardMarkdown(t.body),
  }));
  const id = await db.transaction(async (tx) => {
    const boardId = await writeBoardRow(tx, networkId, authorId, input.id, values);
    await tx.delete(boardTranslations).where(eq(boardTranslations.boardId, boardId));
    await tx.insert(boardTranslations).values(texts.map((t) => ({ ...t, boardId })));
    await writeCampaign(tx, networkId, boardId, input.campaign);
    return boardId;
  });
  return adminBoard(db, networkId, id);
}

async function writeBoardRow(
  tx: Db,
  networkId: number,
  authorId: number,
  id: number | undefined,
  values: Omit<typeof boards.$inferInsert, "networkId">,
): Promise<number> {
  if (id === undefined) {
    const [created] = await tx
      .insert(boards)
      .values({ ...values, networkId, authorId })
      .returning({ id: boards.id });
    if (!created) throw new Error("board insert returned nothing");
    return created.id;
  }
  const [updated] = await tx
    .update(boards)
    .set(values)
    .where(and(eq(boards.networkId, networkId), eq(boards.id, id)))
    .returning({ id: boards.id });
  if (!updated) throw AppError.notFound();
  return updated.id;
}

async function writeCampaign(
  tx: Db,
  networkId: number,
  boardId: number,
  settings: TBoardInput["campaign"],
): Promise<void> {
  if (!settings) {
    await tx.delete(campaigns).where(eq(campaigns.boardId, boardId));
    return;
  }
  const [track] = await tx
    .select({ id: tracks.id })
    .from(tracks)
    .where(and(eq(tracks.networkId, networkId), eq(tracks.isrc, settings.track_isrc)));
  if (!track) throw AppError.notFound();
  const values = {
    trackId: track.id,
    viewGoal: Number(settings.view_goal),
    applyFrom: new Date(settings.apply_from),
    applyUntil: new Date(settings.apply_until),
    benefitFrom: new Date(settings.benefit_from),
    benefitUntil: new Date(settings.benefit_until),
    minSeconds: Number(settings.min_seconds ?? 0),
  };
  await tx
    .insert(campaigns)
    .values({ ...values, boardId, networkId })
    .onConflictDoUpdate({ target: campaigns.boardId, set: values });
}
