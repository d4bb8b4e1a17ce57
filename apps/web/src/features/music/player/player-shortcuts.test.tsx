import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { audio, button, choose, preparePlayerTests, renderPlayer, seek, track } from "./player-test-kit";

preparePlayerTests();

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
