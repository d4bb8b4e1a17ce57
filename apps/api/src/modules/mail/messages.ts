import type { Language } from "@studio/contract";

interface CodeMailText {
  subject: (site: string) => string;
  intro: string;
  validity: (minutes: number) => string;
  ignore: string;
}

/** Mail wording, in the account's language. */
export const CODE_MAILS: Record<"signup" | "reset", Record<Language, CodeMailText>> = {
  signup: {
    en: {
      subject: (site) => `[${site}] Your verification code`,
      intro: "Enter this code to verify your e-mail address:",
      validity: (m) => `The code is valid for ${m} minutes.`,
      ignore: "If you did not sign up, you can ignore this e-mail.",
    },
    ko: {
      subject: (site) => `[${site}] 이메일 인증 코드`,
      intro: "아래 코드를 입력해 이메일 주소를 인증해 주세요:",
      validity: (m) => `코드는 ${m}분 동안 유효합니다.`,
      ignore: "가입하신 적이 없다면 이 메일은 무시하셔도 됩니다.",
    },
    "zh-CN": {
      subject: (site) => `[${site}] 您的验证码`,
      intro: "请输入以下验证码以验证您的邮箱地址:",
      validity: (m) => `验证码在 ${m} 分钟内有效。`,
      ignore: "如果您没有注册,请忽略此邮件。",
    },
    "zh-TW": {
      subject: (site) => `[${site}] 您的驗證碼`,
      intro: "請輸入以下驗證碼以驗證您的電子郵件地址:",
      validity: (m) => `驗證碼在 ${m} 分鐘內有效。`,
      ignore: "如果您沒有註冊,請忽略此郵件。",
    },
  },
  reset: {
    en: {
      subject: (site) => `[${site}] Password reset code`,
      intro: "Enter this code to set a new password:",
      validity: (m) => `The code is valid for ${m} minutes.`,
      ignore:
        "If you did not ask to reset your password, you can ignore this e-mail; your password stays the same.",
    },
    ko: {
      subject: (site) => `[${site}] 비밀번호 재설정 코드`,
      intro: "아래 코드를 입력해 새 비밀번호를 설정해 주세요:",
      validity: (m) => `코드는 ${m}분 동안 유효합니다.`,
      ignore:
        "비밀번호 재설정을 요청하지 않으셨다면 이 메일은 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.",
    },
    "zh-CN": {
      subject: (site) => `[${site}] 密码重置验证码`,
      intro: "请输入以下验证码以设置新密码:",
      validity: (m) => `验证码在 ${m} 分钟内有效。`,
      ignore: "如果您没有申请重置密码,请忽略此邮件,您的密码不会改变。",
    },
    "zh-TW": {
      subject: (site) => `[${site}] 密碼重設驗證碼`,
      intro: "請輸入以下驗證碼以設定新密碼:",
      validity: (m) => `驗證碼在 ${m} 分鐘內有效。`,
      ignore: "如果您沒有申請重設密碼,請忽略此郵件,您的密碼不會改變。",
    },
  },
};

interface PaymentInfoMailText {
  subject: (site: string) => string;
  intro: (kind: "registered" | "changed") => string;
  method: (method: "bank" | "paypal") => string;
  when: (at: string) => string;
  notYou: string;
  /** A change: the destination before and after, each masked (docs/decisions/144). */
  change: (before: string, after: string) => string;
  /** A masked destination: "bank transfer ****3000", "PayPal m***@example.com". */
  destination: (method: "bank" | "paypal", masked: string) => string;
  /** The withdrawal hold a change starts. */
  hold: (until: string) => string;
  /** A change not made by the account's owner: what to do, while the hold keeps the money. */
  notYouChanged: string;
}

