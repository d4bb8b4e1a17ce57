import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  adminChannelApproveCall,
  adminTrackListCall,
  adminTrackWithdrawCall,
  CHANNEL_CATEGORIES,
  channelAddCall,
  channelListCall,
  channelVerifyCall,
  formatDate,
  type Language,
  STORAGE_KEYS,
} from "@studio/contract";
import { demoSession, keepSession, signUp } from "../support/app";
import { dataOf } from "../support/music";
import { BACKGROUND_JOB_TIMEOUT_MS, expect, otherPersonPage, test } from "../support/test";

/**
 * Claim safety in the browser (docs/decisions/127): staff withdraw a track a creator's video uses,
 * and the creator's video report shows the video at risk, with the reason and what to do, in each of
 * the four languages.
 */

const SAMPLES = path.join(import.meta.dirname, "../../docs/samples");
const LOCALES = path.join(import.meta.dirname, "../../apps/web/src/locales");

type Strings = {
  clearance: { state: Record<string, string>; reason: Record<string, Record<string, string>> };
};
const stringsOf = (language: Language) =>
  JSON.parse(readFileSync(path.join(LOCALES, `${language}.json`), "utf8")) as Strings;

/** Sends a multipart staff upload with the session of `page`. */
async function upload(
  page: Page,
  url: string,
  files: { field: string; name: string; mimeType: string; buffer: Buffer }[],
) {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  const form = new FormData();
  for (const file of files)
    form.append(file.field, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const response = await page.request.post(url, {
    headers: { authorization: `Bearer ${token}` },
    multipart: form,
  });
  const body = (await response.json()) as { success: boolean; data?: { imported: number } };
  expect(body.success, JSON.stringify(body)).toBe(true);
  expect(body.data?.imported).toBeGreaterThan(0);
}

test("a withdrawn track turns the creator's video at risk, with the reason in every language", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });

  // A creator of this run with an approved channel of its own.
  await signUp(page, page.request);
  const platform = (await (
    await page.request.post("/sandbox/channels", {
      data: { handle: `e2e-clr-${randomInt(1e9)}`, title: `Claims ${randomInt(1e6)}`, viewCount: 250_000 },
    })
  ).json()) as { handle: string; title: string; link: string; id: string };
  const channel = await dataOf(page, channelAddCall, {
    link: platform.link,
    category: CHANNEL_CATEGORIES[0],
  });
  const patched = await page.request.patch(`/sandbox/channels/${platform.handle}`, {
    data: { description: `Daily videos. ${channel.verification_code}` },
  });
  expect(patched.ok()).toBe(true);
  await dataOf(page, channelVerifyCall, { channel_id: channel.id });
  // The check runs in the background; past the views threshold the channel waits for staff.
  await expect
    .poll(
      async () =>
        (await dataOf(page, channelListCall, { page: 0, size: 10 })).items.find((c) => c.id === channel.id)
          ?.status,
      { timeout: BACKGROUND_JOB_TIMEOUT_MS },
    )
    .toBe("pending");

  const staff = await otherPersonPage(browser);
  await keepSession(staff, await demoSession(staff.request, "staff@studio.test"));
  await staff.goto("/admin/catalogue");
  await dataOf(staff, adminChannelApproveCall, { channel_id: channel.id });

  // A track of this run in the catalogue, and a day of the channel's video that uses it.
  const isrc = `KRA4027${String(randomInt(100_000)).padStart(5, "0")}`;
  const trackName = `Claim Check ${isrc.slice(-5)}`;
  const manifest = [
    "isrc,name,artist,category,tags,shopping,prioritized,instrumental,release_date,duration,audio,cover",
    `${isrc},${trackName},Sample Band,bgm,calm,no,no,yes,2024-01-01,,chime.wav,cover.svg`,
  ].join("\n");
  await upload(staff, "/api/admin/music/import", [
    { field: "manifest", name: "manifest.csv", mimeType: "text/csv", buffer: Buffer.from(manifest) },
    {
      field: "files",
      name: "chime.wav",
      mimeType: "audio/wav",
      buffer: readFileSync(path.join(SAMPLES, "catalogue/chime.wav")),
    },
    {
      field: "files",
      name: "cover.svg",
      mimeType: "image/svg+xml",
      buffer: readFileSync(path.join(SAMPLES, "catalogue/cover.svg")),
    },
  ]);
  const day = `2024-0${randomInt(1, 10)}-1${randomInt(0, 10)}`;
  const videoTitle = `Claims video ${randomInt(1e6)}`;
  const report = [
    "date,channel_id,video_id,title,published_on,duration_seconds,isrc,views,premium_views,revenue_usd,premium_revenue_usd,watch_seconds,average_watch_rate,countries",
    `${day},${platform.id},clr${randomInt(1e9)},${videoTitle},${day},40,${isrc},5000,400,3.5,0.4,90000,61.5,KR:5000`,
  ].join("\n");
  await upload(staff, "/api/admin/stats/import", [
    { field: "file", name: "report.csv", mimeType: "text/csv", buffer: Buffer.from(report) },
  ]);

  const reportPage = `/dashboard/report-video?period=custom&from=${day}&to=${day}`;
  await page.goto(reportPage);
  const row = page.getByRole("table", { name: "Videos" }).getByRole("row").filter({ hasText: videoTitle });
  await expect(row.getByLabel("Claim safety: Cleared")).toBeVisible();

  // Staff withdraw the track.
  const [track] = (await dataOf(staff, adminTrackListCall, { q: isrc })).items;
  const withdrawn = await dataOf(staff, adminTrackWithdrawCall, {
    track_id: track?.id ?? 0,
    withdrawn: true,
  });
  // The network's day (Asia/Seoul) of the withdrawal: the day the reason gives.
  const withdrawnOn = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(
    new Date(withdrawn.withdrawn_at ?? ""),
  );
  await staff.context().close();

  // The creator is told, and the video report's at-risk filter shows it with the reason.
  await page.goto("/notifications");
  await expect(
    page.getByRole("link", {
      name: new RegExp(`Your video "${videoTitle}" is at risk of a copyright claim: Track withdrawn`),
    }),
  ).toBeVisible();
  for (const language of ["en", "ko", "zh-CN", "zh-TW"] as const) {
    const strings = stringsOf(language).clearance;
    await page.evaluate((value) => localStorage.setItem("language", value), language);
    await page.goto(`${reportPage}&clearance=at_risk`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const atRisk = page.getByRole("row").filter({ hasText: videoTitle });
    await expect(atRisk.getByText(strings.state.at_risk ?? "", { exact: true })).toBeVisible();
    await expect(
      atRisk.getByText(strings.reason.track_withdrawn?.title ?? "", { exact: true }),
    ).toBeVisible();
    // The details say when, which track, and what to do.
    await atRisk.getByRole("button", { name: videoTitle }).click();
    const dialog = page.getByRole("dialog");
    const body = (strings.reason.track_withdrawn?.body ?? "")
      .replace("{{track}}", trackName)
      .replace("{{on}}", formatDate(withdrawnOn, language));
    await expect(dialog.getByText(body)).toBeVisible();
    await expect(dialog.getByText(strings.reason.track_withdrawn?.action ?? "")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
});
