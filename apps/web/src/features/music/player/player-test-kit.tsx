import { Notifications, notifications } from "@mantine/notifications";
import { API_BASE, musicFavouriteToggleCall, type TMusic } from "@studio/contract";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { aTrack } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { useFavouriteState } from "../favourite-state";
import { PlayerHost } from "./player-host";
import { usePlayer } from "./player-store";

/** What the player's component tests share: tracks, the page around the player, the browser's part. */

export const track = (n: number, duration = 30): TMusic => aTrack(n, { duration });

const OK_TOGGLE = { success: true, message: "", data: { favorited: true } };
let favouriteAnswer: unknown = OK_TOGGLE;
let calls: string[] = [];

/** What the API answers the next favourite toggles with. */
export function answerFavouriteToggle(body: unknown): void {
  favouriteAnswer = body;
}

/** Every address the page called, in order. */
export function apiCalls(): readonly string[] {
  return calls;
}

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
}

/** A closed player, no favourites known, no snackbar left over, and an API that answers. */
export function preparePlayerTests(): void {
  beforeEach(() => {
    usePlayer.getState().close();
    useFavouriteState.setState({ known: {}, pending: new Set() });
    // Snackbars live in a store of their own: none is left over from the test before.
    notifications.clean();
    calls = [];
    favouriteAnswer = OK_TOGGLE;
    vi.stubGlobal("fetch", async (url: string) => {
      calls.push(url);
      if (url.startsWith(`${API_BASE}/${musicFavouriteToggleCall.path}`)) return answer(favouriteAnswer);
      return answer({ success: true, message: "", data: {} });
    });
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** The player as the dashboard layout mounts it, with snackbars and other things to click and type in. */
export function renderPlayer() {
  return renderWithProviders(
    <>
      <Notifications />
      <PlayerHost bottomOffset={0} />
      <button type="button">Elsewhere</button>
      <input aria-label="Note" />
    </>,
  );
}

/** The page's one audio element: hidden, so reached directly to play the browser's part. */
export function audio(): HTMLAudioElement {
  const element = document.querySelector("audio");
  if (!element) throw new Error("no audio element");
  return element;
}

/** The browser reports playback reaching `seconds`. */
export function playedUntil(seconds: number): void {
  act(() => {
    audio().currentTime = seconds;
    fireEvent.timeUpdate(audio());
  });
}

/** Chooses a track (in a queue) and waits for it to start after the short restart pause. */
export async function choose(chosen: TMusic, queue?: TMusic[]): Promise<void> {
  act(() => usePlayer.getState().choose(chosen, queue));
  await screen.findByRole("button", { name: "Pause" });
}

export const bar = () => screen.getByRole("region", { name: "Music player" });
export const button = (name: string) => screen.getByRole("button", { name });
export const seek = () => screen.getByRole("slider", { name: "Seek" });