/** "Your payment info changed" (docs/decisions/084), in the account's language. */
export const PAYMENT_INFO_MAILS: Record<Language, PaymentInfoMailText> = {
  en: {
    subject: (site) => `[${site}] Your payment info changed`,
    intro: (kind) =>
      kind === "registered"
        ? "Payment info was registered on your account."
        : "The payment info of your account was changed.",
    method: (method) => `Payout method: ${method === "bank" ? "bank transfer" : "PayPal"}`,
    when: (at) => `When: ${at}`,
    notYou:
      "If this was not you, change your password at once and contact support before your next withdrawal.",
    change: (before, after) => `Before: ${before} → Now: ${after}`,
    destination: (method, masked) => `${method === "bank" ? "bank transfer" : "PayPal"} ${masked}`,
    hold: (until) => `For your safety, withdrawals are on hold until ${until}.`,
    notYouChanged:
      "If this wasn't you: change your password at once, turn on two-step sign-in, and contact support before the hold ends so no withdrawal goes to the new details.",
  },
  ko: {
    subject: (site) => `[${site}] 지급 정보가 변경되었습니다`,
    intro: (kind) =>
      kind === "registered" ? "계정에 지급 정보가 등록되었습니다." : "계정의 지급 정보가 변경되었습니다.",
    method: (method) => `지급 방법: ${method === "bank" ? "은행 송금" : "PayPal"}`,
    when: (at) => `일시: ${at}`,
    notYou: "본인이 변경하지 않았다면 즉시 비밀번호를 바꾸고 다음 출금 전에 고객센터로 문의해 주세요.",
    change: (before, after) => `변경 전: ${before} → 변경 후: ${after}`,
    destination: (method, masked) => `${method === "bank" ? "은행 송금" : "PayPal"} ${masked}`,
    hold: (until) => `안전을 위해 ${until}까지 출금이 보류됩니다.`,
    notYouChanged:
      "본인이 변경하지 않았다면 즉시 비밀번호를 바꾸고 2단계 로그인을 켠 뒤, 보류가 끝나기 전에 고객센터로 문의해 새 정보로 출금되지 않게 해 주세요.",
  },
  "zh-CN": {
    subject: (site) => `[${site}] 您的收款信息已变更`,
    intro: (kind) => (kind === "registered" ? "您的账号已登记收款信息。" : "您账号的收款信息已变更。"),
    method: (method) => `收款方式：${method === "bank" ? "银行转账" : "PayPal"}`,
    when: (at) => `时间：${at}`,
    notYou: "如果不是您本人操作，请立即修改密码，并在下次提现前联系客服。",
    change: (before, after) => `变更前：${before} → 变更后：${after}`,
    destination: (method, masked) => `${method === "bank" ? "银行转账" : "PayPal"} ${masked}`,
    hold: (until) => `为了您的账户安全，提现将暂停至 ${until}。`,
    notYouChanged:
      "如果不是您本人操作：请立即修改密码并开启两步登录，并在暂停结束前联系客服，以免款项提现到新的收款信息。",
  },
  "zh-TW": {
    subject: (site) => `[${site}] 您的收款資訊已變更`,
    intro: (kind) => (kind === "registered" ? "您的帳號已登錄收款資訊。" : "您帳號的收款資訊已變更。"),
    method: (method) => `收款方式：${method === "bank" ? "銀行轉帳" : "PayPal"}`,
    when: (at) => `時間：${at}`,
    notYou: "如果不是您本人操作，請立即變更密碼，並在下次提領前聯絡客服。",
    change: (before, after) => `變更前：${before} → 變更後：${after}`,
    destination: (method, masked) => `${method === "bank" ? "銀行轉帳" : "PayPal"} ${masked}`,
    hold: (until) => `為了您的帳戶安全，提領將暫停至 ${until}。`,
    notYouChanged:
      "如果不是您本人操作：請立即變更密碼並啟用兩步驟登入，並在暫停結束前聯絡客服，以免款項提領到新的收款資訊。",
  },
};

interface PaypalOwnerMailText {
  subject: (site: string) => string;
  /** The address was the payout destination of an account, and is no longer. */
  removed: (site: string) => string;
  /** The address became the payout destination of an account. */
  added: (site: string) => string;
  when: (at: string) => string;
  notYou: string;
}

/**
 * To the owner of a PayPal address an account's payouts left or now go to (docs/decisions/144):
 * whoever holds the address learns of the change, even when the account's own mailbox is not theirs.
 */
