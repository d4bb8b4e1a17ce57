import { describe, expect, it } from "vitest";
import { expiringRemainders } from "./expire-points";

const row = (id: number, type: string, amount: number, createdAt: string, reference = `r${id}`) => ({
  id,
  type,
  amountMicro: BigInt(amount),
  reference,
  createdAt: new Date(createdAt),
});

describe("expiringRemainders (first in, first out)", () => {
  const now = new Date("2026-01-01T00:00:00Z");

  it("spends the oldest credit first, so older revenue shields newer points", () => {
    const rows = [
      row(1, "music_profit", 10, "2025-01-01"),
      row(2, "referral", 5, "2025-02-01"),
      row(3, "withdrawal", -12, "2025-03-01"),
    ];
    expect(expiringRemainders(rows, now)).toEqual(new Map([[2, 3n]]));
  });

  it("spends points first when they are the oldest", () => {
    const rows = [
      row(1, "referral", 5, "2025-01-01"),
      row(2, "music_profit", 10, "2025-02-01"),
      row(3, "withdrawal", -6, "2025-03-01"),
    ];
    expect(expiringRemainders(rows, now)).toEqual(new Map([[1, 0n]]));
  });

  it("lets only debits before the expiry spend the points", () => {
    const rows = [row(1, "referral", 5, "2025-01-01"), row(2, "withdrawal", -5, "2025-08-01")];
    expect(expiringRemainders(rows, now)).toEqual(new Map([[1, 5n]]));
  });

  it("leaves a credit not yet six months old, and one already expired, alone", () => {
    const rows = [
      row(1, "referral", 5, "2025-02-01"),
      row(2, "expire", -5, "2025-08-02", "expire:1"),
      row(3, "referral", 7, "2025-09-01"),
    ];
    expect(expiringRemainders(rows, now)).toEqual(new Map());
  });

  it("replays a past expiry, so later debits take from what is left after it", () => {
    const rows = [
      row(1, "referral", 5, "2025-01-01"),
      row(2, "expire", -5, "2025-07-02", "expire:1"),
      row(3, "referral", 4, "2025-02-01"),
      row(4, "withdrawal", -3, "2025-03-01"),
    ];
    // The withdrawal took 3 of the oldest (credit 1, later expired with 2 left); credit 2 is whole.
    expect(expiringRemainders(rows, now)).toEqual(new Map([[3, 4n]]));
  });
});
