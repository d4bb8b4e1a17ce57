import { describe, expect, it } from "vitest";
import {
  changePercent,
  formatMicroIn,
  formatRange,
  formatSignedMicro,
  microOf,
  signedDisplay,
} from "./revenue-format";

describe("formatMicroIn", () => {
  it("shows micro-USD in dollars, truncated", () => {
    expect(formatMicroIn("1999999", "USD", "1", "en")).toBe("$1.99");
  });
  it("converts to yuan at the answer's rate without floats", () => {
    expect(formatMicroIn(1_000_000n, "CNY", "7.1234", "en")).toBe("CN¥7");
    expect(formatMicroIn("1234990000", "CNY", "7", "ko")).toBe("CN¥8,644");
    expect(formatMicroIn("1234990000", "CNY", "7", "zh-CN")).toBe("¥8,644");
  });
  it("falls back to dollars without a usable rate", () => {
    expect(formatMicroIn("1500000", "CNY", "", "en")).toBe("$1.50");
  });
  it("reads an unreadable amount as zero", () => {
    expect(microOf("1.5")).toBe(0n);
    expect(formatMicroIn("abc", "USD", "1", "en")).toBe("$0.00");
  });
});

describe("signed amounts", () => {
  it("marks gains with + and keeps losses and zero as they are", () => {
    expect(formatSignedMicro(1_200_000n, "USD", "1", "en")).toBe("+$1.20");
    expect(formatSignedMicro(-400_000n, "USD", "1", "en")).toBe("-$0.40");
    expect(formatSignedMicro(0n, "USD", "1", "en")).toBe("$0.00");
    expect(formatSignedMicro(100_000n, "CNY", "7", "en")).toBe("CN¥0");
  });
  it("signs a display string from the API", () => {
    expect(signedDisplay("¥12")).toBe("+¥12");
    expect(signedDisplay("-¥12")).toBe("-¥12");
    expect(signedDisplay("¥0")).toBe("¥0");
  });
});

describe("changePercent", () => {
  it("is the change against the previous amount, rounded to two decimals", () => {
    expect(changePercent(1_000_000n, 8_000_000n)).toBe("+12.50%");
    expect(changePercent(-1_000_000n, 3_000_000n)).toBe("-33.33%");
  });
  it("is null without a previous amount", () => {
    expect(changePercent(5n, 0n)).toBeNull();
  });
});

describe("formatRange", () => {
  it("writes both days in the person's format", () => {
    expect(formatRange({ start: "2026-03-01", end: "2026-03-28" }, "ko")).toBe("2026.03.01 – 2026.03.28");
  });
});
