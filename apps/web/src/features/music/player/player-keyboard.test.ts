import { describe, expect, it } from "vitest";
import { type FocusedElement, playerKeyAction } from "./player-keyboard";

const el = (tagName: string, role: string | null = null, editable = false): FocusedElement => ({
  tagName,
  role,
  editable,
});

describe("playerKeyAction", () => {
  it("space toggles and arrows seek when nothing in particular has focus", () => {
    expect(playerKeyAction({ key: " " }, null)).toBe("toggle");
    expect(playerKeyAction({ key: " " }, el("DIV"))).toBe("toggle");
    expect(playerKeyAction({ key: "ArrowLeft" }, el("BODY"))).toBe("back");
    expect(playerKeyAction({ key: "ArrowRight" }, el("SECTION"))).toBe("forward");
  });
  it("leaves text fields alone", () => {
    expect(playerKeyAction({ key: " " }, el("INPUT"))).toBeNull();
    expect(playerKeyAction({ key: "ArrowLeft" }, el("TEXTAREA"))).toBeNull();
    expect(playerKeyAction({ key: " " }, el("DIV", null, true))).toBeNull();
  });
  it("lets buttons and links use space themselves", () => {
    expect(playerKeyAction({ key: " " }, el("BUTTON"))).toBeNull();
    expect(playerKeyAction({ key: " " }, el("DIV", "button"))).toBeNull();
    expect(playerKeyAction({ key: "ArrowRight" }, el("BUTTON"))).toBe("forward");
  });
  it("lets widgets with arrow navigation keep their arrows", () => {
    expect(playerKeyAction({ key: "ArrowLeft" }, el("DIV", "slider"))).toBeNull();
    expect(playerKeyAction({ key: "ArrowRight" }, el("BUTTON", "tab"))).toBeNull();
  });
  it("ignores modified keys and other keys", () => {
    expect(playerKeyAction({ key: "ArrowLeft", altKey: true }, null)).toBeNull();
    expect(playerKeyAction({ key: " ", ctrlKey: true }, null)).toBeNull();
    expect(playerKeyAction({ key: "Enter" }, null)).toBeNull();
  });
});
