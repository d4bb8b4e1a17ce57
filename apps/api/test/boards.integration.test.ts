import {
  adminBoardDetailCall,
  adminBoardListCall,
  adminBoardPreviewCall,
  adminBoardSaveCall,
  boardDetailCall,
  boardHeaderCall,
  boardListCall,
  E,
  notificationListCall,
  popupListCall,
} from "@studio/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boards } from "../src/db/schema";
import { notifyPublishedBoards } from "../src/modules/board";
import { renderBoardMarkdown } from "../src/modules/board/markdown";
import { expectError, expectOk } from "./support/assertions";
import { writeBoard } from "./support/boards";
import { type SignedIn, signedIn } from "./support/channels";
import { createTestApp, type TestApp } from "./support/test-app";

/** Notices, events and popups: the back-office editor and what readers get (docs/decisions/122). */

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();

describe("boards for readers", () => {
  it("shows a notice in the reader's language, else in English", async () => {
    const notice = await writeBoard(staff, t.clock.now(), {
      translations: [
        { language: "en", title: "Payout day moves", body: "Payouts move to **Friday**." },
        { language: "ko", title: "지급일 변경", body: "지급일이 **금요일**로 바뀝니다." },
      ],
    });
    const korean = await signedIn(t, { language: "ko" });
    const chinese = await signedIn(t, { language: "zh-CN" });
    const inKorean = expectOk(
      await korean.client.call(boardDetailCall, { id: notice.id, kind: "notice" }, { language: "ko" }),
    );
    expect(inKorean).toMatchObject({ title: "지급일 변경", language: "ko" });
    expect(inKorean.html).toContain("<strong>금요일</strong>");
    const fallback = expectOk(
      await chinese.client.call(boardDetailCall, { id: notice.id, kind: "notice" }, { language: "zh-CN" }),
    );
    expect(fallback).toMatchObject({ title: "Payout day moves", language: "en" });
  });

  it("lists pinned first, then newest; hides scheduled, hidden and other kinds", async () => {
    const reader = await signedIn(t);
    const older = await writeBoard(staff, t.clock.now(), { publish_at: at(-5), pinned: true });
    const newer = await writeBoard(staff, t.clock.now(), { publish_at: at(-2) });
    const scheduled = await writeBoard(staff, t.clock.now(), { publish_at: at(3) });
    const hidden = await writeBoard(staff, t.clock.now(), { hidden: true });
    const event = await writeBoard(staff, t.clock.now(), { kind: "event" });
    const page = expectOk(await reader.client.call(boardListCall, { kind: "notice" }));
    const ids = page.items.map((i) => i.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(page.items.every((item, i) => i === 0 || !item.pinned || page.items[i - 1]?.pinned)).toBe(true);
    expect(ids).not.toContain(scheduled.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(event.id);
    expectError(
      await reader.client.call(boardDetailCall, { id: scheduled.id, kind: "notice" }),
      404,
      E.INVALID_ACCESS,
    );
    expectError(
      await reader.client.call(boardDetailCall, { id: event.id, kind: "notice" }),
      404,
      E.INVALID_ACCESS,
    );

    t.clock.advance(4 * HOUR);
    const later = expectOk(await reader.client.call(boardListCall, { kind: "notice" }));
    expect(later.items.map((i) => i.id)).toContain(scheduled.id);
  });

  it("puts the newest pinned notice in the header", async () => {
    const reader = await signedIn(t);
    await writeBoard(staff, t.clock.now(), { pinned: true, publish_at: at(-3) });
    const newest = await writeBoard(staff, t.clock.now(), {
      pinned: true,
      publish_at: at(-1),
      translations: [{ language: "en", title: "Newest pinned", body: "" }],
    });
    await writeBoard(staff, t.clock.now(), { pinned: false, publish_at: at(-0.5) });
    expect(expectOk(await reader.client.call(boardHeaderCall, {})).notice).toEqual({
      id: newest.id,
      title: "Newest pinned",
    });
  });

  it("never shows another network's items", async () => {
    const notice = await writeBoard(staff, t.clock.now());
    const waveReader = await signedIn(t, { network: "wave" });
    const list = expectOk(await waveReader.client.call(boardListCall, { kind: "notice" }));
    expect(list.items.map((i) => i.id)).not.toContain(notice.id);
    expectError(
      await waveReader.client.call(boardDetailCall, { id: notice.id, kind: "notice" }),
      404,
      E.INVALID_ACCESS,
    );
    const waveStaff = await signedIn(t, { network: "wave", isStaff: true });
    expectError(await waveStaff.client.call(adminBoardDetailCall, { id: notice.id }), 404, E.INVALID_ACCESS);
    const change = await waveStaff.client.call(adminBoardSaveCall, {
      id: notice.id,
      kind: "notice",
      publish_at: at(-1),
      translations: [{ language: "en", title: "Taken over", body: "" }],
    });
    expectError(change, 404, E.INVALID_ACCESS);
  });

  it("shows popups between their publication and their end", async () => {
    const reader = await signedIn(t);
    const showing = await writeBoard(staff, t.clock.now(), {
      kind: "popup",
      publish_at: at(-1),
      ends_at: at(2),
      translations: [{ language: "en", title: "Winter campaign", body: "Join **now**" }],
    });
    const over = await writeBoard(staff, t.clock.now(), {
      kind: "popup",
      publish_at: at(-3),
      ends_at: at(-2),
    });
    const items = expectOk(await reader.client.call(popupListCall, {})).items;
    expect(items.map((p) => p.id)).toContain(showing.id);
    expect(items.map((p) => p.id)).not.toContain(over.id);
    expect(items.find((p) => p.id === showing.id)?.html).toContain("<strong>now</strong>");
  });
});

describe("the back-office editor", () => {
  it("keeps each language's Markdown and lists scheduled and hidden items", async () => {
    const saved = await writeBoard(staff, t.clock.now(), {
      publish_at: at(10),
      hidden: true,
      translations: [
        { language: "en", title: "Scheduled", body: "# Title" },
        { language: "zh-TW", title: "排程", body: "內容" },
      ],
    });
    const detail = expectOk(await staff.client.call(adminBoardDetailCall, { id: saved.id }));
    expect(detail.translations).toEqual([
      { language: "en", title: "Scheduled", body: "# Title" },
      { language: "zh-TW", title: "排程", body: "內容" },
    ]);
    const list = expectOk(await staff.client.call(adminBoardListCall, { kind: "notice" }));
    expect(list.items.find((i) => i.id === saved.id)).toMatchObject({
      hidden: true,
      languages: ["en", "zh-TW"],
    });
  });

  it("refuses creators and a campaign on a notice", async () => {
    const creator = await signedIn(t);
    const refused = await creator.client.call(adminBoardSaveCall, {
      kind: "notice",
      publish_at: at(0),
      translations: [{ language: "en", title: "Mine", body: "" }],
    });
    expectError(refused, 403, E.INVALID_ACCESS);
    const notice = await staff.client.call(adminBoardSaveCall, {
      kind: "notice",
      publish_at: at(0),
      translations: [{ language: "en", title: "x", body: "" }],
      campaign: {
        track_isrc: "KRA401234567",
        view_goal: 10,
        apply_from: at(0),
        apply_until: at(1),
        benefit_from: at(0),
        benefit_until: at(1),
        min_seconds: 0,
      },
    });
    expect(notice.status).toBe(400);
  });

  it("previews Markdown as readers will see it", async () => {
    const preview = expectOk(
      await staff.client.call(adminBoardPreviewCall, { body: "**bold** <script>alert(1)</script>" }),
    );
    expect(preview.html).toBe("<p><strong>bold</strong> </p>");
  });
});

describe("notifications of published items", () => {
  it("tells every account once, titled in its language, when the item's time comes", async () => {
    const korean = await signedIn(t, { language: "ko" });
    const notice = await writeBoard(staff, t.clock.now(), {
      publish_at: at(1),
      translations: [
        { language: "en", title: "Server upgrade", body: "" },
        { language: "ko", title: "서버 업그레이드", body: "" },
      ],
    });
    await notifyPublishedBoards(t.database.db, t.clock.now());
    const before = expectOk(await korean.client.call(notificationListCall, {}));
    expect(before.items.some((n) => n.params.board_id === notice.id)).toBe(false);

    t.clock.advance(2 * HOUR);
    expect(await notifyPublishedBoards(t.database.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await notifyPublishedBoards(t.database.db, t.clock.now())).toBe(0);
    const after = expectOk(await korean.client.call(notificationListCall, {}));
    const mine = after.items.filter((n) => n.params.board_id === notice.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: "notice", read: false, params: { title: "서버 업그레이드" } });
    const [row] = await t.database.db.select().from(boards).where(eq(boards.id, notice.id));
    expect(row?.notifiedAt).not.toBeNull();
  });
});

/** Payloads from the OWASP XSS filter evasion cheat sheet, written into Markdown bodies. */
const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">",
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  '<a href="&#106;avascript:alert(1)">x</a>',
  "![x](javascript:alert(1))",
  '<iframe src="https://evil.test/"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<object data="https://evil.test/x.swf"></object>',
  '<embed src="https://evil.test/x.swf">',
  '<form action="https://evil.test/"><input type="submit"></form>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  "<details open ontoggle=alert(1)>",
  '<base href="https://evil.test/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.test/">',
  '<link rel="stylesheet" href="https://evil.test/x.css">',
  "<style>body{display:none}</style>",
  '<body onload="alert(1)">',
  '<p title="</p><img src=x onerror=alert(1)>">x</p>',
  "<<script>script>alert(1)<</script>/script>",
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img src="//evil.test/x.png">',
  '<input autofocus onfocus="alert(1)">',
];

describe("Markdown sanitising", () => {
  it.each(XSS_PAYLOADS)("leaves nothing that runs of %s", (payload) => {
    const html = renderBoardMarkdown(`Before\n\n${payload}\n\nAfter`).toLowerCase();
    for (const banned of [
      "<script",
      "javascript:",
      "vbscript:",
      "data:",
      "<iframe",
      "<svg",
      "<object",
      "<embed",
      "<form",
      "<style",
      "<base",
      "<meta",
      "<link",
      "<math",
      "<body",
      "style=",
      "srcdoc",
      "//evil.test/x.png",
    ]) {
      expect(html, banned).not.toContain(banned);
    }
    expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/);
    expect(html).toContain("after");
  });

  it("keeps what a notice needs: headings, emphasis, lists, tables, safe links", () => {
    const html = renderBoardMarkdown(
      "# Title\n\n*one* **two** ~~three~~\n\n- a\n- b\n\n| x | y |\n|---|---|\n| 1 | 2 |\n\n[site](https://studio.test/guide) [mail](mailto:help@studio.test)",
    );
    expect(html).toContain("<h1>Title</h1>");
    expect(html).toContain("<em>one</em> <strong>two</strong> <del>three</del>");
    expect(html).toContain("<li>a</li>");
    expect(html).toContain("<td>1</td>");
    expect(html).toContain(
      '<a href="https://studio.test/guide" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(html).toContain('<a href="mailto:help@studio.test" rel="noopener">mail</a>');
  });
});
