import { describe, expect, it } from "vitest";
import { chineseForms, simplifiedForm } from "./chinese-forms";

describe("the written forms of a search text", () => {
  it("gives Traditional text its Simplified form and Simplified text its Traditional ones", () => {
    expect(chineseForms("春風")).toEqual(expect.arrayContaining(["春風", "春风"]));
    expect(chineseForms("春风十里")).toEqual(expect.arrayContaining(["春风十里", "春風十里"]));
    expect(chineseForms("台湾")).toEqual(expect.arrayContaining(["台湾", "臺灣"]));
    expect(chineseForms("台灣")).toEqual(expect.arrayContaining(["台灣", "台湾"]));
  });

  it("leaves a text without Han characters as it is", () => {
    expect(chineseForms("neon")).toEqual(["neon"]);
    expect(chineseForms("하늘")).toEqual(["하늘"]);
  });

  it("keys both scripts of one text alike", () => {
    expect(simplifiedForm("春風十里")).toBe(simplifiedForm("春风十里"));
    expect(simplifiedForm("lena")).toBe("lena");
  });
});
