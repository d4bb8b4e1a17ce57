import { describe, expect, it } from "vitest";
import { issueText } from "../../lib/form-errors";
import { addChannelIssues, isAddChannelReady } from "./add-channel-rules";

describe("addChannelIssues", () => {
  it("asks for the link and the category when missing", () => {
    const issues = addChannelIssues("  ", null);
    expect(issueText(issues.link, "en")).toBe("Please enter the channel URL.");
    expect(issueText(issues.category, "en")).toBe("Please choose a channel category.");
  });
  it("refuses a link that is not a channel address with the catalogue's 30001 text", () => {
    const issues = addChannelIssues("https://youtu.be/abc", "game");
    expect(issueText(issues.link, "en")).toBe("Please enter a valid channel URL.");
    expect(issues.category).toBeUndefined();
  });
  it("accepts the channel link shapes and a known category", () => {
    for (const link of [
      "@studio_demo",
      "youtube.com/@studio_demo",
      "https://www.youtube.com/channel/UC1234567890123456789012",
    ]) {
      expect(addChannelIssues(link, "game")).toEqual({});
      expect(isAddChannelReady(link, "game")).toBe(true);
    }
    expect(isAddChannelReady("@studio_demo", "cooking")).toBe(false);
  });
});
