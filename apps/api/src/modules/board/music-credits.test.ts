import { describe, expect, it } from "vitest";
import { musicCredits } from "./music-credits";

describe("musicCredits", () => {
  it("reads each credit line, whatever its marker", () => {
    const description = [
      "My dance for the winter campaign!",
      "♪ Neon Rain - Wave Studio",
      "music: City Lights",
      "BGM：Sunrise",
      "#shorts",
    ].join("\n");
    expect(musicCredits(description)).toEqual(["Neon Rain - Wave Studio", "City Lights", "Sunrise"]);
  });

  it("credits nothing without credit lines", () => {
    expect(musicCredits("Just a clip about music: not a credit line")).toEqual([]);
    expect(musicCredits("")).toEqual([]);
  });
});
