import { describe, expect, it } from "vitest";
import { avoidedTermsIn, casualKoreanIn } from "../glossary";
import { LANGUAGES, type Language } from "../languages";
import {
  E,
  ERROR_CATALOGUE,
  ERROR_CODES,
  type ErrorCode,
  errorEntry,
  errorMessage,
  errorStatus,
  isErrorCode,
} from "./catalogue";
import { CLIENT_MESSAGES, type ClientMessageKey, clientMessage, isClientMessageKey } from "./client-messages";
import { interpolate, placeholdersOf } from "./interpolate";
import type { ErrorEntry } from "./types";

/** Every code docs/spec.md §8 names, written out by hand. */
// biome-ignore format: one line per series keeps the list readable against docs/spec.md §8
const SPEC_CODES = [
  1, 2, 3, 4, 5, 6,
  10000, 10001, 10002, 10003, 10004, 10005, 10006, 10007, 10008, 10009, 10010, 10011, 10012, 10013,
  10014, 10015, 10016, 10017, 10018, 10019, 10020, 10021, 10022, 10023, 10024, 10025, 10026, 10027,
  20000,
  30000, 30001, 30002, 30003, 30004, 30005, 30006, 30007, 30008,
  40000, 40001, 40002, 40003, 40004, 40005, 40006, 40007, 40008, 40009, 40010, 40011, 40012, 40013,
  40014, 40015, 40016, 40017,
  50000, 50001,
  60000, 60001, 60002, 60003, 60004, 60005, 60006, 60007, 60008, 60009, 60010, 60011, 60012, 60013,
  70000, 70001,
  80000, 80001, 80002,
  90000, 90001,
] as const;

/** Codes the product adds beyond docs/spec.md §8, each named in a record of docs/decisions/. */
const PRODUCT_CODES = [
  7, 8, 9, 10, 11, 12, 10028, 10029, 10030, 10031, 10032, 10033, 10034, 10035, 30009, 30010, 30011, 40018,
  40019, 40020,
] as const;
const ALL_CODES = [...SPEC_CODES, ...PRODUCT_CODES].sort((a, b) => a - b);

/** Codes docs/spec.md §8 shows without a message in some languages: no Chinese text, English fallback. */
const NO_CHINESE = [10011, 10012, 10014, 10020, 10021, 10023, 10025, 10027, 30008] as const;
const CHINESE: readonly Language[] = ["zh-CN", "zh-TW"];

const VALID_STATUSES = [400, 401, 403, 404, 409, 413, 422, 429, 431, 500, 502, 503];

const entries = ERROR_CODES.map((code) => [code, errorEntry(code)] as [ErrorCode, ErrorEntry]);
const messagesOf = (entry: ErrorEntry) =>
  LANGUAGES.flatMap((language) => {
    const text = entry.messages[language];
    return text === undefined ? [] : [[language, text] as const];
  });
const sorted = (names: readonly string[]) => [...names].sort();

const HANGUL = /[\uac00-\ud7a3]/;
const HAN = /[\u4e00-\u9fff]/;
/** Simplified / Traditional pairs of characters the messages use; each script must keep to its own. */
const SCRIPT_PAIRS = [
  ["请", "請"],
  ["号", "號"],
  ["码", "碼"],
  ["验", "驗"],
  ["证", "證"],
  ["账", "帳"],
  ["频", "頻"],
  ["资", "資"],
  ["讯", "訊"],
  ["网", "網"],
  ["时", "時"],
  ["录", "錄"],
  ["审", "審"],
  ["无", "無"],
  ["过", "過"],
  ["该", "該"],
  ["当", "當"],
  ["额", "額"],
  ["余", "餘"],
  ["这", "這"],
  ["为", "為"],
  ["须", "須"],
  ["开", "開"],
  ["发", "發"],
  ["务", "務"],
  ["达", "達"],
  ["个", "個"],
  ["设", "設"],
  ["误", "誤"],
  ["输", "輸"],
  ["联", "聯"],
  ["选", "選"],
  ["择", "擇"],
  ["删", "刪"],
  ["视", "視"],
  ["乐", "樂"],
  ["载", "載"],
  ["报", "報"],
  ["参", "參"],
  ["与", "與"],
  ["仅", "僅"],
  ["权", "權"],
  ["结", "結"],
  ["间", "間"],
  ["户", "戶"],
  ["页", "頁"],
  ["认", "認"],
  ["确", "確"],
  ["败", "敗"],
] as const;
const SIMPLIFIED_ONLY = new RegExp(`[${SCRIPT_PAIRS.map(([s]) => s).join("")}]`);
const TRADITIONAL_ONLY = new RegExp(`[${SCRIPT_PAIRS.map(([, t]) => t).join("")}]`);

