import { expect, type Locator, type Page } from "@playwright/test";
import {
  API_BASE,
  type CallDefinition,
  type CallInput,
  type CallOutput,
  HEADERS,
  musicFavouritesCall,
  musicFavouriteToggleCall,
  musicSearchCall,
  PAGE_SIZE,
  STORAGE_KEYS,
  type TEnvelope,
  type TMusic,
} from "@studio/contract";
import { DEMO_PASSWORD, logIn } from "./app";

/** Logs a demo account in through the login screen and waits for the dashboard. */
export async function logInAsDemo(page: Page, email: string) {
  await page.goto("/login");
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The answer of one API call as the server sent it (envelope and HTTP status). */
export interface CallAnswer<C extends CallDefinition> {
  status: number;
  body: TEnvelope<CallOutput<C>>;
}

/**
 * Makes a contract call with the session of the account signed in on `page` (its token is in the
 * page's local storage), the way the web client does: GET input in the query, POST input as JSON.
 */
export async function callAs<C extends CallDefinition>(
  page: Page,
  call: C,
  input: CallInput<C>,
): Promise<CallAnswer<C>> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  expect(token, "the page has a signed-in session").toBeTruthy();
  const url = `${API_BASE}/${call.path}`;
  const headers = { [HEADERS.authorization]: `Bearer ${token}`, [HEADERS.language]: "en" };
  const payload = (input ?? {}) as Record<string, string | number | boolean>;
  const response =
    call.method === "GET"
      ? await page.request.get(url, { headers, params: payload })
      : await page.request.fetch(url, { method: call.method, headers, data: payload });
  return { status: response.status(), body: (await response.json()) as TEnvelope<CallOutput<C>> };
}

/** Like callAs, but the call must succeed; its data. */
export async function dataOf<C extends CallDefinition>(
  page: Page,
  call: C,
  input: CallInput<C>,
): Promise<CallOutput<C>> {
  const answer = await callAs(page, call, input);
  if (!answer.body.success)
    throw new Error(`${call.path} failed (${answer.status}): ${answer.body.code} ${answer.body.message}`);
  return answer.body.data;
}

/** The whole catalogue of the signed-in account's network, as the search call lists it. */
export async function catalogue(page: Page): Promise<TMusic[]> {
  const { items } = await dataOf(page, musicSearchCall, { page: 0, size: PAGE_SIZE.max });
  return items;
}

/** The signed-in account's favourites and the network's limit. */
export async function favourites(page: Page): Promise<{ items: TMusic[]; limit: number }> {
  const { items, limit } = await dataOf(page, musicFavouritesCall, { page: 0, size: PAGE_SIZE.max });
  return { items, limit };
}

/** Flips a favourite through the API; whether the track is a favourite afterwards. */
export async function toggleFavourite(page: Page, isrc: string): Promise<boolean> {
  return (await dataOf(page, musicFavouriteToggleCall, { isrc })).favorited;
}

/** The playback position the "Seek" slider announces, in whole seconds. */
export async function sliderSeconds(slider: Locator): Promise<number> {
  return Number(await slider.getAttribute("aria-valuenow"));
}
