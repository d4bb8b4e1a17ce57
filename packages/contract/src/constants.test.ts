import { describe, expect, it } from "vitest";
import {
  ACCOUNT_NUMBER,
  ACCOUNT_TYPES,
  BREAKPOINTS,
  BUILD_CHECK_INTERVAL_MS,
  CHANNEL_CATEGORIES,
  CHART_PALETTE,
  DEFAULT_VIDEO_SORT,
  DIALOG_QUERY_KEYS,
  FAVOURITES_LIMIT_DEFAULT,
  HOLD_THRESHOLD_VIEWS,
  hasPermissionFlag,
  INVITATION,
  isAccountType,
  isChannelCategory,
  isMusicCategory,
  isPeriod,
  isVideoSort,
  LOCALE_COOKIE,
  MUSIC_CATEGORIES,
  NICKNAME,
  PAGE_SIZE,
  PASSWORD_POLICY_DEFAULT,
  PASSWORD_SPEC,
  PERIODS,
  PERMISSION_FLAG,
  RETRY_STATUSES,
  SCREEN_CLASSES,
  STORAGE_KEYS,
  SWIFT,
  screenClassOf,
  VERIFICATION_CODE,
  VIDEO_SORTS,
  WITHDRAWAL,
} from "./constants";
import { applyBasisPoints, usd } from "./money";

describe("screenClassOf", () => {
  it.each([
    [0, "mobile"],
    [320, "mobile"],
    [639, "mobile"],
    [639.9, "mobile"],
    [640, "largeMobile"],
    [800, "largeMobile"],
    [1099, "largeMobile"],
    [1099.5, "largeMobile"],
    [1100, "laptop"],
    [1920, "laptop"],
    [-1, "mobile"],
    [Number.NaN, "mobile"],
    [Number.POSITIVE_INFINITY, "laptop"],
  ] as const)("%s px -> %s", (width, expected) => {
    expect(screenClassOf(width)).toBe(expected);
  });

  it("lists the classes narrowest first and uses the breakpoints", () => {
    expect(SCREEN_CLASSES).toEqual(["mobile", "largeMobile", "laptop"]);
    expect(BREAKPOINTS).toEqual({ mobile: 640, laptop: 1100 });
    expect(screenClassOf(BREAKPOINTS.mobile)).toBe("largeMobile");
    expect(screenClassOf(BREAKPOINTS.laptop)).toBe("laptop");
  });
});

describe("length ranges", () => {
  it.each([
    ["NICKNAME", NICKNAME, 2, 12],
    ["PASSWORD_SPEC", PASSWORD_SPEC, 4, 64],
    ["PASSWORD_POLICY_DEFAULT", PASSWORD_POLICY_DEFAULT, 8, 64],
    ["SWIFT", SWIFT, 8, 11],
    ["ACCOUNT_NUMBER", ACCOUNT_NUMBER, 10, 12],
  ] as const)("%s is %s", (_name, range, min, max) => {
    expect(range).toEqual({ min, max });
    expect(range.min).toBeLessThanOrEqual(range.max);
  });

  it("a new-password policy never allows less than the spec", () => {
    expect(PASSWORD_POLICY_DEFAULT.min).toBeGreaterThanOrEqual(PASSWORD_SPEC.min);
    expect(PASSWORD_POLICY_DEFAULT.max).toBe(PASSWORD_SPEC.max);
  });
});

