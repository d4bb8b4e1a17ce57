import type { Page } from "@playwright/test";
import { E, errorMessage, musicFavouriteToggleCall, type TMusic } from "@studio/contract";
import { catalogue, favourites, logInAsDemo, sliderSeconds, toggleFavourite } from "../support/music";
import { expect, test } from "../support/test";

// Wide enough for the laptop layout: the top navigation, and track rows that show their ISRC.
test.use({ viewport: { width: 1280, height: 900 } });

const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;

/** Music > All through the navigation, with the catalogue listed. */
async function openAllMusic(page: Page) {
  await page
    .getByRole("navigation", { name: "Main navigation", exact: true })
    .getByRole("link", { name: "Music", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Music", exact: true, level: 1 })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Music sections", exact: true })
    .getByRole("link", { name: "All", exact: true })
    .click();
  await expect(page).toHaveURL(/\/musics\/all/);
  const tracks = page.getByRole("list", { name: "Tracks", exact: true });
  await expect(tracks.getByRole("listitem").first()).toBeVisible();
  return tracks;
}

test("searching in Korean and Chinese finds tracks by any part of their name", async ({ page }) => {
  await logInAsDemo(page, "member@studio.test");
  const tracks = await openAllMusic(page);
  const rows = tracks.getByRole("listitem");
  const row = (name: string) => tracks.getByRole("listitem", { name, exact: true });
  await expect(row("사랑의 온도")).toBeVisible();
  await expect(row("봄날의 산책")).toBeVisible();
  const search = page.getByRole("textbox", { name: "Search music", exact: true });

  // "랑의": the middle syllables of "사랑의 온도"; "봄날의 산책" shares only "의".
  await search.fill("랑의");
  await expect(row("사랑의 온도")).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(row("봄날의 산책")).toHaveCount(0);

  // Across the space: the end of one word and the start of the next.
  await search.fill("름 바");
  await expect(row("여름 바다")).toBeVisible();
  await expect(rows).toHaveCount(1);

  // "光小": the middle of "月光小夜曲"; "追光者之路" shares only "光".
  await search.fill("光小");
  await expect(row("月光小夜曲")).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(row("追光者之路")).toHaveCount(0);
  await expect(row("사랑의 온도")).toHaveCount(0);

  // One character finds every track holding it, and nothing else.
  await search.fill("光");
  await expect(row("月光小夜曲")).toBeVisible();
  await expect(row("追光者之路")).toBeVisible();
  await expect(rows).toHaveCount(2);

  // Traditional characters find a name written in Simplified: "春風" is "春风".
  await search.fill("春風");
  await expect(row("春风十里")).toBeVisible();
  await expect(rows).toHaveCount(1);
});

