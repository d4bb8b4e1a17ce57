import {
  type ClaimMark,
  type ClearanceReasonCode,
  type ClearanceState,
  UPLOAD_GUIDANCE,
} from "@studio/contract";
import type { StoredClearanceReason } from "../../db/schema";

/**
 * What a video's clearance rests on (docs/decisions/127). Days are calendar days in the
 * network's time zone, as the platform reports date a video's publication.
 */
export interface ClearanceFacts {
  publishedOn: string;
  channelStatus: string;
  /** The day the channel's current registration was approved; null: never. */
  approvedOn: string | null;
  /** The newest day an earlier, approved registration of the same platform channel was deleted. */
  removedOn: string | null;
  /** ISRCs the newest report named for the video, catalogue or not. */
  isrcCount: number;
  /** The catalogue's tracks among them (withdrawn ones included). */
  catalogueTracks: { name: string; withdrawnOn: string | null }[];
  /** The newest claim staff recorded. */
  claim: { mark: ClaimMark; on: string } | null;
}

export interface Clearance {
  state: ClearanceState;
  reasons: StoredClearanceReason[];
}

const reason = (code: ClearanceReasonCode, more: Partial<StoredClearanceReason> = {}) => ({
  code,
  on: null,
  until: null,
  track: null,
  count: null,
  ...more,
});

/**
 * A video's clearance. A received claim is a risk whatever else holds. Without catalogue music the
 * network's licence has nothing to cover. Otherwise the channel must be approved, and when it came
 * back to the network, the videos published up to its new approval day (it was not covered in
 * between, and a claim placed then is not lifted by itself) are at risk; a withdrawn track puts its
 * videos at risk from the withdrawal day; more tracks than the guidance allows may not be cleared
 * automatically. A day on a boundary counts as at risk: the reports date a publication, not its hour.
 */
export function clearanceOf(facts: ClearanceFacts): Clearance {
  const reasons: StoredClearanceReason[] = [];
  if (facts.claim?.mark === "received") reasons.push(reason("claim_received", { on: facts.claim.on }));
  if (facts.catalogueTracks.length === 0) {
    if (reasons.length > 0) return { state: "at_risk", reasons };
    return { state: "not_covered", reasons: [reason("no_catalogue_music")] };
  }
  if (facts.channelStatus !== "approved") reasons.push(reason("channel_not_approved"));
  else if (facts.removedOn !== null && facts.approvedOn !== null && facts.publishedOn <= facts.approvedOn)
    reasons.push(reason("channel_readded", { on: facts.removedOn, until: facts.approvedOn }));
  for (const track of facts.catalogueTracks) {
    if (track.withdrawnOn === null) continue;
    const code = facts.publishedOn < track.withdrawnOn ? "track_withdrawn" : "track_withdrawn_before_publish";
    reasons.push(reason(code, { on: track.withdrawnOn, track: track.name }));
  }
  if (facts.isrcCount > UPLOAD_GUIDANCE.tracksPerVideo)
    reasons.push(reason("several_tracks", { count: facts.isrcCount }));
  return { state: reasons.length > 0 ? "at_risk" : "cleared", reasons };
}
