import { describe, expect, it } from "vitest";
import { toggleCaution } from "./delete-channel-rules";

describe("delete channel cautions", () => {
  it("ticks and unticks without duplicates", () => {
    const once = toggleCaution(["data_removed"], "data_removed", true);
    expect(once).toEqual(["data_removed"]);
    expect(toggleCaution(once, "data_removed", false)).toEqual([]);
  });
});
