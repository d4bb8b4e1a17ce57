import { describe, expect, it } from "vitest";
import { parseLsn, replayLagMs } from "./read-replica";

describe("the replica's lag from the primary's WAL positions (docs/decisions/148)", () => {
  it("reads an LSN as bytes", () => {
    expect(parseLsn("0/0")).toBe(0n);
    expect(parseLsn("0/16B3748")).toBe(0x16b3748n);
    expect(parseLsn("16/B374D848")).toBe((0x16n << 32n) + 0xb374d848n);
    expect(() => parseLsn("nonsense")).toThrow();
  });

  const samples = [
    { at: 10_000, lsn: 1_000n },
    { at: 11_000, lsn: 2_000n },
    { at: 12_000, lsn: 2_000n },
    { at: 13_000, lsn: 6_000n },
  ];

  it("is nothing once the replica has replayed what the primary had at the newest reading", () => {
    expect(replayLagMs(samples, 6_000n, 13_050)).toBe(0);
    // An idle primary writes nothing more: no lag grows while nothing happens.
    expect(replayLagMs([{ at: 0, lsn: 500n }], 500n, 3_600_000)).toBe(0);
  });

  it("is the time since the primary was where the replica is, between two readings", () => {
    // 4,000 bytes written between 12 s and 13 s; 3,000 replayed of them: the primary was there at 12.75 s.
    expect(replayLagMs(samples, 5_000n, 13_050)).toBe(300);
    // Replayed exactly what the primary had at 11 s (and still at 12 s): the newer of the two counts.
    expect(replayLagMs(samples, 2_000n, 13_050)).toBe(1_050);
  });

  it("is at least the age of the oldest reading when the replica is behind all of them", () => {
    expect(replayLagMs(samples, 10n, 20_000)).toBe(10_000);
  });

  it("is unknown before the primary was read", () => {
    expect(replayLagMs([], 10n, 20_000)).toBeNull();
  });
});
