/** How a track moved in the weekly ranking since last week. */
export type RankChange =
  | { kind: "new" }
  | { kind: "up"; by: number }
  | { kind: "down"; by: number }
  | { kind: "same" };

/** Rank 1 is the top: a smaller rank than last week is a move up. No rank last week is a new entry. */
export function rankChange(rank: number, previousRank: number | null): RankChange {
  if (previousRank === null) return { kind: "new" };
  if (previousRank > rank) return { kind: "up", by: previousRank - rank };
  if (previousRank < rank) return { kind: "down", by: rank - previousRank };
  return { kind: "same" };
}
