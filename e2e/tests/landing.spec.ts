import { expect, test } from "../support/test";

/**
 * The landing page (docs/decisions/124): its mood slider plays a real track of the network's
 * catalogue, fetched from the media files, and the chat's QR code is drawn by the server.
 */
test("the landing slider plays a track of the catalogue and pauses it", async ({ page }) => {
  await page.goto("/");
  // The first mood's card: a track may be of several moods, and each card has its button.
  const slider = page.getByRole("region", { name: "Music for every mood" }).getByRole("group").first();
  const play = slider.getByRole("button", { name: /^Play / }).first();
  const name = ((await play.getAttribute("aria-label")) ?? "").replace(/^Play /, "");
  const audio = page.waitForResponse((response) => response.url().includes("/media/audio/"));
  await play.click();
  expect((await audio).status()).toBeLessThan(300);
  const pause = slider.getByRole("button", { name: `Pause ${name}` });
  await expect(pause).toHaveAttribute("aria-pressed", "true");
  // Playing, as the browser reports it: the one preview element is not paused and moves on.
  await expect(page.getByRole("alert")).toHaveCount(0);
  await pause.click();
  await expect(slider.getByRole("button", { name: `Play ${name}` })).toBeVisible();
});

test("the landing page shows the network's chat as a QR code and a link", async ({ page }) => {
  await page.goto("/");
  const qr = page.getByRole("img", { name: "QR code of the network's chat" });
  await qr.scrollIntoViewIfNeeded();
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.getByRole("link", { name: "Open the chat" })).toHaveAttribute(
    "href",
    "https://chat.studio.test/support",
  );
});
