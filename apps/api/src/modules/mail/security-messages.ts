import { isLanguage, type Language } from "@studio/contract";
import { escapeHtml } from "../../lib/html";
import type { ComposedMail } from "./compose";

/**
 * Mails about the account's sign-in (docs/decisions/142, 143), in the account's language: two-step
 * sign-in turned on, a second factor removed, staff reset it, many wrong passwords, and the code that
 * confirms a sensitive change of an account without a second factor.
 */

export type SecurityMailKind = "enabled" | "factor_removed" | "reset" | "throttled" | "step_up_code";

interface SecurityMailText {
  subject: (site: string) => string;
  lines: string[];
}

const WORDS: Record<SecurityMailKind, Record<Language, SecurityMailText>> = {
  enabled: {
    en: {
      subject: (site) => `[${site}] Two-step sign-in is on`,
      lines: [
        "Two-step sign-in was turned on for your account: signing in now also asks for a code from your authenticator app or your passkey.",
        "Keep your recovery codes somewhere safe: each one signs you in once if you lose your device.",
      ],
    },
    ko: {
      subject: (site) => `[${site}] 2단계 로그인이 켜졌습니다`,
      lines: [
        "계정에 2단계 로그인이 켜졌습니다. 이제 로그인할 때 인증 앱의 코드나 패스키도 필요합니다.",
        "복구 코드를 안전한 곳에 보관해 주세요. 기기를 잃어버렸을 때 코드마다 한 번씩 로그인할 수 있습니다.",
      ],
    },
    "zh-CN": {
      subject: (site) => `[${site}] 两步登录已开启`,
      lines: [
        "您的账号已开启两步登录：登录时还需要输入身份验证器应用中的验证码或使用通行密钥。",
        "请妥善保管恢复码：丢失设备时，每个恢复码可登录一次。",
      ],
    },
    "zh-TW": {
      subject: (site) => `[${site}] 兩步驟登入已啟用`,
      lines: [
        "您的帳號已啟用兩步驟登入：登入時還需要輸入驗證器應用程式中的驗證碼或使用密碼金鑰。",
        "請妥善保管復原碼：遺失裝置時，每組復原碼可登入一次。",
      ],
    },
  },
  factor_removed: {
    en: {
      subject: (site) => `[${site}] A sign-in method was removed`,
      lines: [
        "An authenticator app or a passkey was removed from your account's two-step sign-in.",
        "If this was not you, change your password at once and contact support.",
      ],
    },
    ko: {
      subject: (site) => `[${site}] 로그인 인증 수단이 삭제되었습니다`,
      lines: [
        "계정의 2단계 로그인에서 인증 앱 또는 패스키가 삭제되었습니다.",
        "본인이 하지 않았다면 즉시 비밀번호를 바꾸고 고객센터로 문의해 주세요.",
      ],
    },
    "zh-CN": {
      subject: (site) => `[${site}] 一个登录验证方式已被删除`,
      lines: [
        "您账号的两步登录中删除了一个身份验证器应用或通行密钥。",
        "如果不是您本人操作，请立即修改密码并联系客服。",
      ],
    },
    "zh-TW": {
      subject: (site) => `[${site}] 一個登入驗證方式已被刪除`,
      lines: [
        "您帳號的兩步驟登入中刪除了一個驗證器應用程式或密碼金鑰。",
        "如果不是您本人操作，請立即變更密碼並聯絡客服。",
      ],
    },
  },
  reset: {
    en: {
      subject: (site) => `[${site}] Your two-step sign-in was reset`,
      lines: [
        "At your request, our staff removed every second factor of your account (authenticator app, passkeys, recovery codes and remembered devices).",
        "Set up two-step sign-in again the next time you sign in.",
        "If you did not ask for this, change your password at once and contact support.",
      ],
    },
    ko: {
      subject: (site) => `[${site}] 2단계 로그인이 초기화되었습니다`,
      lines: [
        "요청에 따라 담당자가 계정의 모든 인증 수단(인증 앱, 패스키, 복구 코드, 기억된 기기)을 삭제했습니다.",
        "다음 로그인 때 2단계 로그인을 다시 설정해 주세요.",
        "요청하지 않으셨다면 즉시 비밀번호를 바꾸고 고객센터로 문의해 주세요.",
      ],
    },
    "zh-CN": {
      subject: (site) => `[${site}] 您的两步登录已重置`,
      lines: [
        "应您的请求，工作人员已删除您账号的所有验证方式（身份验证器应用、通行密钥、恢复码和已记住的设备）。",
        "下次登录时请重新设置两步登录。",
        "如果不是您本人申请，请立即修改密码并联系客服。",
      ],
    },
    "zh-TW": {
      subject: (site) => `[${site}] 您的兩步驟登入已重設`,
      lines: [
        "應您的要求，工作人員已刪除您帳號的所有驗證方式（驗證器應用程式、密碼金鑰、復原碼和已記住的裝置）。",
        "下次登入時請重新設定兩步驟登入。",
        "如果不是您本人申請，請立即變更密碼並聯絡客服。",
      ],
    },
  },
  throttled: {
    en: {
      subject: (site) => `[${site}] Many wrong passwords for your account`,
      lines: [
        "Someone entered a wrong password for your account several times. Further tries now have to wait longer each time.",
        "If this was you, wait a moment, or sign in with your password and a code from your authenticator app.",
        "If it was not you, your account is still safe as long as your password is not known; consider changing it and turning on two-step sign-in.",
      ],
    },
    ko: {
      subject: (site) => `[${site}] 계정에 잘못된 비밀번호가 여러 번 입력되었습니다`,
      lines: [
        "누군가 계정에 잘못된 비밀번호를 여러 번 입력했습니다. 이후 시도는 매번 더 오래 기다려야 합니다.",
        "본인이라면 잠시 기다리거나, 비밀번호와 인증 앱의 코드로 로그인해 주세요.",
        "본인이 아니라면 비밀번호가 알려지지 않은 한 계정은 안전합니다. 비밀번호를 바꾸고 2단계 로그인을 켜는 것을 권장합니다.",
      ],
    },
    "zh-CN": {
      subject: (site) => `[${site}] 您的账号多次输入了错误密码`,
      lines: [
        "有人多次为您的账号输入了错误的密码。之后的每次尝试都需要等待更长时间。",
        "如果是您本人，请稍候，或使用密码加身份验证器应用中的验证码登录。",
        "如果不是您本人，只要密码未泄露，您的账号仍是安全的；建议修改密码并开启两步登录。",
      ],
    },
    "zh-TW": {
      subject: (site) => `[${site}] 您的帳號多次輸入了錯誤密碼`,
      lines: [
        "有人多次為您的帳號輸入了錯誤的密碼。之後的每次嘗試都需要等待更長時間。",
        "如果是您本人，請稍候，或使用密碼加上驗證器應用程式中的驗證碼登入。",
        "如果不是您本人，只要密碼未外洩，您的帳號仍是安全的；建議變更密碼並啟用兩步驟登入。",
      ],
    },
  },
  step_up_code: {
    en: {
      subject: (site) => `[${site}] Code to confirm a change`,
      lines: [
        "Enter this code to confirm the change to your account (valid for 10 minutes):",
        "If you did not ask for it, change your password at once: someone may be signed in to your account.",
      ],
    },
    ko: {
      subject: (site) => `[${site}] 변경 확인 코드`,
      lines: [
        "계정 변경을 확인하려면 아래 코드를 입력해 주세요(10분 동안 유효):",
        "요청하지 않으셨다면 즉시 비밀번호를 바꿔 주세요. 다른 사람이 계정에 로그인했을 수 있습니다.",
      ],
    },
    "zh-CN": {
      subject: (site) => `[${site}] 确认更改的验证码`,
      lines: [
        "请输入以下验证码以确认对您账号的更改（10 分钟内有效）：",
        "如果不是您本人申请，请立即修改密码：可能有其他人登录了您的账号。",
      ],
    },
    "zh-TW": {
      subject: (site) => `[${site}] 確認變更的驗證碼`,
      lines: [
        "請輸入以下驗證碼以確認對您帳號的變更（10 分鐘內有效）：",
        "如果不是您本人申請，請立即變更密碼：可能有其他人登入了您的帳號。",
      ],
    },
  },
};

/** A sign-in mail in the account's language; `code` (the step-up code) is shown after the first line. */
export function composeSecurityMail(options: {
  kind: SecurityMailKind;
  language: string;
  siteName: string;
  colour: string;
  code?: string;
}): ComposedMail {
  const words = WORDS[options.kind][isLanguage(options.language) ? options.language : "en"];
  const [first = "", ...rest] = words.lines;
  const code = options.code ? [options.code] : [];
  const subject = words.subject(options.siteName);
  const text = [first, ...code, ...rest].join("\n\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933">
<h2 style="color:${escapeHtml(options.colour)}">${escapeHtml(options.siteName)}</h2>
<p>${escapeHtml(first)}</p>
${code.map((c) => `<p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(c)}</p>`).join("")}
${rest.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
</body></html>`;
  return { subject, text, html };
}
