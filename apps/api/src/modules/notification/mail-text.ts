import type { Language, NotificationType } from "@studio/contract";

type Params = Record<string, string | number>;

interface NotificationWords {
  subject: (site: string) => string;
  status: Record<string, string>;
  line: (type: NotificationType, p: Params, status: (value: string) => string) => string;
  reason: (reason: string) => string;
  more: string;
}

const text = (p: Params, key: string) => String(p[key] ?? "");

/** A notification's mail, in the reader's language (the centre's wording, docs/decisions/120). */
export const NOTIFICATION_MAILS: Record<Language, NotificationWords> = {
  en: {
    subject: (site) => `[${site}] You have a new notification`,
    status: {
      "need.approved": "verification needed",
      pending: "waiting for review",
      "denied.pending": "on hold",
      approved: "approved",
      deny: "denied",
    },
    line: (type, p, status) =>
      ({
        notice: `New notice: ${text(p, "title")}`,
        event: `New event: ${text(p, "title")}`,
        withdrawal: "Your withdrawal request changed.",
        "expected.profit": `Your estimated revenue for ${text(p, "month")} is ready.`,
        "fixed.profit": `Your confirmed revenue for ${text(p, "month")} has been credited.`,
        tax: "An invoice is requested for your withdrawal.",
        "video.at_risk":
          Number(p.count) > 1
            ? `${text(p, "count")} of your videos, "${text(p, "title")}" among them, are at risk of a copyright claim. Your video report says why and what to do.`
            : `Your video "${text(p, "title")}" is at risk of a copyright claim. Your video report says why and what to do.`,
        "channel.status": `Your channel "${text(p, "channel_name")}" is now ${status(text(p, "to"))}.`,
        "channel.watch":
          text(p, "to") === "code_missing"
            ? `The verification code is missing from the description of "${text(p, "channel_name")}". Put it back to keep the channel in good standing.`
            : text(p, "to") === "code_restored"
              ? `The verification code is back in the description of "${text(p, "channel_name")}".`
              : `The handle of "${text(p, "channel_name")}" changed to @${text(p, "reason")}.`,
      })[type],
    reason: (reason) => `Reason: ${reason}`,
    more: "See every notification in your studio.",
  },
  ko: {
    subject: (site) => `[${site}] 새 알림이 있습니다`,
    status: {
      "need.approved": "인증 필요",
      pending: "검토 대기",
      "denied.pending": "보류",
      approved: "승인",
      deny: "거절",
    },
    line: (type, p, status) =>
      ({
        notice: `새 공지: ${text(p, "title")}`,
        event: `새 이벤트: ${text(p, "title")}`,
        withdrawal: "출금 신청 상태가 바뀌었습니다.",
        "expected.profit": `${text(p, "month")} 예상 수익이 준비되었습니다.`,
        "fixed.profit": `${text(p, "month")} 확정 수익이 적립되었습니다.`,
        tax: "출금에 대한 인보이스 요청이 있습니다.",
        "video.at_risk":
          Number(p.count) > 1
            ? `영상 ${text(p, "count")}개("${text(p, "title")}" 등)에 저작권 클레임 위험이 있습니다. 영상 리포트에서 이유와 조치 방법을 확인하세요.`
            : `영상 "${text(p, "title")}"에 저작권 클레임 위험이 있습니다. 영상 리포트에서 이유와 조치 방법을 확인하세요.`,
        "channel.status": `채널 "${text(p, "channel_name")}"의 상태가 '${status(text(p, "to"))}'(으)로 바뀌었습니다.`,
        "channel.watch":
          text(p, "to") === "code_missing"
            ? `채널 "${text(p, "channel_name")}"의 설명에서 인증 코드가 사라졌습니다. 채널을 정상 상태로 유지하려면 코드를 다시 넣어 주세요.`
            : text(p, "to") === "code_restored"
              ? `채널 "${text(p, "channel_name")}"의 설명에 인증 코드가 다시 들어왔습니다.`
              : `채널 "${text(p, "channel_name")}"의 핸들이 @${text(p, "reason")}(으)로 바뀌었습니다.`,
      })[type],
    reason: (reason) => `사유: ${reason}`,
    more: "모든 알림은 스튜디오에서 확인하실 수 있습니다.",
  },
  "zh-CN": {
    subject: (site) => `[${site}] 您有一条新通知`,
    status: {
      "need.approved": "需要验证",
      pending: "等待审核",
      "denied.pending": "暂缓",
      approved: "已通过",
      deny: "已拒绝",
    },
    line: (type, p, status) =>
      ({
        notice: `新公告:${text(p, "title")}`,
        event: `新活动:${text(p, "title")}`,
        withdrawal: "您的提现申请状态已变更。",
        "expected.profit": `您 ${text(p, "month")} 的预估收益已生成。`,
        "fixed.profit": `您 ${text(p, "month")} 的确认收益已入账。`,
        tax: "您的提现需要提供发票。",
        "video.at_risk":
          Number(p.count) > 1
            ? `您有 ${text(p, "count")} 个视频(包括"${text(p, "title")}")有被提出版权声明的风险。请在视频报告中查看原因和处理方法。`
            : `您的视频"${text(p, "title")}"有被提出版权声明的风险。请在视频报告中查看原因和处理方法。`,
        "channel.status": `您的频道"${text(p, "channel_name")}"现在的状态为:${status(text(p, "to"))}。`,
        "channel.watch":
          text(p, "to") === "code_missing"
            ? `频道"${text(p, "channel_name")}"的简介中已没有验证码。请重新放回,以保持频道状态正常。`
            : text(p, "to") === "code_restored"
              ? `频道"${text(p, "channel_name")}"的简介中已重新出现验证码。`
              : `频道"${text(p, "channel_name")}"的账号名已改为 @${text(p, "reason")}。`,
      })[type],
    reason: (reason) => `原因:${reason}`,
    more: "所有通知都可以在工作室中查看。",
  },
  "zh-TW": {
    subject: (site) => `[${site}] 您有一則新通知`,
    status: {
      "need.approved": "需要驗證",
      pending: "等待審核",
      "denied.pending": "暫緩",
      approved: "已核准",
      deny: "已拒絕",
    },
    line: (type, p, status) =>
      ({
        notice: `新公告:${text(p, "title")}`,
        event: `新活動:${text(p, "title")}`,
        withdrawal: "您的提領申請狀態已變更。",
        "expected.profit": `您 ${text(p, "month")} 的預估收益已產生。`,
        "fixed.profit": `您 ${text(p, "month")} 的確認收益已入帳。`,
        tax: "您的提領需要提供發票。",
        "video.at_risk":
          Number(p.count) > 1
            ? `您有 ${text(p, "count")} 部影片(包括「${text(p, "title")}」)有被提出版權聲明的風險。請在影片報告中查看原因和處理方式。`
            : `您的影片「${text(p, "title")}」有被提出版權聲明的風險。請在影片報告中查看原因和處理方式。`,
        "channel.status": `您的頻道「${text(p, "channel_name")}」目前的狀態為:${status(text(p, "to"))}。`,
        "channel.watch":
          text(p, "to") === "code_missing"
            ? `頻道「${text(p, "channel_name")}」的說明中已沒有驗證碼。請重新放回,以維持頻道狀態正常。`
            : text(p, "to") === "code_restored"
              ? `頻道「${text(p, "channel_name")}」的說明中已重新出現驗證碼。`
              : `頻道「${text(p, "channel_name")}」的帳號代碼已改為 @${text(p, "reason")}。`,
      })[type],
    reason: (reason) => `原因:${reason}`,
    more: "所有通知都可以在工作室中查看。",
  },
};

/** The lines of a notification's mail in `language`. */
export function notificationMailLines(
  language: Language,
  type: NotificationType,
  params: Params,
): { subject: (site: string) => string; lines: string[] } {
  const words = NOTIFICATION_MAILS[language];
  const status = (value: string) => words.status[value] ?? value;
  const reason = type === "channel.status" && params.reason ? [words.reason(String(params.reason))] : [];
  return { subject: words.subject, lines: [words.line(type, params, status), ...reason, words.more] };
}
