import { API_BASE, musicLogCall, type TMusic } from "@studio/contract";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, onTestFinished } from "vitest";
import { useFavouriteState } from "../favourite-state";
import { usePlayer } from "./player-store";
import {
  answerFavouriteToggle,
  apiCalls,
  audio,
  bar,
  button,
  choose,
  playedUntil,
  preparePlayerTests,
  renderPlayer,
  seek,
  track,
} from "./player-test-kit";

preparePlayerTests();

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
    const plays = apiCalls().filter((url) => url.startsWith(`${API_BASE}/${musicLogCall.path}`));
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

  it("offers to play again when the browser refuses to play", async () => {
    renderPlayer();
    // Counts the attempts without a spy: a spy would take care of the refusal the player must handle.
    const play = HTMLMediaElement.prototype.play;
    const attempts: Promise<void>[] = [];
    HTMLMediaElement.prototype.play = function countedPlay(this: HTMLMediaElement) {
      const attempt = play.call(this);
      attempts.push(attempt);
      return attempt;
    };
    onTestFinished(() => {
      HTMLMediaElement.prototype.play = play;
    });
    // Waits for the browser's refusal of an attempt; the player's own handler, attached when it
    // called play(), has run by then.
    const refused = (attempt: Promise<void> | undefined) =>
      act(() => expect(attempt).rejects.toThrow("The element has no supported sources."));
    // No source the browser can play: play() is refused (and must not fail the page unhandled).
    act(() => usePlayer.getState().choose({ ...track(3), music: "" }));
    await waitFor(() => expect(attempts).toHaveLength(1));
    await refused(attempts[0]);
    expect(button("Play")).toBeTruthy();
    fireEvent.click(button("Play"));
    expect(attempts).toHaveLength(2);
    await refused(attempts[1]);
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
    answerFavouriteToggle({ success: false, code: 20000, message: "You can keep up to 15 favourites." });
    renderPlayer();
    await choose(track(1));
    fireEvent.click(button("Add to favourites"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You can keep up to 15 favourites.");
    expect(alert.textContent).not.toContain("could not be played");
    await waitFor(() => expect(button("Add to favourites").getAttribute("aria-pressed")).toBe("false"));
  });
});
