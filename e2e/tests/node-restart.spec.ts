import { signUp } from "../support/app";
import { sandboxChannel } from "../support/sandbox";
import { expect, test } from "../support/test";

/**
 * What a person sees while the API node that answers them restarts (docs/decisions/126): a GET
 * that fails on the way (a 503 of a node going away) is asked again once, as docs/spec.md §4 says,
 * so the page shows its data; a POST that fails is never sent again by itself (it has no
 * Idempotency-Key), and the dialog keeps what was typed for the person to send it again.
 */
// The browser reports the connection this spec cuts; nothing else may reach the console.
test.use({ expectedConsole: [/^Failed to load resource: net::ERR_CONNECTION_RESET$/] });

test("a node restarting mid-form loses nothing: a failed GET is asked again, a POST is never sent twice", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The node answering the first channel list goes away: its answer is a 503.
  let listAsked = 0;
  await page.route(/\/api\/channel\/list(\?|$)/, async (route) => {
    listAsked += 1;
    if (listAsked === 1) {
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ success: false, code: 1, message: "Service unavailable" }),
      });
    } else await route.continue();
  });
  await signUp(page, request);
  const platform = await sandboxChannel(page, 250_000);

  await page.getByRole("link", { name: "Channels" }).first().click();
  const guide = page.getByRole("dialog", { name: "How channel registration works" });
  await guide.getByRole("button", { name: "Got it" }).click();
  await expect(page.getByRole("button", { name: "Add channel" }).first()).toBeVisible();
  // The failed GET was asked once more, and no error is shown.
  expect(listAsked).toBeGreaterThanOrEqual(2);
  await expect(page.getByText("An error has occurred")).toHaveCount(0);

  // The node taking the POST dies before it answers: the connection is reset.
  let added = 0;
  await page.route(/\/api\/channel\/add$/, async (route) => {
    added += 1;
    if (added === 1) await route.abort("connectionreset");
    else await route.continue();
  });
  await page.getByRole("button", { name: "Add channel" }).first().click();
  const add = page.getByRole("dialog", { name: "Add channel" });
  await add.getByLabel("Channel link").fill(platform.link);
  await add.getByLabel("Category").selectOption({ label: "Food & cooking" });
  await add.getByRole("button", { name: "Register" }).click();
  await expect(add.getByText("An error has occurred")).toBeVisible();
  // Nothing typed is lost, and the POST was not sent again behind the person's back.
  await expect(add.getByLabel("Channel link")).toHaveValue(platform.link);
  await page.waitForTimeout(1_000);
  expect(added).toBe(1);

  // Sent again by the person, it goes through once.
  await add.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("dialog", { name: "Verify ownership" })).toBeVisible();
  expect(added).toBe(2);
});
