import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { GUIDE_ILLUSTRATIONS } from "./index";

/** Words belong to the page (translated); a drawing may only hold figures such as 00:35, 15% or 48h. */
const FIGURES_ONLY = /^[\d\s.,:;!?'"()[\]/+\-–—%h●]*$/;

const ENTRIES = Object.entries(GUIDE_ILLUSTRATIONS);

describe("GUIDE_ILLUSTRATIONS", () => {
  it("has an illustration for every step of the guides", () => {
    expect(ENTRIES.map(([name]) => name).sort()).toEqual(
      [
        "add-music",
        "channel-description-mobile",
        "channel-description-pc",
        "check-status",
        "copy-code",
        "music-volume",
        "pick-video",
        "publish-short",
        "revenue-wait",
        "unlock-limit",
        "verify-phone",
        "video-length",
      ].sort(),
    );
  });

  describe.each(ENTRIES)("%s", (name, Art) => {
    it.each(["android", "iphone"] as const)(
      "is an image named by its title, with no words (%s)",
      (device) => {
        const title = `Step: ${name}`;
        renderWithProviders(<Art title={title} device={device} />);
        const svg = screen.getByRole("img", { name: title });
        expect(svg.tagName.toLowerCase()).toBe("svg");
        const titles = svg.querySelectorAll("title");
        expect(titles).toHaveLength(1);
        expect(svg.firstElementChild?.tagName.toLowerCase()).toBe("title");
        expect(titles[0]?.textContent).toBe(title);
        const drawing = svg.cloneNode(true) as SVGSVGElement;
        drawing.querySelector("title")?.remove();
        const drawn = drawing.textContent ?? "";
        expect(drawn).toMatch(FIGURES_ONLY);
        expect(svg.querySelector("[id]")).toBeNull();
      },
    );
  });
});
