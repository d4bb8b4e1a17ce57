import { describe, expect, it } from "vitest";
import { interpretRange } from "./media-routes";

const SIZE = 1000;

describe("interpretRange (RFC 9110 §14.1.2)", () => {
  it.each([
    ["bytes=0-99", "bytes=0-99"],
    ["bytes=900-", "bytes=900-"],
    ["bytes=-100", "bytes=-100"],
    ["Bytes=0-9", "bytes=0-9"],
    ["bytes=0-9, 20-29", "bytes=0-9,20-29"],
    ["bytes=0-9,,", "bytes=0-9"],
    ["bytes=-1000", "bytes=0-"],
    ["bytes=-5000", "bytes=0-"],
    ["bytes=-99999999999999999999999", "bytes=0-"],
    ["bytes=2000-,0-9", "bytes=0-9"],
    ["bytes=999-5000", "bytes=999-5000"],
  ])("serves %s as %s", (header, served) => {
    expect(interpretRange(header, SIZE)).toEqual({ kind: "ranges", header: served });
  });

  it.each([
    "bytes=1e3-2e3",
    "bytes=0x10-0x20",
    "bytes=1.5-20",
    "bytes=+1-20",
    "bytes= 10 - 20",
    "bytes=20-10",
    "bytes=abc",
    "bytes=",
    "bytes=-",
    "bytes=--5",
    "bytes=1-2-3",
    "bytes=0-9,junk",
    "items=0-9",
    "bytes 0-9",
    "",
  ])("ignores %j (the whole file)", (header) => {
    expect(interpretRange(header, SIZE)).toEqual({ kind: "whole" });
  });

  it.each(["bytes=1000-", "bytes=1000-2000", "bytes=-0", "bytes=5000-,-0"])("refuses %s (416)", (header) => {
    expect(interpretRange(header, SIZE)).toEqual({ kind: "unsatisfiable" });
  });
});
