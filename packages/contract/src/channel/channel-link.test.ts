import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { channelLinkOf, parseChannelLink } from "./channel-link";

const handleChar = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-가나다频道頻",
);
const handle = fc.array(handleChar, { minLength: 3, maxLength: 30 }).map((chars) => chars.join(""));
const idChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-");
const channelId = fc.array(idChar, { minLength: 22, maxLength: 22 }).map((chars) => `UC${chars.join("")}`);
const scheme = fc.constantFrom("", "https://", "http://", "HTTPS://");
const host = fc.constantFrom("youtube.com", "www.youtube.com", "m.youtube.com", "WWW.YouTube.com");
const trailing = fc.constantFrom(
  "",
  "/",
  "/videos",
  "/shorts",
  "/featured?si=abc",
  "?feature=share",
  "#about",
);

describe("parseChannelLink", () => {
  it("reads every handle link shape", () => {
    fc.assert(
      fc.property(scheme, host, handle, trailing, (s, h, name, tail) => {
        const parsed = parseChannelLink(`${s}${h}/@${name}${tail}`);
        expect(parsed).toEqual({ kind: "handle", value: name.normalize("NFC").toLowerCase() });
      }),
    );
  });

  it("reads a percent-encoded non-Latin handle as the browser copies it", () => {
    expect(parseChannelLink(`https://www.youtube.com/@${encodeURIComponent("채널이름")}/shorts`)).toEqual({
      kind: "handle",
      value: "채널이름",
    });
  });

  it("reads every channel-id link shape", () => {
    fc.assert(
      fc.property(scheme, host, channelId, trailing, (s, h, id, tail) => {
        expect(parseChannelLink(`${s}${h}/channel/${id}${tail}`)).toEqual({ kind: "id", value: id });
      }),
    );
  });

  it("reads custom and legacy user links", () => {
    expect(parseChannelLink("youtube.com/c/MyKitchen/videos")).toEqual({
      kind: "custom",
      value: "MyKitchen",
    });
    expect(parseChannelLink("https://m.youtube.com/user/oldname")).toEqual({
      kind: "user",
      value: "oldname",
    });
  });

  it("accepts a bare @handle, trimmed", () => {
    expect(parseChannelLink("  @Cooking.Daily ")).toEqual({ kind: "handle", value: "cooking.daily" });
  });

  it.each([
    "",
    "   ",
    "youtube.com",
    "https://www.youtube.com/",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/abcdefghijk",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/channel/UCtooShort",
    "https://www.youtube.com/channel/",
    "https://www.youtube.com/@ab",
    "https://www.youtube.com/@has space",
    `https://www.youtube.com/@${"x".repeat(31)}`,
    "https://evil.example/@handle",
    "https://youtube.com.evil.example/@handle",
    "https://user:pw@www.youtube.com/@handle",
    "https://www.youtube.com:8443/@handle",
    "ftp://www.youtube.com/@handle",
    "javascript:alert(1)//youtube.com/@handle",
    "https://www.tiktok.com/@handle",
    "https://www.youtube.com/%E0%A4%A/@x",
    "https://www.youtube.com/playlist?list=PL123",
  ])("rejects %j", (input) => {
    expect(parseChannelLink(input)).toBeNull();
  });

  it("rejects any text that is not on a YouTube host", () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        fc.pre(!/^https?:\/\/(www\.|m\.)?youtube\.com(\/|$|:)/i.test(url));
        expect(parseChannelLink(url)).toBeNull();
      }),
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        parseChannelLink(text);
      }),
    );
  });

  it("round-trips through the canonical link", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          handle.map((h) => `@${h}`),
          channelId.map((id) => `youtube.com/channel/${id}`),
        ),
        (link) => {
          const parsed = parseChannelLink(link);
          expect(parsed).not.toBeNull();
          if (parsed) expect(parseChannelLink(channelLinkOf(parsed))).toEqual(parsed);
        },
      ),
    );
  });
});