export const PAYPAL_OWNER_MAILS: Record<Language, PaypalOwnerMailText> = {
  en: {
    subject: (site) => `[${site}] A payout address changed`,
    removed: (site) => `This PayPal address is no longer where an account on ${site} is paid.`,
    added: (site) => `This PayPal address is now where an account on ${site} is paid.`,
    when: (at) => `When: ${at}`,
    notYou: "If you did not expect this, contact the site's support before the next withdrawal.",
  },
  ko: {
    subject: (site) => `[${site}] 지급 받을 주소가 변경되었습니다`,
    removed: (site) => `이 PayPal 주소는 더 이상 ${site} 계정의 지급 받을 곳이 아닙니다.`,
    added: (site) => `이 PayPal 주소가 ${site} 계정의 지급 받을 곳으로 등록되었습니다.`,
    when: (at) => `일시: ${at}`,
    notYou: "예상하지 못한 변경이라면 다음 출금 전에 사이트 고객센터로 문의해 주세요.",
  },
  "zh-CN": {
    subject: (site) => `[${site}] 收款地址已变更`,
    removed: (site) => `此 PayPal 地址已不再是 ${site} 某个账号的收款地址。`,
    added: (site) => `此 PayPal 地址已成为 ${site} 某个账号的收款地址。`,
    when: (at) => `时间：${at}`,
    notYou: "如果这不在您的预期之内，请在下次提现前联系该网站的客服。",
  },
  "zh-TW": {
    subject: (site) => `[${site}] 收款地址已變更`,
    removed: (site) => `此 PayPal 地址已不再是 ${site} 某個帳號的收款地址。`,
    added: (site) => `此 PayPal 地址已成為 ${site} 某個帳號的收款地址。`,
    when: (at) => `時間：${at}`,
    notYou: "如果這不在您的預期之內，請在下次提領前聯絡該網站的客服。",
  },
};

export type WithdrawalMailStatus = "pending" | "processing" | "success" | "rejected" | "rejected.norecover";

interface WithdrawalMailText {
  subject: (site: string) => string;
  status: (status: WithdrawalMailStatus) => string;
  amounts: (total: string, fee: string, net: string) => string;
  reason: (reason: string) => string;
}

/** "Your withdrawal changed" (docs/decisions/089), in the account's language; amounts in USD. */
export const WITHDRAWAL_MAILS: Record<Language, WithdrawalMailText> = {
  en: {
    subject: (site) => `[${site}] Your withdrawal request`,
    status: (status) =>
      ({
        pending: "We received your withdrawal request.",
        processing: "Your withdrawal has been sent for payment.",
        success: "Your withdrawal was paid.",
        rejected: "Your withdrawal was rejected; the amount is back in your balance.",
        "rejected.norecover": "Your withdrawal was rejected; the amount is not returned.",
      })[status],
    amounts: (total, fee, net) => `Total ${total} USD, fee ${fee} USD, net ${net} USD`,
    reason: (reason) => `Reason: ${reason}`,
  },
  ko: {
    subject: (site) => `[${site}] 출금 신청 안내`,
    status: (status) =>
      ({
        pending: "출금 신청이 접수되었습니다.",
        processing: "출금 지급이 진행 중입니다.",
        success: "출금이 지급되었습니다.",
        rejected: "출금이 반려되었습니다. 금액은 잔액으로 돌아갔습니다.",
        "rejected.norecover": "출금이 반려되었습니다. 금액은 반환되지 않습니다.",
      })[status],
    amounts: (total, fee, net) => `총액 ${total} USD, 수수료 ${fee} USD, 실수령액 ${net} USD`,
    reason: (reason) => `사유: ${reason}`,
  },
  "zh-CN": {
    subject: (site) => `[${site}] 您的提现申请`,
    status: (status) =>
      ({
        pending: "我们已收到您的提现申请。",
        processing: "您的提现已提交付款，正在处理中。",
        success: "您的提现已支付。",
        rejected: "您的提现已被拒绝，金额已退回余额。",
        "rejected.norecover": "您的提现已被拒绝，金额不予退回。",
      })[status],
    amounts: (total, fee, net) => `总额 ${total} USD，手续费 ${fee} USD，实收 ${net} USD`,
    reason: (reason) => `原因：${reason}`,
  },
  "zh-TW": {
    subject: (site) => `[${site}] 您的提領申請`,
    status: (status) =>
      ({
        pending: "我們已收到您的提領申請。",
        processing: "您的提領已送出付款，正在處理中。",
        success: "您的提領已支付。",
        rejected: "您的提領已被拒絕，金額已退回餘額。",
        "rejected.norecover": "您的提領已被拒絕，金額不予退回。",
      })[status],
    amounts: (total, fee, net) => `總額 ${total} USD，手續費 ${fee} USD，實收 ${net} USD`,
    reason: (reason) => `原因：${reason}`,
  },
};
