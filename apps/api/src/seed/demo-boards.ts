import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Account } from "../db/rows";
import { boards, tracks } from "../db/schema";
import { saveBoard } from "../modules/board";

const DAY = 86_400_000;

/** The demo's board items a notification points at. */
export interface DemoBoards {
  noticeId: number;
  eventId: number;
}

const iso = (at: number) => new Date(at).toISOString();

/**
 * The demo network's notices (one pinned, in all four languages), a running campaign with the demo
 * song "Neon Drive", a past event and a popup (docs/decisions/122), written as staff would. Marked
 * notified: the demo creator's seeded notifications stand for them. Once per network.
 */
export async function seedDemoBoards(db: Db, staff: Account, now: Date): Promise<DemoBoards | null> {
  const [existing] = await db
    .select({ id: boards.id })
    .from(boards)
    .where(eq(boards.networkId, staff.networkId))
    .limit(1);
  if (existing) return null;
  const t = now.getTime();
  const save = (input: Parameters<typeof saveBoard>[3]) =>
    saveBoard(db, staff.networkId, staff.id, input, now);

  const notice = await save({
    kind: "notice",
    pinned: true,
    hidden: false,
    publish_at: iso(t - 2 * DAY),
    ends_at: null,
    campaign: null,
    translations: [
      {
        language: "en",
        title: "Payout schedule for the holidays",
        body: "Withdrawals requested **from Dec 24 to Jan 1** are paid on **Jan 5**.\n\n- Bank transfers: 1-2 business days after payment\n- PayPal: the same day\n\nQuestions? Ask us in the chat.",
      },
      {
        language: "ko",
        title: "연말연시 출금 일정 안내",
        body: "**12월 24일부터 1월 1일까지** 신청한 출금은 **1월 5일**에 지급됩니다.\n\n- 은행 송금: 지급 후 영업일 기준 1~2일\n- PayPal: 당일\n\n문의는 채팅으로 남겨 주세요.",
      },
      {
        language: "zh-CN",
        title: "节假日提现安排",
        body: "**12月24日至1月1日**申请的提现将于**1月5日**支付。\n\n- 银行转账：支付后1~2个工作日\n- PayPal：当天\n\n如有疑问，请通过聊天联系我们。",
      },
      {
        language: "zh-TW",
        title: "節假日提領安排",
        body: "**12月24日至1月1日**申請的提領將於**1月5日**支付。\n\n- 銀行轉帳：支付後1~2個工作天\n- PayPal：當天\n\n如有疑問，請透過聊天聯絡我們。",
      },
    ],
  });
  await save({
    kind: "notice",
    pinned: false,
    hidden: false,
    publish_at: iso(t - 20 * DAY),
    ends_at: null,
    campaign: null,
    translations: [
      {
        language: "en",
        title: "New K-pop songs in the catalogue",
        body: "Twelve new songs are in **Music**. Preview them and add your favourites.",
      },
      {
        language: "ko",
        title: "K-pop 신곡 추가",
        body: "**음악**에 신곡 12곡이 추가되었습니다. 미리 듣고 즐겨찾기에 담아 보세요.",
      },
    ],
  });

  const [song] = await db
    .select({ isrc: tracks.isrc })
    .from(tracks)
    .where(and(eq(tracks.networkId, staff.networkId), eq(tracks.name, "Neon Drive")))
    .limit(1);
  let eventId = notice.id;
  if (song) {
    const campaign = await save({
      kind: "event",
      pinned: true,
      hidden: false,
      publish_at: iso(t - 3 * DAY),
      ends_at: null,
      translations: [
        {
          language: "en",
          title: "Neon Drive Shorts challenge",
          body: "Make a Short with **Neon Drive** by Retro Kids and win a bonus.\n\n1. Apply with your approved channel.\n2. Download the song a minute later.\n3. Upload your Short, credit the song in its description (`♪ Neon Drive - Retro Kids`) and enter its link here.\n\nThe campaign ends when the entries reach **1,000,000 views** together.",
        },
        {
          language: "ko",
          title: "Neon Drive 쇼츠 챌린지",
          body: "Retro Kids의 **Neon Drive**로 쇼츠를 만들고 보너스를 받으세요.\n\n1. 승인된 채널로 신청하세요.\n2. 1분 뒤 음원을 내려받으세요.\n3. 쇼츠를 올리고 설명에 음원을 표기한 뒤(`♪ Neon Drive - Retro Kids`) 링크를 등록하세요.\n\n참여 영상의 조회수 합계가 **1,000,000회**에 이르면 캠페인이 종료됩니다.",
        },
      ],
      campaign: {
        track_isrc: song.isrc,
        view_goal: 1_000_000,
        apply_from: iso(t - 3 * DAY),
        apply_until: iso(t + 14 * DAY),
        benefit_from: iso(t - 3 * DAY),
        benefit_until: iso(t + 30 * DAY),
        min_seconds: 10,
      },
    });
    eventId = campaign.id;
    await save({
      kind: "popup",
      pinned: false,
      hidden: false,
      publish_at: iso(t - DAY),
      ends_at: iso(t + 14 * DAY),
      campaign: null,
      translations: [
        {
          language: "en",
          title: "The Neon Drive challenge is on",
          body: `Make a Short with **Neon Drive** and win a bonus. [See the campaign](/events/${campaign.id})`,
        },
        {
          language: "ko",
          title: "Neon Drive 챌린지 진행 중",
          body: `**Neon Drive**로 쇼츠를 만들고 보너스를 받으세요. [캠페인 보기](/events/${campaign.id})`,
        },
      ],
    });
  }
  await save({
    kind: "event",
    pinned: false,
    hidden: false,
    publish_at: iso(t - 120 * DAY),
    ends_at: null,
    campaign: null,
    translations: [
      {
        language: "en",
        title: "Summer Shorts challenge (ended)",
        body: "Thank you to the 120 channels that took part! Winners were announced on Aug 31.",
      },
    ],
  });
  await db.update(boards).set({ notifiedAt: now }).where(eq(boards.networkId, staff.networkId));
  return { noticeId: notice.id, eventId };
}
