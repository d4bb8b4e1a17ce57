import { describe, expect, it } from "vitest";
import { type ClearanceFacts, clearanceOf } from "./rules";

/** An approved channel's video with one catalogue track: cleared, unless a test changes a fact. */
const facts = (overrides: Partial<ClearanceFacts> = {}): ClearanceFacts => ({
  publishedOn: "2026-11-10",
  channelStatus: "approved",
  approvedOn: "2026-01-05",
  removedOn: null,
  isrcCount: 1,
  catalogueTracks: [{ name: "Night Drive", withdrawnOn: null }],
  claim: null,
  ...overrides,
});

const codes = (f: Partial<ClearanceFacts>) => clearanceOf(facts(f)).reasons.map((r) => r.code);

describe("clearanceOf (docs/decisions/127)", () => {
  it("clears catalogue music on an approved channel", () => {
    expect(clearanceOf(facts())).toEqual({ state: "cleared", reasons: [] });
  });

  it("leaves a video without catalogue music not covered, whatever the channel", () => {
    const none = { catalogueTracks: [], isrcCount: 0 };
    expect(clearanceOf(facts(none))).toMatchObject({
      state: "not_covered",
      reasons: [{ code: "no_catalogue_music" }],
    });
    expect(clearanceOf(facts({ ...none, channelStatus: "pending" })).state).toBe("not_covered");
    // Two tracks, neither the network's: still nothing the licence covers.
    expect(clearanceOf(facts({ catalogueTracks: [], isrcCount: 2 })).state).toBe("not_covered");
  });

  it("puts every status but approved at risk", () => {
    for (const status of ["need.approved", "pending", "denied.pending", "deny"])
      expect(codes({ channelStatus: status })).toEqual(["channel_not_approved"]);
  });

  it("re-added: at risk up to and on the new approval day, cleared the day after", () => {
    const readded = { removedOn: "2026-03-01", approvedOn: "2026-03-10" };
    expect(clearanceOf(facts({ ...readded, publishedOn: "2026-02-01" })).reasons).toEqual([
      { code: "channel_readded", on: "2026-03-01", until: "2026-03-10", track: null, count: null },
    ]);
    expect(codes({ ...readded, publishedOn: "2026-03-10" })).toEqual(["channel_readded"]);
    expect(codes({ ...readded, publishedOn: "2026-03-11" })).toEqual([]);
    // Re-added and not approved yet: the approval is what is missing.
    expect(codes({ ...readded, approvedOn: null, channelStatus: "pending" })).toEqual([
      "channel_not_approved",
    ]);
  });

  it("withdrawn: after publishing the day before, before publishing on the day itself", () => {
    const withdrawn = [{ name: "Night Drive", withdrawnOn: "2026-11-20" }];
    expect(clearanceOf(facts({ catalogueTracks: withdrawn, publishedOn: "2026-11-19" })).reasons).toEqual([
      { code: "track_withdrawn", on: "2026-11-20", until: null, track: "Night Drive", count: null },
    ]);
    expect(codes({ catalogueTracks: withdrawn, publishedOn: "2026-11-20" })).toEqual([
      "track_withdrawn_before_publish",
    ]);
    expect(codes({ catalogueTracks: withdrawn, publishedOn: "2026-11-21" })).toEqual([
      "track_withdrawn_before_publish",
    ]);
  });

  it("allows one track a video: two are at risk, with their count", () => {
    expect(codes({ isrcCount: 1 })).toEqual([]);
    expect(clearanceOf(facts({ isrcCount: 2 })).reasons).toEqual([
      { code: "several_tracks", on: null, until: null, track: null, count: 2 },
    ]);
  });

  it("puts a received claim first, and forgets it once released", () => {
    const claim = { mark: "received" as const, on: "2026-11-22" };
    expect(codes({ claim, isrcCount: 2 })).toEqual(["claim_received", "several_tracks"]);
    expect(clearanceOf(facts({ claim, catalogueTracks: [], isrcCount: 0 }))).toMatchObject({
      state: "at_risk",
      reasons: [{ code: "claim_received", on: "2026-11-22" }],
    });
    expect(clearanceOf(facts({ claim: { mark: "released", on: "2026-11-23" } })).state).toBe("cleared");
  });

  it("lists every reason that holds, most pressing first", () => {
    expect(
      codes({
        channelStatus: "pending",
        isrcCount: 2,
        catalogueTracks: [
          { name: "A", withdrawnOn: "2026-11-15" },
          { name: "B", withdrawnOn: null },
        ],
      }),
    ).toEqual(["channel_not_approved", "track_withdrawn", "several_tracks"]);
  });
});