test("a track plays in the player bar, keeps playing on another page and seeks by dragging", async ({
  page,
}) => {
  await logInAsDemo(page, "manager@studio.test");
  const tracks = await openAllMusic(page);
  // Alone in the list, so the player's queue is this one track (the demo audio is an 8-second loop).
  await page.getByRole("textbox", { name: "Search music", exact: true }).fill("Neon Drive");
  const row = tracks.getByRole("listitem", { name: "Neon Drive", exact: true });
  await expect(row).toBeVisible();
  await expect(tracks.getByRole("listitem")).toHaveCount(1);

  await row.getByRole("button", { name: "Play", exact: true }).click();
  const player = page.getByRole("region", { name: "Music player", exact: true });
  await expect(player).toBeVisible();
  await expect(player.getByText("Neon Drive", { exact: true })).toBeVisible();
  await expect(player.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  const seek = player.getByRole("slider", { name: "Seek", exact: true });
  await expect(seek).toHaveAttribute("aria-valuemax", "8");
  const duration = Number(await seek.getAttribute("aria-valuemax"));
  // The position moves: the slider and the elapsed time ("0:01 / 0:08").
  await expect.poll(() => sliderSeconds(seek), { intervals: [100] }).toBeGreaterThanOrEqual(1);
  await expect(player.getByText(/^0:0[1-8] \/ 0:08$/)).toBeVisible();

  // Another page through the navigation (no reload): the bar stays and the track keeps playing. This
  // comes before the seek because the demo audio is only 8 s long: after a jump to 70%, the track
  // would end before a page change could show it still moving.
  await page
    .getByRole("navigation", { name: "Main navigation", exact: true })
    .getByRole("link", { name: "Dashboard", exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("list", { name: "Tracks", exact: true })).toHaveCount(0);
  await expect(player).toBeVisible();
  await expect(player.getByText("Neon Drive", { exact: true })).toBeVisible();
  const afterNavigation = await sliderSeconds(seek);
  await expect.poll(() => sliderSeconds(seek), { intervals: [100] }).toBeGreaterThan(afterNavigation);
  await expect(player.getByRole("button", { name: "Pause", exact: true })).toBeVisible();

  // Drag the progress bar to about 70%: it pauses while held, jumps there, and resumes on release.
  const box = await seek.boundingBox();
  if (!box) throw new Error("the Seek slider has no box");
  const y = box.y + box.height * 0.75;
  await page.mouse.move(box.x + box.width * 0.4, y);
  await page.mouse.down();
  await expect(player.getByRole("button", { name: "Play", exact: true })).toBeVisible();
  await page.mouse.move(box.x + box.width * 0.7, y, { steps: 8 });
  await page.mouse.up();
  const target = duration * 0.7;
  await expect
    .poll(async () => Math.abs((await sliderSeconds(seek)) - target), { intervals: [50] })
    .toBeLessThanOrEqual(1);
  const landed = await sliderSeconds(seek);
  await expect(player.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await expect.poll(() => sliderSeconds(seek), { intervals: [100] }).toBeGreaterThan(landed);
});

test("past the favourites limit the star flips back and the server's message shows", async ({ page }) => {
  await logInAsDemo(page, "creator@studio.test");
  // Fill the account's favourites up to the network's limit through the API.
  const { items: held, limit } = await favourites(page);
  const all = await catalogue(page);
  const heldIsrcs = new Set(held.map((track) => track.isrc));
  const notHeld = all.filter((track) => !heldIsrcs.has(track.isrc));
  const toAdd = notHeld.slice(0, Math.max(0, limit - held.length));
  const extra = notHeld[toAdd.length] as TMusic;
  expect(extra, "a track left over to add past the limit").toBeDefined();
  const added: string[] = [];
  try {
    for (const track of toAdd) {
      expect(await toggleFavourite(page, track.isrc)).toBe(true);
      added.push(track.isrc);
    }
    expect((await favourites(page)).items).toHaveLength(limit);

    const tracks = await openAllMusic(page);
    await page.getByRole("textbox", { name: "Search music", exact: true }).fill(extra.name);
    const row = tracks.getByRole("listitem", { name: extra.name, exact: true });
    await expect(row.getByRole("button", { name: "Add to favourites", pressed: false })).toBeVisible();

    // Hold the server's answer a moment, so the star's immediate flip can be seen before it.
    let answer: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(`**/api/${musicFavouriteToggleCall.path}`, async (route) => {
      await gate;
      await route.continue();
    });
    const response = page.waitForResponse((r) => r.url().endsWith(`/api/${musicFavouriteToggleCall.path}`));
    await row.getByRole("button", { name: "Add to favourites" }).click();
    await expect(row.getByRole("button", { name: "Remove from favourites", pressed: true })).toBeVisible();
    answer();

    const refused = await response;
    expect(refused.status()).toBe(409);
    const body = (await refused.json()) as { code: number; message: string };
    expect(body.code).toBe(E.FAVOURITES_LIMIT);
    expect(body.message).toBe(errorMessage(E.FAVOURITES_LIMIT, "en", { limit }));
    await expect(page.getByRole("alert").filter({ hasText: body.message })).toBeVisible();
    await expect(row.getByRole("button", { name: "Add to favourites", pressed: false })).toBeVisible();
    await page.unroute(`**/api/${musicFavouriteToggleCall.path}`);

    // The favourites still hold the limit's worth, without the refused track.
    await page.getByRole("button", { name: "Favourites", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Favourites", exact: true });
    await expect(drawer.getByText(`${limit} of ${limit} saved`)).toBeVisible();
    await expect(drawer.getByRole("listitem")).toHaveCount(limit);
    await expect(drawer.getByRole("listitem", { name: extra.name, exact: true })).toHaveCount(0);
  } finally {
    // Leave the account's favourites as they were.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    const now = new Set((await favourites(page)).items.map((track) => track.isrc));
    for (const isrc of [...added, extra.isrc]) {
      if (now.has(isrc)) expect(await toggleFavourite(page, isrc)).toBe(false);
    }
  }
});

test("Copy ISRC puts the track's ISRC on the clipboard", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await logInAsDemo(page, "creator@studio.test");
  await page.evaluate(() => navigator.clipboard.writeText("nothing copied yet"));
  const tracks = await openAllMusic(page);
  const row = tracks.getByRole("listitem", { name: "Golden Hour", exact: true });
  const isrc = ((await row.getByText(ISRC).textContent()) ?? "").trim();
  expect(isrc).toMatch(ISRC);

  await row.getByRole("button", { name: "Copy ISRC", exact: true }).click();
  await expect(page.getByText("ISRC copied", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(isrc);
});