describe("error catalogue: codes", () => {
  it("holds exactly the codes of docs/spec.md §8 and the product's own", () => {
    expect(ERROR_CODES).toEqual(ALL_CODES);
    expect(Object.keys(ERROR_CATALOGUE).map(Number)).toEqual(ALL_CODES);
  });

  it("lists ERROR_CODES ascending and without repeats", () => {
    expect(ERROR_CODES).toEqual([...ERROR_CODES].sort((a, b) => a - b));
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it.each(SPEC_CODES)("code %i is in the catalogue", (code) => {
    expect(isErrorCode(code)).toBe(true);
    expect(ERROR_CATALOGUE[code]).toBeDefined();
  });

  it.each([
    [0, false],
    [99, false],
    [10099, false],
    [10003.5, false],
    ["10003", false],
    [null, false],
    [undefined, false],
    [10003, true],
  ] as const)("isErrorCode(%j) is %s", (value, expected) => {
    expect(isErrorCode(value)).toBe(expected);
  });

  it("E names every code exactly once", () => {
    const values = Object.values(E);
    expect(new Set(values).size).toBe(values.length);
    expect(sorted(values.map(String))).toEqual(sorted(ALL_CODES.map(String)));
    for (const name of Object.keys(E)) expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it.each([
    ["UNKNOWN", 1],
    ["INVALID_ACCESS", 2],
    ["TOO_MANY_REQUESTS", 3],
    ["FIELDS_REQUIRED", 4],
    ["ATTACHMENT_TOO_LARGE", 5],
    ["CONTENT_TOO_LONG", 6],
    ["INVALID_CHARACTERS", 7],
    ["TOO_MANY_PARTS", 9],
    ["SERVICE_UNAVAILABLE", 10],
    ["LOGIN_REQUIRED", 10000],
    ["ACCOUNT_NOT_FOUND", 10001],
    ["ACCOUNT_DELETED", 10002],
    ["WRONG_CREDENTIALS", 10003],
    ["WRONG_PASSWORD", 10004],
    ["ID_LENGTH", 10005],
    ["PASSWORD_LENGTH", 10006],
    ["INVALID_EMAIL", 10007],
    ["NAME_LENGTH", 10008],
    ["EMAIL_TAKEN", 10009],
    ["NICKNAME_TAKEN", 10010],
    ["WRONG_INVITE_CODE", 10011],
    ["FAVOURITES_LIMIT", 20000],
  ] as const)("E.%s is %i", (name, code) => {
    expect(E[name]).toBe(code);
  });
});

describe("error catalogue: statuses", () => {
  it.each(entries)("code %i has a valid HTTP status", (_code, entry) => {
    expect(VALID_STATUSES).toContain(entry.status);
  });

  it.each([
    [1, 500],
    [2, 403],
    [3, 429],
    [4, 400],
    [5, 413],
    [10000, 401],
    [10001, 404],
    [10002, 403],
    [10003, 400],
    [10009, 409],
    [10010, 409],
    [10013, 403],
    [30000, 409],
    [30002, 422],
    [30003, 409],
    [70000, 422],
    [8, 503],
    [30009, 503],
  ] as const)("code %i answers HTTP %i", (code, status) => {
    expect(errorStatus(code)).toBe(status);
  });

  it("keeps 401 for login required only", () => {
    expect(ERROR_CODES.filter((code) => errorStatus(code) === 401)).toEqual([E.LOGIN_REQUIRED]);
  });
});

describe("error catalogue: messages", () => {
  it("uses the glossary's words in every language (docs/glossary.md)", () => {
    const offending = entries.flatMap(([code, entry]) =>
      messagesOf(entry).flatMap(([language, text]) =>
        avoidedTermsIn(text, language).map((term) => `${code} ${language}: "${term.avoid}"`),
      ),
    );
    const clientOffending = Object.entries(CLIENT_MESSAGES).flatMap(([key, texts]) =>
      LANGUAGES.flatMap((language) =>
        avoidedTermsIn(texts[language], language).map((term) => `${key} ${language}: "${term.avoid}"`),
      ),
    );
    expect([...offending, ...clientOffending]).toEqual([]);
  });

  it("writes Korean in the formal polite register, as the interface does (docs/glossary.md)", () => {
    const casual = [
      ...entries.flatMap(([code, entry]) =>
        casualKoreanIn(entry.messages.ko ?? "").map((w) => `${code}: ${w}`),
      ),
      ...Object.entries(CLIENT_MESSAGES).flatMap(([key, texts]) =>
        casualKoreanIn(texts.ko).map((w) => `${key}: ${w}`),
      ),
    ];
    expect(casual).toEqual([]);
    expect(casualKoreanIn("변경되었어요. 없어요. 돼요. 중이에요.")).toHaveLength(4);
    expect(casualKoreanIn("다시 시도해 주세요. 잊으셨나요? 삭제하시겠습니까? 완료되었습니다.")).toEqual([]);
  });

  it.each(entries)("code %i has English and Korean", (_code, entry) => {
    expect(entry.messages.en.trim()).not.toBe("");
    expect(entry.messages.ko?.trim()).toBeTruthy();
    expect(entry.messages.ko).toMatch(HANGUL);
    expect(entry.messages.en).not.toMatch(HANGUL);
    expect(entry.messages.en).not.toMatch(HAN);
  });

  const withChinese = entries.filter(([code]) => !(NO_CHINESE as readonly number[]).includes(code));
  it.each(withChinese)("code %i has every language", (code, entry) => {
    for (const language of LANGUAGES) expect(entry.messages[language], `${code} ${language}`).toBeTruthy();
    const cn = entry.messages["zh-CN"] ?? "";
    const tw = entry.messages["zh-TW"] ?? "";
    expect(cn).toMatch(HAN);
    expect(tw).toMatch(HAN);
    expect(cn, "zh-CN uses Simplified characters").not.toMatch(TRADITIONAL_ONLY);
    expect(tw, "zh-TW uses Traditional characters").not.toMatch(SIMPLIFIED_ONLY);
  });

  it.each(NO_CHINESE)("code %i has no Chinese text and falls back to English", (code) => {
    const entry = errorEntry(code);
    for (const language of CHINESE) {
      expect(entry.messages[language]).toBeUndefined();
      expect(errorMessage(code, language)).toBe(entry.messages.en);
    }
    expect(errorMessage(code, "ko")).toBe(entry.messages.ko);
  });

  it("gives every message of a code a distinct text per language", () => {
    for (const [code, entry] of entries) {
      const texts = messagesOf(entry).map(([, text]) => text);
      expect(new Set(texts).size, String(code)).toBe(texts.length);
    }
  });
});

describe("error catalogue: parameters", () => {
  it.each(entries)("code %i declares exactly the placeholders its messages use", (code, entry) => {
    expect(new Set(entry.params).size).toBe(entry.params.length);
    expect(sorted(placeholdersOf(entry.messages.en)), "every declared param is in English").toEqual(
      sorted(entry.params),
    );
    for (const [language, text] of messagesOf(entry)) {
      expect(sorted(placeholdersOf(text)), `${code} ${language}`).toEqual(sorted(entry.params));
    }
  });

  it.each([
    [5, ["max"]],
    [6, ["max"]],
    [9, ["max"]],
    [10005, ["min", "max"]],
    [10006, ["min", "max"]],
    [10008, ["min", "max"]],
    [20000, ["limit"]],
    [60013, ["seconds"]],
  ] as const)("code %i takes %j", (code, params) => {
    expect(sorted(errorEntry(code).params)).toEqual(sorted(params));
  });

  it("has no braces left over except placeholders", () => {
    for (const [code, entry] of entries) {
      for (const [, text] of messagesOf(entry)) {
        expect(text.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, ""), String(code)).not.toMatch(/[{}]/);
      }
    }
  });
});

describe("errorMessage", () => {
  it.each([
    [
      E.FAVOURITES_LIMIT,
      "en",
      { limit: 10 },
      "You've reached the favourites limit. You can save up to 10 tracks.",
    ],
    [E.FAVOURITES_LIMIT, "ko", { limit: 10 }, "즐겨찾기는 최대 10곡까지 추가할 수 있습니다."],
    [E.FAVOURITES_LIMIT, "zh-CN", { limit: 15 }, "收藏已达上限，最多可收藏 15 首歌曲。"],
    [
      E.PASSWORD_LENGTH,
      "en",
      { min: 8, max: 64 },
      "Use a password of 8 to 64 characters that is not easy to guess.",
    ],
    [E.PASSWORD_LENGTH, "zh-TW", { min: "8", max: "64" }, "密碼須為 8～64 個字元，且不能過於簡單。"],
    [E.CAMPAIGN_VIDEO_TOO_SHORT, "en", { seconds: 35 }, "Your video must be at least 35 seconds long."],
    [E.WRONG_CREDENTIALS, "en", undefined, "The ID (email) or password is incorrect."],
    [E.WRONG_CREDENTIALS, "ko", undefined, "아이디(이메일) 또는 비밀번호가 올바르지 않습니다."],
    [E.WRONG_INVITE_CODE, "zh-TW", undefined, "The invite code is incorrect."],
    [E.LOGIN_TO_SEE_EARNINGS, "zh-CN", undefined, "Log in to the studio to see your actual earnings."],
  ] as const)("errorMessage(%i, %s, %j)", (code, language, params, expected) => {
    expect(errorMessage(code, language, params)).toBe(expected);
  });

  it("leaves placeholders without a value as they are", () => {
    expect(errorMessage(E.PASSWORD_LENGTH, "en", { min: 8 })).toBe(
      "Use a password of 8 to {max} characters that is not easy to guess.",
    );
    expect(errorMessage(E.FAVOURITES_LIMIT, "en")).toContain("{limit}");
  });

  it("ignores parameters the message does not use", () => {
    expect(errorMessage(E.WRONG_PASSWORD, "en", { max: 3 })).toBe("The password is incorrect.");
  });

  it.each(LANGUAGES)("fills every placeholder of every code in %s", (language) => {
    for (const [code, entry] of entries) {
      const params = Object.fromEntries(entry.params.map((name) => [name, 7]));
      expect(errorMessage(code, language, params), String(code)).not.toMatch(/\{\w+\}/);
    }
  });
});

describe("interpolate", () => {
  it.each([
    ["no placeholders", "Hello", { a: 1 }, "Hello"],
    ["one", "Up to {max}.", { max: 10 }, "Up to 10."],
    ["repeated", "{a}-{a}", { a: "x" }, "x-x"],
    ["unknown left as-is", "{a} {b}", { a: 1 }, "1 {b}"],
    ["zero", "{n}", { n: 0 }, "0"],
    ["empty string", "[{n}]", { n: "" }, "[]"],
    ["dollar patterns literal", "{a}", { a: "$& $1 $$" }, "$& $1 $$"],
    ["no second pass", "{a} {b}", { a: "{b}", b: "B" }, "{b} B"],
    ["not a name", "{ a } {1x} {}", { a: 1 }, "{ a } {1x} {}"],
    ["inherited keys ignored", "{toString}", {}, "{toString}"],
  ] as const)("%s", (_name, template, params, expected) => {
    expect(interpolate(template, params)).toBe(expected);
  });

  it("returns the template when there are no params", () => {
    expect(interpolate("Page not found: {path}")).toBe("Page not found: {path}");
  });

  it("lists placeholder names once, in order", () => {
    expect(placeholdersOf("{b} {a} {b} { c }")).toEqual(["b", "a"]);
  });
});

describe("client messages", () => {
  const keys = Object.keys(CLIENT_MESSAGES) as ClientMessageKey[];
  const REQUIRED_KEYS = [
    "emptyFields",
    "passwordMismatch",
    "invalidEmail",
    "verificationTimePassed",
    "channelVerificationFailed",
    "genericError",
    "allFieldsRequired",
    "pageNotFound",
    "loginRequired",
    "externalNavigation",
    "nicknameLength",
    "passwordLength",
    "codeRequired",
    "codeFormat",
    "emailRequired",
    "passwordRequired",
    "confirmRequired",
  ] as const;

  it.each(REQUIRED_KEYS)("has %s", (key) => {
    expect(isClientMessageKey(key)).toBe(true);
  });

  it.each(keys)("%s has all four languages with the same placeholders", (key) => {
    const messages: Record<Language, string> = CLIENT_MESSAGES[key];
    expect(Object.keys(messages).sort()).toEqual([...LANGUAGES].sort());
    const english = sorted(placeholdersOf(messages.en));
    for (const language of LANGUAGES) {
      expect(messages[language].trim(), `${key} ${language}`).not.toBe("");
      expect(sorted(placeholdersOf(messages[language])), `${key} ${language}`).toEqual(english);
    }
    expect(messages.ko).toMatch(HANGUL);
    expect(messages["zh-CN"]).toMatch(HAN);
    expect(messages["zh-TW"]).toMatch(HAN);
    expect(messages["zh-CN"]).not.toMatch(TRADITIONAL_ONLY);
    expect(messages["zh-TW"]).not.toMatch(SIMPLIFIED_ONLY);
  });

  it.each([
    ["passwordMismatch", "The new password and the confirmation password do not match"],
    ["verificationTimePassed", "The verification time has passed, please try again"],
    ["genericError", "An error has occurred"],
    ["allFieldsRequired", "All fields are required."],
    ["loginRequired", "Please enter your ID and password."],
    [
      "accountNumberMismatch",
      "Account number and confirmation do not match. Please recheck and enter again.",
    ],
  ] as const)("%s keeps the wording of docs/spec.md", (key, text) => {
    expect(clientMessage(key, "en")).toBe(text);
  });

  it.each([
    ["pageNotFound", "en", { path: "/nope" }, "Page not found: /nope"],
    ["pageNotFound", "zh-TW", { path: "/nope" }, "找不到頁面：/nope"],
    ["passwordLength", "en", { min: 4, max: 64 }, "Your password must be between 4 and 64 characters."],
    ["passwordLength", "ko", { min: 4, max: 64 }, "비밀번호는 4~64자로 입력해 주세요."],
    ["passwordLength", "en", { min: 4 }, "Your password must be between 4 and {max} characters."],
  ] as const)("clientMessage(%s, %s, %j)", (key, language, params, expected) => {
    expect(clientMessage(key, language, params)).toBe(expected);
  });

  it("mentions the 2-12 nickname bound and the 6-digit code in every language", () => {
    for (const language of LANGUAGES) {
      expect(clientMessage("nicknameLength", language)).toMatch(/2.12/);
      expect(clientMessage("codeFormat", language)).toContain("6");
    }
  });

  it("rejects unknown keys", () => {
    expect(isClientMessageKey("nope")).toBe(false);
    expect(isClientMessageKey("toString")).toBe(false);
    expect(isClientMessageKey(4)).toBe(false);
  });
});
