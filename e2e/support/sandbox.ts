import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** A channel on the sandbox platform, made through its own JSON API. */
export async function sandboxChannel(page: Page, viewCount: number) {
  const handle = `e2e-${randomUUID().slice(0, 8)}`;
  const response = await page.request.post("/sandbox/channels", {
    data: { handle, title: `Kitchen ${handle.slice(4)}`, viewCount },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { handle: string; title: string; link: string };
}
