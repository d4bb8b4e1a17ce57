import { describe, expect, it } from "vitest";
import { parseVideoLink, shortLinkOf } from "./video-link";

describe("parseVideoLink", () => {
  it.each([
    ["https://www.youtube.com/shorts/abcdefghijk", "abcdefghijk"],
    ["youtube.com/shorts/abcdefghijk?si=xyz", "abcdefghijk"],
    ["https://m.youtube.com/watch?v=A-b_c1234Z9&t=10", "A-b_c1234Z9"],
    ["https://youtu.be/abcdefghijk", "abcdefghijk"],
    ["  https://www.youtube.com/live/abcdefghijk  ", "abcdefghijk"],
    ["http://www.youtube.com/embed/abcdefghijk", "abcdefghijk"],
  ])("reads %s", (link, id) => {
    expect(parseVideoLink(link)).toBe(id);
  });

  it.each([
    "",
    "abcdefghijk",
    "https://www.youtube.com/@creator",
    "https://www.youtube.com/shorts/short",
    "https://www.youtube.com/shorts/abcdefghijk/extra",
    "https://vimeo.com/abcdefghijk",
    "https://youtu.be.evil.test/abcdefghijk",
    "javascript:alert(1)//youtu.be/abcdefghijk",
    "https://user:pw@youtu.be/abcdefghijk",
    "https://www.youtube.com/watch?v=abc<script>",
  ])("refuses %j", (link) => {
    expect(parseVideoLink(link)).toBeNull();
  });

  it("links a Short by its id", () => {
    expect(shortLinkOf("abcdefghijk")).toBe("https://www.youtube.com/shorts/abcdefghijk");
  });
});
