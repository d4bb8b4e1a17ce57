import type {
  ClearanceReasonCode,
  ClearanceState,
  Language,
  TClearance,
  TClearanceReason,
} from "@studio/contract";

/**
 * A video's clearance in a few words of the reader's language, for the report file (the screens
 * say more, with what to do, in the web's `clearance` strings; docs/decisions/127).
 */
interface ClearanceWords {
  state: Record<ClearanceState, string>;
  reason: Record<ClearanceReasonCode, (r: TClearanceReason) => string>;
}

const on = (r: TClearanceReason) => r.on ?? "";
const track = (r: TClearanceReason) => r.track ?? "";

const WORDS: Record<Language, ClearanceWords> = {
  en: {
    state: { cleared: "Cleared", at_risk: "At risk", not_covered: "Not covered" },
    reason: {
      claim_received: (r) => `Claim received ${on(r)}`,
      channel_not_approved: () => "Channel not approved",
      channel_readded: (r) => `Channel left the network ${on(r)}, approved again ${r.until ?? ""}`,
      track_withdrawn: (r) => `"${track(r)}" withdrawn ${on(r)}, after publishing`,
      track_withdrawn_before_publish: (r) => `"${track(r)}" withdrawn ${on(r)}, before publishing`,
      several_tracks: (r) => `${r.count ?? 0} tracks in one video`,
      no_catalogue_music: () => "No catalogue music detected",
    },
  },
  ko: {
    state: { cleared: "안전", at_risk: "위험", not_covered: "해당 없음" },
    reason: {
      claim_received: (r) => `클레임 접수 ${on(r)}`,
      channel_not_approved: () => "채널 미승인",
      channel_readded: (r) => `채널 ${on(r)} 삭제 후 ${r.until ?? ""} 재승인`,
      track_withdrawn: (r) => `"${track(r)}" ${on(r)} 카탈로그 제외(게시 후)`,
      track_withdrawn_before_publish: (r) => `"${track(r)}" ${on(r)} 카탈로그 제외(게시 전)`,
      several_tracks: (r) => `한 영상에 음원 ${r.count ?? 0}곡`,
      no_catalogue_music: () => "카탈로그 음원 미감지",
    },
  },
  "zh-CN": {
    state: { cleared: "安全", at_risk: "有风险", not_covered: "不适用" },
    reason: {
      claim_received: (r) => `${on(r)} 收到版权声明`,
      channel_not_approved: () => "频道未获批准",
      channel_readded: (r) => `频道 ${on(r)} 离开机构,${r.until ?? ""} 重新获批`,
      track_withdrawn: (r) => `"${track(r)}" 于 ${on(r)} 下架(发布之后)`,
      track_withdrawn_before_publish: (r) => `"${track(r)}" 于 ${on(r)} 下架(发布之前)`,
      several_tracks: (r) => `一个视频使用了 ${r.count ?? 0} 首曲目`,
      no_catalogue_music: () => "未检测到曲库音乐",
    },
  },
  "zh-TW": {
    state: { cleared: "安全", at_risk: "有風險", not_covered: "不適用" },
    reason: {
      claim_received: (r) => `${on(r)} 收到版權聲明`,
      channel_not_approved: () => "頻道未獲核准",
      channel_readded: (r) => `頻道 ${on(r)} 離開機構,${r.until ?? ""} 重新核准`,
      track_withdrawn: (r) => `「${track(r)}」於 ${on(r)} 下架(發布之後)`,
      track_withdrawn_before_publish: (r) => `「${track(r)}」於 ${on(r)} 下架(發布之前)`,
      several_tracks: (r) => `一部影片使用了 ${r.count ?? 0} 首曲目`,
      no_catalogue_music: () => "未偵測到曲庫音樂",
    },
  },
};

/** The state's word, and the reasons' words joined; empty for a video not assessed yet. */
export function clearanceWords(
  clearance: TClearance | null,
  language: Language,
): { state: string; reasons: string } {
  if (clearance === null) return { state: "", reasons: "" };
  const words = WORDS[language];
  return {
    state: words.state[clearance.state],
    reasons: clearance.reasons.map((r) => words.reason[r.code](r)).join("; "),
  };
}
