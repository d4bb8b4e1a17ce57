import type { Language } from "../languages";
import { interpolate, type MessageParams } from "./interpolate";

/**
 * Messages the client shows on its own, without asking the server (docs/spec.md §5 and §8): form
 * validation, the 404 page, the generic error and the developer error for external navigation.
 * Every key has all four languages.
 */
export const CLIENT_MESSAGES = {
  emptyFields: {
    en: "Please fill in the empty fields.",
    ko: "입력하지 않은 항목이 있습니다.",
    "zh-CN": "有未填写的项目，请填写完整。",
    "zh-TW": "有尚未填寫的欄位，請填寫完整。",
  },
  tooManyAttemptsWait: {
    en: "Too many attempts. Please try again in {wait}.",
    ko: "시도 횟수가 너무 많습니다. {wait} 후에 다시 시도해 주세요.",
    "zh-CN": "尝试次数过多，请在 {wait}后再试。",
    "zh-TW": "嘗試次數過多，請在 {wait}後再試。",
  },
  allFieldsRequired: {
    en: "All fields are required.",
    ko: "모든 항목을 입력해 주세요.",
    "zh-CN": "所有项目均为必填。",
    "zh-TW": "所有欄位皆為必填。",
  },
  passwordMismatch: {
    en: "The new password and the confirmation password do not match",
    ko: "새 비밀번호와 비밀번호 확인이 일치하지 않습니다",
    "zh-CN": "新密码与确认密码不一致",
    "zh-TW": "新密碼與確認密碼不一致",
  },
  invalidEmail: {
    en: "Please enter a valid email address.",
    ko: "올바른 이메일 주소를 입력해 주세요.",
    "zh-CN": "请输入有效的邮箱地址。",
    "zh-TW": "請輸入有效的電子郵件地址。",
  },
  verificationTimePassed: {
    en: "The verification time has passed, please try again",
    ko: "인증 시간이 지났습니다. 다시 시도해 주세요",
    "zh-CN": "验证时间已过，请重试",
    "zh-TW": "驗證時間已過，請重試",
  },
  channelVerificationFailed: {
    en: "Channel verification failed. Please re-enter the code and try again.",
    ko: "채널 인증에 실패했습니다. 코드를 다시 입력한 후 시도해 주세요.",
    "zh-CN": "频道验证失败，请重新输入验证码后再试。",
    "zh-TW": "頻道驗證失敗，請重新輸入驗證碼後再試。",
  },
  genericError: {
    en: "An error has occurred",
    ko: "오류가 발생했습니다",
    "zh-CN": "发生错误",
    "zh-TW": "發生錯誤",
  },
  pageNotFound: {
    en: "Page not found: {path}",
    ko: "페이지를 찾을 수 없습니다: {path}",
    "zh-CN": "找不到页面：{path}",
    "zh-TW": "找不到頁面：{path}",
  },
  loginRequired: {
    en: "Please enter your ID and password.",
    ko: "아이디와 비밀번호를 입력해 주세요.",
    "zh-CN": "请输入账号和密码。",
    "zh-TW": "請輸入帳號和密碼。",
  },
  externalNavigation: {
    en: "Navigating to an external URL is not allowed by default.",
    ko: "기본 설정에서는 외부 URL로 이동할 수 없습니다.",
    "zh-CN": "默认不允许跳转到外部网址。",
    "zh-TW": "預設不允許前往外部網址。",
  },
  emailRequired: {
    en: "Please enter your email address.",
    ko: "이메일 주소를 입력해 주세요.",
    "zh-CN": "请输入邮箱地址。",
    "zh-TW": "請輸入電子郵件地址。",
  },
  passwordRequired: {
    en: "Please enter your password.",
    ko: "비밀번호를 입력해 주세요.",
    "zh-CN": "请输入密码。",
    "zh-TW": "請輸入密碼。",
  },
  confirmRequired: {
    en: "Please enter the password again to confirm it.",
    ko: "확인을 위해 비밀번호를 한 번 더 입력해 주세요.",
    "zh-CN": "请再次输入密码以确认。",
    "zh-TW": "請再次輸入密碼以確認。",
  },
  passwordLength: {
    en: "Your password must be between {min} and {max} characters.",
    ko: "비밀번호는 {min}~{max}자로 입력해 주세요.",
    "zh-CN": "密码长度须为 {min}～{max} 个字符。",
    "zh-TW": "密碼長度須為 {min}～{max} 個字元。",
  },
  nicknameRequired: {
    en: "Please enter a nickname.",
    ko: "닉네임을 입력해 주세요.",
    "zh-CN": "请输入昵称。",
    "zh-TW": "請輸入暱稱。",
  },
  nicknameLength: {
    en: "Your nickname must be 2-12 characters and use only letters and numbers.",
    ko: "닉네임은 2~12자의 문자와 숫자로만 입력해 주세요.",
    "zh-CN": "昵称须为 2～12 个字符，且只能包含文字和数字。",
    "zh-TW": "暱稱須為 2～12 個字元，且只能包含文字和數字。",
  },
  codeRequired: {
    en: "Please enter the verification code.",
    ko: "인증 코드를 입력해 주세요.",
    "zh-CN": "请输入验证码。",
    "zh-TW": "請輸入驗證碼。",
  },
  codeFormat: {
    en: "The verification code is 6 digits.",
    ko: "인증 코드는 숫자 6자리입니다.",
    "zh-CN": "验证码为 6 位数字。",
    "zh-TW": "驗證碼為 6 位數字。",
  },
  channelLinkRequired: {
    en: "Please enter the channel URL.",
    ko: "채널 주소를 입력해 주세요.",
    "zh-CN": "请输入频道地址。",
    "zh-TW": "請輸入頻道網址。",
  },
  channelCategoryRequired: {
    en: "Please choose a channel category.",
    ko: "채널 카테고리를 선택해 주세요.",
    "zh-CN": "请选择频道类别。",
    "zh-TW": "請選擇頻道類別。",
  },
  accountNumberMismatch: {
    en: "Account number and confirmation do not match. Please recheck and enter again.",
    ko: "계좌번호와 계좌번호 확인이 일치하지 않습니다. 다시 확인하고 입력해 주세요.",
    "zh-CN": "账户号码与确认号码不一致，请核对后重新输入。",
    "zh-TW": "帳戶號碼與確認號碼不一致，請確認後重新輸入。",
  },
  swiftLength: {
    en: "The SWIFT/BIC code must be 8-11 characters.",
    ko: "SWIFT/BIC 코드는 8~11자로 입력해 주세요.",
    "zh-CN": "SWIFT/BIC 代码须为 8～11 个字符。",
    "zh-TW": "SWIFT/BIC 代碼須為 8～11 個字元。",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ClientMessageKey = keyof typeof CLIENT_MESSAGES;

export function isClientMessageKey(key: unknown): key is ClientMessageKey {
  return typeof key === "string" && Object.hasOwn(CLIENT_MESSAGES, key);
}

/** A client message in the language, with {name} placeholders filled in. */
export function clientMessage(key: ClientMessageKey, language: Language, params?: MessageParams): string {
  const messages: Record<Language, string> = CLIENT_MESSAGES[key];
  return interpolate(messages[language] ?? messages.en, params);
}
