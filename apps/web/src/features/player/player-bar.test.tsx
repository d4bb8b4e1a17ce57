import { Notifications, notifications } from "@mantine/notifications";
import { API_BASE, musicFavouriteToggleCall, musicLogCall, type TMusic } from "@studio/contract";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { useFavouriteState } from "../music/favourite-state";
import { PlayerHost } from "./player-host";
import { usePlayer } from "./player-store";

const track = (n: number, duration = 30): TMusic => ({
  isrc: `KRA40260000${n}`,
  name: `Track ${n}`,
  artist: `Artist ${n}`,
  thumbnail: "",
  music: `/audio/${n}.mp3`,
  duration,
  category: "bgm",
  tags: [],
  favorited: false,
  shopping: false,
  prioritized: false,
  instrumental: true,
  release_date: "2026-01-01",
});

/** What the API answered a favourite toggle with, and every call the page made. */
let favouriteAnswer: unknown = { success: true, message: "", data: { favorited: true } };
let calls: string[] = [];

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
}

beforeEach(() => {
  usePlayer.getState().close();
  // Snackbars live in a store of their own: none is left over from the test before.
  notifications.clean();
  useFavouriteState.setState({ known: {}, pending: new Set() });
  calls = [];
  favouriteAnswer = { success: true, message: "", data: { favorited: true } };
  vi.stubGlobal("fetch", async (url: string) => {
    calls.push(url);
    if (url.startsWith(`${API_BASE}/${musicFavouriteToggleCall.path}`)) return answer(favouriteAnswer);
    return answer({ success: true, message: "", data: {} });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPlayer() {
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
function audio(): HTMLAudioElement {
  const element = document.querySelector("audio");
  if (!element) throw new Error("no audio element");
  return element;
}

/** The browser reports playback reaching `seconds`. */
function playedUntil(seconds: number) {
  act(() => {
    audio().currentTime = seconds;
    fireEvent.timeUpdate(audio());
  });
}

/** Chooses a track (in a queue) and waits for it to start after the short restart pause. */
async function choose(chosen: TMusic, queue?: TMusic[]) {
  act(() => usePlayer.getState().choose(chosen, queue));
  await screen.findByRole("button", { name: "Pause" });
}

const bar = () => screen.getByRole("region", { name: "Music player" });
const button = (name: string) => screen.getByRole("button", { name });
const seek = () => screen.getByRole("slider", { name: "Seek" });

describe("the player bar", () => {
  it("stays hidden until a track is chosen, then shows it and plays it", async () => {
    renderPlayer();
    expect(screen.queryByRole("region", { name: "Music player" })).toBeNull();
    await choose(track(1));
    expect(bar().textContent).toContain("Track 1");
    expect(bar().textContent).toContain("Artist 1");
    expect(audio().getAttribute("src")).toBe("/audio/1.mp3");
    expect(audio().paused).toBe(false);
    expect(bar().textContent).toContain("0:00 / 0:30");
  });

  it("pauses and plays again with the one button, whose name says what it will do", async () => {
    renderPlayer();
    await choose(track(1));
    fireEvent.click(button("Pause"));
    expect(audio().paused).toBe(true);
    expect(button("Play")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Pause" })).toBeNull();
    fireEvent.click(button("Play"));
    expect(audio().paused).toBe(false);
    expect(button("Pause")).toBeTruthy();
  });

  it("logs one play per start of a track, not per resume", async () => {
    renderPlayer();
    await choose(track(1));
    fireEvent.click(button("Pause"));
    fireEvent.click(button("Play"));
    const plays = calls.filter((url) => url.startsWith(`${API_BASE}/${musicLogCall.path}`));
    expect(plays).toEqual([`${API_BASE}/${musicLogCall.path}?kind=play&isrc=KRA402600001`]);
  });

  it("walks the queue with next and previous; next is off on the last track", async () => {
    renderPlayer();
    const queue = [track(1), track(2)];
    await choose(queue[0] as TMusic, queue);
    fireEvent.click(button("Next"));
    await waitFor(() => expect(bar().textContent).toContain("Track 2"));
    await screen.findByRole("button", { name: "Pause" });
    expect(audio().getAttribute("src")).toBe("/audio/2.mp3");
    expect(button("Next").hasAttribute("disabled")).toBe(true);

    // Early in a track, previous goes one track back.
    playedUntil(2);
    fireEvent.click(button("Previous"));
    await waitFor(() => expect(bar().textContent).toContain("Track 1"));
    expect(button("Next").hasAttribute("disabled")).toBe(false);
  });

  it("restarts the track with previous once it has played more than 3 seconds", async () => {
    renderPlayer();
    const queue = [track(1), track(2)];
    await choose(queue[1] as TMusic, queue);
    playedUntil(12);
    expect(seek().getAttribute("aria-valuenow")).toBe("12");
    fireEvent.click(button("Previous"));
    expect(bar().textContent).toContain("Track 2");
    expect(seek().getAttribute("aria-valuenow")).toBe("0");
    await screen.findByRole("button", { name: "Pause" });
    expect(audio().currentTime).toBe(0);
  });

  it("plays the next track of the queue when one ends, and stays at the end of the last", async () => {
    renderPlayer();
    const queue = [track(1), track(2)];
    await choose(queue[0] as TMusic, queue);
    act(() => {
      fireEvent.pause(audio());
      fireEvent.ended(audio());
    });
    await waitFor(() => expect(bar().textContent).toContain("Track 2"));
    await screen.findByRole("button", { name: "Pause" });
    act(() => {
      fireEvent.pause(audio());
      fireEvent.ended(audio());
    });
    expect(button("Play")).toBeTruthy();
    expect(bar().textContent).toContain("Track 2");
    expect(bar().textContent).toContain("0:30 / 0:30");
  });

  it("seeks with the slider's keys, within the track", async () => {
    renderPlayer();
    await choose(track(1));
    const slider = seek();
    expect(slider.getAttribute("aria-valuemax")).toBe("30");
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    // One step of 5 s: the page-wide arrow shortcut does not move it a second time.
    expect(slider.getAttribute("aria-valuenow")).toBe("5");
    expect(slider.getAttribute("aria-valuetext")).toBe("0:05 of 0:30");
    expect(audio().currentTime).toBe(5);
    expect(bar().textContent).toContain("0:05 / 0:30");
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    fireEvent.keyDown(slider, { key: "ArrowDown" });
    expect(slider.getAttribute("aria-valuenow")).toBe("0");
    fireEvent.keyDown(slider, { key: "End" });
    expect(slider.getAttribute("aria-valuenow")).toBe("30");
    fireEvent.keyDown(slider, { key: "ArrowUp" });
    expect(audio().currentTime).toBe(30);
    fireEvent.keyDown(slider, { key: "Home" });
    expect(audio().currentTime).toBe(0);
    expect(slider.getAttribute("aria-valuetext")).toBe("0:00 of 0:30");
  });

  it("follows the playback position the audio reports", async () => {
    renderPlayer();
    await choose(track(1, 95));
    playedUntil(61.7);
    expect(seek().getAttribute("aria-valuenow")).toBe("62");
    expect(seek().getAttribute("aria-valuetext")).toBe("1:01 of 1:35");
    expect(bar().textContent).toContain("1:01 / 1:35");
  });
});

/** Gives an element the place on screen a browser would lay it out at (jsdom lays out nothing). */
function placeAt(element: Element, box: { left: number; top: number; width: number; height: number }) {
  const rect = { ...box, x: box.left, y: box.top, right: box.left + box.width, bottom: box.top + box.height };
  element.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
}

describe("dragging the progress bar", () => {
  /** A 300 px wide progress bar at the top of a bar 88 px high: 10 px is one second of a 30 s track. */
  function layOut() {
    placeAt(bar(), { left: 0, top: 600, width: 1100, height: 88 });
    placeAt(seek(), { left: 0, top: 600, width: 300, height: 4 });
  }
  const drag = { pointerId: 1, pointerType: "mouse", button: 0 };

  it("pauses while dragging, seeks, and plays on from the release over the bar", async () => {
    renderPlayer();
    await choose(track(1));
    layOut();
    fireEvent.pointerDown(seek(), { ...drag, clientX: 100, clientY: 602 });
    expect(audio().paused).toBe(true);
    expect(seek().getAttribute("aria-valuenow")).toBe("10");
    fireEvent.pointerMove(seek(), { ...drag, clientX: 150, clientY: 602 });
    expect(seek().getAttribute("aria-valuenow")).toBe("15");
    expect(bar().textContent).toContain("0:15 / 0:30");
    fireEvent.pointerUp(seek(), { ...drag, clientX: 150, clientY: 610 });
    expect(audio().currentTime).toBe(15);
    expect(audio().paused).toBe(false);
    expect(button("Pause")).toBeTruthy();
  });

  it("stays paused when released away from the bar or cancelled", async () => {
    renderPlayer();
    await choose(track(1));
    layOut();
    fireEvent.pointerDown(seek(), { ...drag, clientX: 60, clientY: 602 });
    fireEvent.pointerUp(seek(), { ...drag, clientX: 200, clientY: 300 });
    expect(audio().currentTime).toBe(20);
    expect(button("Play")).toBeTruthy();

    fireEvent.click(button("Play"));
    fireEvent.pointerDown(seek(), { ...drag, clientX: 30, clientY: 602 });
    fireEvent.pointerCancel(seek(), { ...drag, clientX: 250, clientY: 602 });
    // A cancelled drag keeps the last place it reached, and does not play on.
    expect(audio().currentTime).toBe(3);
    expect(button("Play")).toBeTruthy();
  });

  it("ignores a right click", async () => {
    renderPlayer();
    await choose(track(1));
    layOut();
    fireEvent.pointerDown(seek(), { ...drag, button: 2, clientX: 100, clientY: 602 });
    expect(audio().paused).toBe(false);
    expect(seek().getAttribute("aria-valuenow")).toBe("0");
  });
});

describe("the player's keyboard shortcuts", () => {
  it("space plays and pauses, the arrows seek 5 s, anywhere on the page", async () => {
    renderPlayer();
    await choose(track(1));
    fireEvent.keyDown(document.body, { key: " " });
    expect(button("Play")).toBeTruthy();
    fireEvent.keyDown(document.body, { key: " " });
    expect(button("Pause")).toBeTruthy();
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    expect(seek().getAttribute("aria-valuenow")).toBe("10");
    fireEvent.keyDown(document.body, { key: "ArrowLeft" });
    expect(seek().getAttribute("aria-valuenow")).toBe("5");
  });

  it("plays or pauses once for a held space, which still does not scroll the page", async () => {
    renderPlayer();
    await choose(track(1));
    fireEvent.keyDown(document.body, { key: " " });
    const repeated = fireEvent.keyDown(document.body, { key: " ", repeat: true });
    expect(repeated).toBe(false);
    expect(button("Play")).toBeTruthy();
    expect(audio().paused).toBe(true);
    // Held arrows go on seeking.
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    fireEvent.keyDown(document.body, { key: "ArrowRight", repeat: true });
    expect(seek().getAttribute("aria-valuenow")).toBe("10");
  });

  it("leaves keys alone in a text field, on a button and with a modifier", async () => {
    renderPlayer();
    await choose(track(1));
    const note = screen.getByRole("textbox", { name: "Note" });
    fireEvent.keyDown(note, { key: " " });
    fireEvent.keyDown(note, { key: "ArrowRight" });
    fireEvent.keyDown(button("Elsewhere"), { key: " " });
    fireEvent.keyDown(document.body, { key: "ArrowRight", ctrlKey: true });
    fireEvent.keyDown(document.body, { key: " ", metaKey: true });
    expect(button("Pause")).toBeTruthy();
    expect(seek().getAttribute("aria-valuenow")).toBe("0");
  });

  it("stop once the player is closed", async () => {
    renderPlayer();
    await choose(track(1));
    fireEvent.click(button("Close player"));
    const space = fireEvent.keyDown(document.body, { key: " " });
    // Not taken: space keeps its own meaning (scrolling the page).
    expect(space).toBe(true);
    expect(audio().paused).toBe(true);
  });
});

describe("closing the player", () => {
  it("closes with its button and stops the audio", async () => {
    renderPlayer();
    await choose(track(1));
    fireEvent.click(button("Close player"));
    expect(screen.queryByRole("region", { name: "Music player" })).toBeNull();
    expect(audio().paused).toBe(true);
    expect(audio().getAttribute("src")).toBeNull();
  });

  it("closes on a click elsewhere only while nothing plays", async () => {
    renderPlayer();
    await choose(track(1));
    fireEvent.click(button("Elsewhere"));
    expect(bar()).toBeTruthy();
    fireEvent.click(button("Pause"));
    fireEvent.click(seek());
    expect(bar()).toBeTruthy();
    fireEvent.click(button("Elsewhere"));
    expect(screen.queryByRole("region", { name: "Music player" })).toBeNull();
  });
});

describe("when the audio fails", () => {
  it("stops, says so in an alert and keeps the bar to try again", async () => {
    renderPlayer();
    await choose(track(1));
    act(() => {
      fireEvent.error(audio());
    });
    expect((await screen.findByRole("alert")).textContent).toContain("This track could not be played.");
    expect(button("Play")).toBeTruthy();
    expect(bar().textContent).toContain("Track 1");
  });

  it("shows the play button when the browser refuses to play", async () => {
    renderPlayer();
    const broken = { ...track(3), music: "" };
    act(() => usePlayer.getState().choose(broken));
    await waitFor(() => expect(usePlayer.getState().startToken).toBeGreaterThan(0));
    // The restart pause passes, play() is refused: the bar offers to play, it does not claim to.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(button("Play")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Pause" })).toBeNull();
  });
});

describe("the favourite star on the bar", () => {
  it("stars the playing track at once and keeps the server's answer", async () => {
    renderPlayer();
    await choose(track(1));
    const star = button("Add to favourites");
    expect(star.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(star);
    const pressed = await screen.findByRole("button", { name: "Remove from favourites" });
    expect(pressed.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(useFavouriteState.getState().pending.size).toBe(0));
    expect(button("Remove from favourites")).toBeTruthy();
    // Starring is not a click outside: the bar stays, the music plays on.
    expect(button("Pause")).toBeTruthy();
  });

  it("flips back and shows the server's message when the toggle fails", async () => {
    favouriteAnswer = { success: false, code: 20000, message: "You can keep up to 15 favourites." };
    renderPlayer();
    await choose(track(1));
    fireEvent.click(button("Add to favourites"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You can keep up to 15 favourites.");
    expect(alert.textContent).not.toContain("could not be played");
    await waitFor(() => expect(button("Add to favourites").getAttribute("aria-pressed")).toBe("false"));
  });
});
