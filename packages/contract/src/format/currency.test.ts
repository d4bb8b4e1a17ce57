import { describe, expect, it } from "vitest";
import type { Language } from "../languages";
import { usd } from "../money";
import { currencySymbol, type FormatCurrency, formatCurrency } from "./currency";

describe("formatCurrency USD", () => {
  it.each([
    ["0", "$0.00"],
    ["-0", "$0.00"],
    ["0.00999", "$0.0099"],
    ["0.009999", "$0.0099"],
    ["0.0099", "$0.0099"],
    ["0.00001", "$0.0000"],
    ["0.000001", "$0.0000"],
    ["0.01", "$0.01"],
    ["0.019", "$0.01"],
    ["0.1", "$0.10"],
    ["1", "$1.00"],
    ["1.999", "$1.99"],
    ["1.999999", "$1.99"],
    ["999.999", "$999.99"],
    ["1000", "$1,000.00"],
    ["1234.56", "$1,234.56"],
    ["1234567.891", "$1,234,567.89"],
    ["-1234.56", "-$1,234.56"],
    ["-1.999", "-$1.99"],
    ["-0.00999", "-$0.0099"],
    ["-0.01", "-$0.01"],
    ["-0.000001", "$0.0000"],
    ["20", "$20.00"],
    ["123456789012.34", "$123,456,789,012.34"],
  ])("%s USD -> %o", (amount, expected) => {
    expect(formatCurrency(usd(amount), "USD")).toBe(expected);
  });

  it.each([
    ["1234.56", "1,234.56"],
    ["-1234.56", "-1,234.56"],
    ["0.00999", "0.0099"],
    ["0", "0.00"],
  ])("%s USD without symbol -> %o", (amount, expected) => {
    expect(formatCurrency(usd(amount), "USD", { symbol: false })).toBe(expected);
  });

  it("ignores a rate for USD", () => {
    expect(formatCurrency(usd("1.5"), "USD", { rate: "7" })).toBe("$1.50");
  });

  it.each(["en", "ko", "zh-CN", "zh-TW"] as const)("groups the same way in %s", (language: Language) => {
    expect(formatCurrency(usd("1234567.89"), "USD", { language })).toBe("$1,234,567.89");
  });
});

describe("formatCurrency converted", () => {
  it.each<[string, FormatCurrency, string, string]>([
    ["0", "CNY", "7.1234", "¥0"],
    ["1", "CNY", "7.1234", "¥7"],
    ["1234.99", "CNY", "7", "¥8,644"],
    ["0.14", "CNY", "7.1234", "¥0"],
    ["0.15", "CNY", "7", "¥1"],
    ["140.38", "CNY", "7.1234", "¥999"],
    ["-1234.56", "CNY", "7.1234", "-¥8,794"],
    ["-0.1", "CNY", "7.1234", "¥0"],
    ["1", "KRW", "1380.55", "₩1,380"],
    ["1234.56", "KRW", "1380.55", "₩1,704,371"],
    ["-1", "KRW", "1380.55", "-₩1,380"],
    ["1", "JPY", "151.789", "¥151"],
    ["10000", "JPY", "151.789", "¥1,517,890"],
    ["0.00999", "CNY", "7.1234", "¥0"],
  ])("%s USD as %s at %s -> %o (Simplified Chinese)", (amount, currency, rate, expected) => {
    expect(formatCurrency(usd(amount), currency, { rate, language: "zh-CN" })).toBe(expected);
  });

  it.each<[Language, string]>([
    ["en", "CN¥8,644"],
    ["ko", "CN¥8,644"],
    ["zh-TW", "CN¥8,644"],
    ["zh-CN", "¥8,644"],
  ])("names the yuan so that it cannot read as the yen: %s -> %o", (language, expected) => {
    expect(formatCurrency(usd("1234.99"), "CNY", { rate: "7", language })).toBe(expected);
    expect(currencySymbol("CNY", language)).toBe(expected.replace("8,644", ""));
  });

  it("truncates the converted amount instead of rounding (0.999 CNY -> ¥0)", () => {
    // 0.1402 USD x 7.1234 = 0.99870068 CNY
    expect(formatCurrency(usd("0.1402"), "CNY", { rate: "7.1234" })).toBe("CN¥0");
  });

  it("without symbol", () => {
    expect(formatCurrency(usd("-1234.56"), "CNY", { rate: "7.1234", symbol: false })).toBe("-8,794");
  });

  it.each<FormatCurrency>(["CNY", "KRW", "JPY"])("%s without a rate throws", (currency) => {
    expect(() => formatCurrency(usd("1"), currency)).toThrow(RangeError);
  });

  it.each(["0", "-7", "abc", ""])("a bad rate %o throws", (rate) => {
    expect(() => formatCurrency(usd("1"), "CNY", { rate })).toThrow(RangeError);
  });
});