describe("withdrawal and business numbers", () => {
  it.each([
    ["minBalanceMicro", WITHDRAWAL.minBalanceMicro, usd("20")],
    ["bankMinTotalMicro", WITHDRAWAL.bankMinTotalMicro, usd("100.00")],
    ["bankFeeMicro", WITHDRAWAL.bankFeeMicro, usd("20.00")],
  ] as const)("%s is exact micro-USD", (_name, actual, expected) => {
    expect(typeof actual).toBe("bigint");
    expect(actual).toBe(expected);
  });

  it("PayPal fee 4.7% of 100 USD is 4.70 USD", () => {
    expect(WITHDRAWAL.paypalFeeBasisPoints).toBe(470);
    expect(applyBasisPoints(usd("100"), WITHDRAWAL.paypalFeeBasisPoints)).toBe(usd("4.7"));
  });

  it.each([
    [WITHDRAWAL.openDay, 25],
    [HOLD_THRESHOLD_VIEWS, 100_000],
    [FAVOURITES_LIMIT_DEFAULT, 10],
    [INVITATION.accrualMonths, 3],
    [INVITATION.validityMonths, 6],
    [VERIFICATION_CODE.length, 6],
    [VERIFICATION_CODE.ttlSeconds, 600],
    [VERIFICATION_CODE.maxAttempts, 5],
    [VERIFICATION_CODE.resendCooldownSeconds, 60],
    [BUILD_CHECK_INTERVAL_MS, 3_600_000],
    [PAGE_SIZE.default, 50],
    [PAGE_SIZE.max, 200],
    [LOCALE_COOKIE.days, 365],
  ])("value %s is %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("catalogue lists", () => {
  it("has the 21 channel categories in spec order", () => {
    expect(CHANNEL_CATEGORIES).toHaveLength(21);
    expect(new Set(CHANNEL_CATEGORIES).size).toBe(21);
    expect(CHANNEL_CATEGORIES[0]).toBe("personal_broadcast_blog");
    expect(CHANNEL_CATEGORIES[14]).toBe("car");
    expect(CHANNEL_CATEGORIES[20]).toBe("it_economy_finance");
  });

  it("has the 16 distinct dialog query keys", () => {
    expect(DIALOG_QUERY_KEYS).toHaveLength(16);
    expect(new Set(DIALOG_QUERY_KEYS).size).toBe(16);
    expect(DIALOG_QUERY_KEYS).toContain("requestWithdrawal");
  });

  it("has 8 video sorts with date_desc as default", () => {
    expect(VIDEO_SORTS).toHaveLength(8);
    expect(VIDEO_SORTS).toContain(DEFAULT_VIDEO_SORT);
    expect(DEFAULT_VIDEO_SORT).toBe("date_desc");
  });

  it("has the other enumerations", () => {
    expect(MUSIC_CATEGORIES).toEqual(["bgm", "kpop", "ost"]);
    expect(ACCOUNT_TYPES).toEqual(["", "mcn", "mcn_creator", "mcn_creator_sub"]);
    expect(PERIODS).toEqual(["latest", "this_month", "last_month", "six_months", "custom"]);
    expect(RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(Object.keys(STORAGE_KEYS)).toHaveLength(10);
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(10);
  });
});

describe("type guards", () => {
  it.each([
    [isChannelCategory, "game", true],
    [isChannelCategory, "games", false],
    [isChannelCategory, 1, false],
    [isMusicCategory, "kpop", true],
    [isMusicCategory, "jpop", false],
    [isPeriod, "six_months", true],
    [isPeriod, "year", false],
    [isVideoSort, "price_asc", true],
    [isVideoSort, "price", false],
    [isAccountType, "", true],
    [isAccountType, "mcn_creator_sub", true],
    [isAccountType, "admin", false],
    [isAccountType, null, false],
  ] as const)("%o(%o) -> %s", (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});

describe("hasPermissionFlag", () => {
  it.each([
    [PERMISSION_FLAG.none, PERMISSION_FLAG.SubCreateable, false],
    [PERMISSION_FLAG.SubCreateable, PERMISSION_FLAG.SubCreateable, true],
    [3, PERMISSION_FLAG.SubCreateable, true],
    [2, PERMISSION_FLAG.SubCreateable, false],
    [0, PERMISSION_FLAG.none, true],
  ])("flags %s has %s -> %s", (flags, flag, expected) => {
    expect(hasPermissionFlag(flags, flag)).toBe(expected);
  });
});

describe("CHART_PALETTE", () => {
  const luminance = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16);
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(n >> 16) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  };

  it("has exactly 30 distinct hex colours", () => {
    expect(CHART_PALETTE).toHaveLength(30);
    expect(new Set(CHART_PALETTE.map((c) => c.toLowerCase())).size).toBe(30);
  });

  it.each(CHART_PALETTE.map((c) => [c]))("%s is #RRGGBB with 3:1 contrast on white", (colour) => {
    expect(colour).toMatch(/^#[0-9A-F]{6}$/);
    expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(3);
  });
});
