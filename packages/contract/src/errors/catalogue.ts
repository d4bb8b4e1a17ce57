import type { Language } from "../languages";
import { interpolate, type MessageParams } from "./interpolate";
import type { ErrorEntry } from "./types";

/**
 * The server error catalogue (docs/spec.md §8). Each code has its HTTP status (docs/design.md §2), the
 * parameters its message interpolates as {name}, and its message in every interface language.
 *
 * Status choices: 400 bad or invalid input; 401 only for "login required"; 403 refusals of an
 * account or of an action outside its window or rights; 404 something that does not exist;
 * 409 duplicates and conflicts with the current state (already registered, already applied,
 * limits reached); 413 too large; 431 request headers too large; 429 too many attempts or a per-time limit; 500 unknown;
 * 422 the video platform could not give what was asked (no 5xx for what a client sends, docs/design.md
 * §10); 503 the tax service is down, the database cannot be reached (10), the install has no
 * network yet (8) or no video platform (30009).
 *
 * Codes docs/spec.md shows without a message in some languages (10011, 10012, 10014, 10020, 10021,
 * 10023, 10025, 10027, 30008) have no zh-CN or zh-TW text: those fall back to English.
 * Parameter 5 `max` is a formatted size ("10 MB"); 6 `max` is a number of characters.
 * Codes 7, 9, 10, 11 and 12 are Studio's own (docs/decisions/039, 040, 138, 140, 141), as are 10028 and 10029 (fee rates,
 * docs/decisions/079), 40018 (an invalid account number or IBAN, docs/decisions/085) and 40019 (bank transfer
 * below 100 USD, docs/decisions/132): a NUL character in any input, which
 * PostgreSQL cannot store in text; too many files or fields in one upload (`max` a count); a
 * database that cannot be reached for a moment (10, any call).
 */
export const ERROR_CATALOGUE = {
  1: {
    status: 500,
    params: [],
    messages: {
      en: "An unknown error occurred. Please try again later.",
      ko: "알 수 없는 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
      "zh-CN": "发生未知错误，请稍后再试。",
      "zh-TW": "發生未知錯誤，請稍後再試。",
    },
  },
  2: {
    status: 403,
    params: [],
    messages: {
      en: "Invalid access.",
      ko: "잘못된 접근입니다.",
      "zh-CN": "无效的访问。",
      "zh-TW": "無效的存取。",
    },
  },
  3: {
    status: 429,
    params: [],
    messages: {
      en: "Too many requests. Please try again later.",
      ko: "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
      "zh-CN": "请求过于频繁，请稍后再试。",
      "zh-TW": "請求過於頻繁，請稍後再試。",
    },
  },
  4: {
    status: 400,
    params: [],
    messages: {
      en: "Please fill in all required fields.",
      ko: "필수 항목을 모두 입력해 주세요.",
      "zh-CN": "请填写所有必填项。",
      "zh-TW": "請填寫所有必填欄位。",
    },
  },
  5: {
    status: 413,
    params: ["max"],
    messages: {
      en: "The attachment is too large. The maximum size is {max}.",
      ko: "첨부 파일이 너무 큽니다. 최대 {max}까지 첨부할 수 있습니다.",
      "zh-CN": "附件过大，大小不能超过 {max}。",
      "zh-TW": "附件過大，大小不得超過 {max}。",
    },
  },
  6: {
    status: 400,
    params: ["max"],
    messages: {
      en: "The content is too long. Please keep it to {max} characters or fewer.",
      ko: "내용이 너무 깁니다. {max}자 이내로 입력해 주세요.",
      "zh-CN": "内容过长，请控制在 {max} 个字符以内。",
      "zh-TW": "內容過長，請控制在 {max} 個字元以內。",
    },
  },
  7: {
    status: 400,
    params: [],
    messages: {
      en: "The input contains characters that cannot be used.",
      ko: "입력한 내용에 사용할 수 없는 문자가 있습니다.",
      "zh-CN": "输入的内容包含无法使用的字符。",
      "zh-TW": "輸入的內容包含無法使用的字元。",
    },
  },
  // Project code (docs/decisions/031): a production install before its first network exists.
  8: {
    status: 503,
    params: [],
    messages: {
      en: "Studio is not set up yet. The operator must create the first network: npm run studio -- create-network (see docs/operations.md).",
      ko: "Studio가 아직 설정되지 않았습니다. 운영자가 첫 네트워크를 만들어야 합니다: npm run studio -- create-network (docs/operations.md 참고).",
      "zh-CN":
        "Studio 尚未设置。请由运维人员创建第一个机构：npm run studio -- create-network（参见 docs/operations.md）。",
      "zh-TW":
        "Studio 尚未設定。請由維運人員建立第一個機構：npm run studio -- create-network（參見 docs/operations.md）。",
    },
  },
  9: {
    status: 413,
    params: ["max"],
    messages: {
      en: "Too many files or fields in one upload. The maximum is {max}.",
      ko: "한 번에 올릴 수 있는 파일이나 항목이 너무 많습니다. 최대 {max}개까지 가능합니다.",
      "zh-CN": "一次上传的文件或字段过多，最多 {max} 个。",
      "zh-TW": "一次上傳的檔案或欄位過多，最多 {max} 個。",
    },
  },
  // Project code (docs/decisions/138): the database cannot be reached for a moment (Retry-After).
  10: {
    status: 503,
    params: [],
    messages: {
      en: "The service is temporarily unavailable. Please try again in a moment.",
      ko: "서비스를 일시적으로 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.",
      "zh-CN": "服务暂时无法使用，请稍后再试。",
      "zh-TW": "服務暫時無法使用，請稍後再試。",
    },
  },
  // Project code (docs/decisions/140): an uploaded image that is not a PNG, a WebP or a well-formed SVG.
  11: {
    status: 400,
    params: [],
    messages: {
      en: "This image cannot be used. Please upload a PNG, WebP or valid SVG file.",
      ko: "사용할 수 없는 이미지입니다. PNG, WebP 또는 올바른 SVG 파일을 올려 주세요.",
      "zh-CN": "无法使用此图片，请上传 PNG、WebP 或有效的 SVG 文件。",
      "zh-TW": "無法使用此圖片，請上傳 PNG、WebP 或有效的 SVG 檔案。",
    },
  },
  // Project code (docs/decisions/141): request headers over the server's limit (431).
  12: {
    status: 431,
    params: ["max"],
    messages: {
      en: "The request headers are too large. The maximum size is {max}.",
      ko: "요청 헤더가 너무 큽니다. 최대 {max}까지 보낼 수 있습니다.",
      "zh-CN": "请求头过大，大小不能超过 {max}。",
      "zh-TW": "請求標頭過大，大小不得超過 {max}。",
    },
  },

  // Account
  10000: {
    status: 401,
    params: [],
    messages: {
      en: "Please log in to continue.",
      ko: "로그인이 필요합니다.",
      "zh-CN": "请先登录。",
      "zh-TW": "請先登入。",
    },
  },
  10001: {
    status: 404,
    params: [],
    messages: {
      en: "This account cannot be found or accessed. Please contact customer support.",
      ko: "계정을 찾을 수 없거나 이용할 수 없습니다. 고객센터로 문의해 주세요.",
      "zh-CN": "找不到该账号或该账号无法使用，请联系客服。",
      "zh-TW": "找不到此帳號或此帳號無法使用，請聯絡客服。",
    },
  },
  10002: {
    status: 403,
    params: [],
    messages: {
      en: "This account has been deleted.",
      ko: "삭제된 계정입니다.",
      "zh-CN": "该账号已被删除。",
      "zh-TW": "此帳號已被刪除。",
    },
  },
  10003: {
    status: 400,
    params: [],
    messages: {
      en: "The ID (email) or password is incorrect.",
      ko: "아이디(이메일) 또는 비밀번호가 올바르지 않습니다.",
      "zh-CN": "账号（邮箱）或密码错误。",
      "zh-TW": "帳號（電子郵件）或密碼錯誤。",
    },
  },
  10004: {
    status: 400,
    params: [],
    messages: {
      en: "The password is incorrect.",
      ko: "비밀번호가 올바르지 않습니다.",
      "zh-CN": "密码错误。",
      "zh-TW": "密碼錯誤。",
    },
  },
  10005: {
    status: 400,
    params: ["min", "max"],
    messages: {
      en: "Your ID must be between {min} and {max} characters.",
      ko: "아이디는 {min}~{max}자로 입력해 주세요.",
      "zh-CN": "账号长度须为 {min}～{max} 个字符。",
      "zh-TW": "帳號長度須為 {min}～{max} 個字元。",
    },
  },
  10006: {
    status: 400,
    params: ["min", "max"],
    messages: {
      en: "Use a password of {min} to {max} characters that is not easy to guess.",
      ko: "비밀번호는 추측하기 어려운 {min}~{max}자로 입력해 주세요.",
      "zh-CN": "密码须为 {min}～{max} 个字符，且不能过于简单。",
      "zh-TW": "密碼須為 {min}～{max} 個字元，且不能過於簡單。",
    },
  },
  10007: {
    status: 400,
    params: [],
    messages: {
      en: "Please enter a valid email address.",
      ko: "올바른 이메일 주소를 입력해 주세요.",
      "zh-CN": "请输入有效的邮箱地址。",
      "zh-TW": "請輸入有效的電子郵件地址。",
    },
  },
  10008: {
    status: 400,
    params: ["min", "max"],
    messages: {
      en: "The name must be between {min} and {max} characters and use only letters and numbers.",
      ko: "이름은 {min}~{max}자의 문자와 숫자로만 입력해 주세요.",
      "zh-CN": "名称须为 {min}～{max} 个字符，且只能包含文字和数字。",
      "zh-TW": "名稱須為 {min}～{max} 個字元，且只能包含文字和數字。",
    },
  },
  10009: {
    status: 409,
    params: [],
    messages: {
      en: "This email address is already registered.",
      ko: "이미 가입된 이메일 주소입니다.",
      "zh-CN": "该邮箱已被注册。",
      "zh-TW": "此電子郵件已被註冊。",
    },
  },
  10010: {
    status: 409,
    params: [],
    messages: {
      en: "This nickname is already in use.",
      ko: "이미 사용 중인 닉네임입니다.",
      "zh-CN": "该昵称已被使用。",
      "zh-TW": "此暱稱已被使用。",
    },
  },
  10011: {
    status: 400,
    params: [],
    messages: {
      en: "The invite code is incorrect.",
      ko: "초대 코드가 올바르지 않습니다.",
    },
  },
  10012: {
    status: 400,
    params: [],
    messages: {
      en: "The phone number is incorrect.",
      ko: "휴대폰 번호가 올바르지 않습니다.",
    },
  },
  10013: {
    status: 403,
    params: [],
    messages: {
      en: "This account has been suspended for violating our policies.",
      ko: "운영 정책 위반으로 이용이 정지된 계정입니다.",
      "zh-CN": "该账号因违反运营政策已被停用。",
      "zh-TW": "此帳號因違反營運政策已被停權。",
    },
  },
  10014: {
    status: 400,
    params: [],
    messages: {
      en: "This phone number cannot be used.",
      ko: "사용할 수 없는 휴대폰 번호입니다.",
    },
  },
  10015: {
    status: 429,
    params: [],
    messages: {
      en: "Too many verification attempts. Please try again later.",
      ko: "인증 시도 횟수를 초과했습니다. 잠시 후 다시 시도해 주세요.",
      "zh-CN": "验证尝试次数过多，请稍后再试。",
      "zh-TW": "驗證嘗試次數過多，請稍後再試。",
    },
  },
  10016: {
    status: 400,
    params: [],
    messages: {
      en: "The verification code is incorrect.",
      ko: "인증 코드가 올바르지 않습니다.",
      "zh-CN": "验证码错误。",
      "zh-TW": "驗證碼錯誤。",
    },
  },
  10017: {
    status: 400,
    params: [],
    messages: {
      en: "The verification has expired. Please start again.",
      ko: "인증 시간이 만료되었습니다. 처음부터 다시 진행해 주세요.",
      "zh-CN": "验证已过期，请重新开始。",
      "zh-TW": "驗證已逾時，請重新開始。",
    },
  },
  10018: {
    status: 400,
    params: [],
    messages: {
      en: "Your new password must be different from your current password.",
      ko: "새 비밀번호는 현재 비밀번호와 다르게 입력해 주세요.",
      "zh-CN": "新密码不能与当前密码相同。",
      "zh-TW": "新密碼不能與目前的密碼相同。",
    },
  },
  10019: {
    status: 400,
    params: [],
    messages: {
      en: "Your current password is incorrect.",
      ko: "현재 비밀번호가 일치하지 않습니다.",
      "zh-CN": "当前密码不正确。",
      "zh-TW": "目前的密碼不正確。",
    },
  },
  10020: {
    status: 400,
    params: [],
    messages: {
      en: "The phone verification code is incorrect.",
      ko: "휴대폰 인증번호가 올바르지 않습니다.",
    },
  },
  10021: {
    status: 404,
    params: [],
    messages: {
      en: "There is no account registered with this phone number.",
      ko: "이 휴대폰 번호로 가입된 계정이 없습니다.",
    },
  },
  10022: {
    status: 400,
    params: [],
    messages: {
      en: "A password is required. If your account doesn't have one yet, please set it with Find password.",
      ko: "비밀번호가 필요합니다. 비밀번호가 없는 계정은 비밀번호 찾기에서 먼저 설정해 주세요.",
      "zh-CN": "需要输入密码。如果您的账号尚未设置密码，请通过“找回密码”进行设置。",
      "zh-TW": "需要輸入密碼。若您的帳號尚未設定密碼，請透過「找回密碼」進行設定。",
    },
  },
  10023: {
    status: 400,
    params: [],
    messages: {
      en: "Phone verification has expired. Please try again.",
      ko: "휴대폰 인증 시간이 만료되었습니다. 다시 시도해 주세요.",
    },
  },
  10024: {
    status: 400,
    params: [],
    messages: {
      en: "The time allowed to change your password has expired. Please start again.",
      ko: "비밀번호 변경 가능 시간이 만료되었습니다. 처음부터 다시 진행해 주세요.",
      "zh-CN": "修改密码的有效时间已过，请重新操作。",
      "zh-TW": "變更密碼的有效時間已過，請重新操作。",
    },
  },
  10025: {
    status: 403,
    params: [],
    messages: {
      en: "The cancellation period has passed. Please contact us via chat support.",
      ko: "취소 가능 기간이 지났습니다. 채팅 상담으로 문의해 주세요.",
    },
  },
  10026: {
    status: 403,
    params: [],
    messages: {
      en: "Applications are not open at this time.",
      ko: "신청 기간이 아닙니다.",
      "zh-CN": "当前不在申请期间。",
      "zh-TW": "目前不在申請期間。",
    },
  },
  10027: {
    status: 409,
    params: [],
    messages: {
      en: "You have already submitted your violation consent signature.",
      ko: "위반 동의 서명을 이미 제출하셨습니다.",
    },
  },

  10028: {
    status: 400,
    params: ["min", "max"],
    messages: {
      en: "The fee rate must be between {min}% and {max}%, with at most two decimals.",
      ko: "수수료율은 {min}%에서 {max}% 사이여야 하며 소수점 둘째 자리까지 입력할 수 있습니다.",
      "zh-CN": "费率必须在 {min}% 到 {max}% 之间，最多两位小数。",
      "zh-TW": "費率必須介於 {min}% 到 {max}% 之間，最多兩位小數。",
    },
  },
  10029: {
    status: 409,
    params: [],
    messages: {
      en: "A fee rate can start only this month or later, in a month whose revenue is not yet confirmed.",
      ko: "수수료율은 이번 달 이후, 수익이 아직 확정되지 않은 달부터만 적용할 수 있습니다.",
      "zh-CN": "费率只能从本月或之后、收益尚未确认的月份开始生效。",
      "zh-TW": "費率只能從本月或之後、收益尚未確認的月份開始生效。",
    },
  },
  // Project codes (docs/decisions/142, 143, 144): two-step sign-in, the per-account login
  // throttle, and confirming a change of payout details.
  10030: {
    status: 400,
    params: [],
    messages: {
      en: "That code is not correct or has expired. Enter the current code from your authenticator app, or a recovery code.",
      ko: "코드가 올바르지 않거나 만료되었습니다. 인증 앱에 표시된 현재 코드나 복구 코드를 입력해 주세요.",
      "zh-CN": "验证码不正确或已过期。请输入身份验证器应用中当前显示的验证码，或一个恢复码。",
      "zh-TW": "驗證碼不正確或已過期。請輸入驗證器應用程式目前顯示的驗證碼，或一組復原碼。",
    },
  },
  10031: {
    status: 403,
    params: [],
    messages: {
      en: "Your account needs two-step sign-in. Set up an authenticator app or a passkey to continue.",
      ko: "이 계정은 2단계 로그인이 필요합니다. 계속하려면 인증 앱이나 패스키를 등록해 주세요.",
      "zh-CN": "您的账号需要开启两步登录。请先设置身份验证器应用或通行密钥再继续。",
      "zh-TW": "您的帳號需要啟用兩步驟登入。請先設定驗證器應用程式或密碼金鑰再繼續。",
    },
  },
  10032: {
    status: 400,
    params: [],
    messages: {
      en: "This sign-in has expired. Please log in again.",
      ko: "로그인 시간이 만료되었습니다. 다시 로그인해 주세요.",
      "zh-CN": "本次登录已过期，请重新登录。",
      "zh-TW": "本次登入已逾時，請重新登入。",
    },
  },
  10033: {
    status: 429,
    params: ["seconds"],
    messages: {
      en: "Too many wrong passwords for this account. Try again in {seconds} seconds, or sign in with your password and a code from your authenticator app.",
      ko: "이 계정에 잘못된 비밀번호가 너무 많이 입력되었습니다. {seconds}초 후에 다시 시도하거나, 비밀번호와 인증 앱의 코드로 로그인해 주세요.",
      "zh-CN": "该账号密码错误次数过多。请在 {seconds} 秒后重试，或使用密码加身份验证器应用中的验证码登录。",
      "zh-TW":
        "此帳號密碼錯誤次數過多。請在 {seconds} 秒後重試，或使用密碼加上驗證器應用程式中的驗證碼登入。",
    },
  },
  10034: {
    status: 409,
    params: [],
    messages: {
      en: "Your account needs two-step sign-in, so its last second factor cannot be removed. Add another one first.",
      ko: "이 계정은 2단계 로그인이 필요하므로 마지막 인증 수단은 삭제할 수 없습니다. 먼저 다른 인증 수단을 추가해 주세요.",
      "zh-CN": "您的账号必须开启两步登录，因此无法删除最后一个验证方式。请先添加另一个。",
      "zh-TW": "您的帳號必須啟用兩步驟登入，因此無法刪除最後一個驗證方式。請先新增另一個。",
    },
  },
  10035: {
    status: 403,
    params: [],
    messages: {
      en: "Confirm it's you: enter a code from your authenticator app, use your passkey, or enter the code we e-mailed you.",
      ko: "본인 확인이 필요합니다. 인증 앱의 코드를 입력하거나 패스키를 사용하거나, 이메일로 받은 코드를 입력해 주세요.",
      "zh-CN": "请确认是您本人：输入身份验证器应用中的验证码、使用通行密钥，或输入我们通过邮件发送的验证码。",
      "zh-TW":
        "請確認是您本人：輸入驗證器應用程式中的驗證碼、使用密碼金鑰，或輸入我們以電子郵件寄送的驗證碼。",
    },
  },

  // Music
  20000: {
    status: 409,
    params: ["limit"],
    messages: {
      en: "You've reached the favourites limit. You can save up to {limit} tracks.",
      ko: "즐겨찾기는 최대 {limit}곡까지 추가할 수 있습니다.",
      "zh-CN": "收藏已达上限，最多可收藏 {limit} 首歌曲。",
      "zh-TW": "收藏已達上限，最多可收藏 {limit} 首歌曲。",
    },
  },

  // Channel
  30000: {
    status: 409,
    params: [],
    messages: {
      en: "This channel has already been verified.",
      ko: "이미 인증이 완료된 채널입니다.",
      "zh-CN": "该频道已完成验证。",
      "zh-TW": "此頻道已完成驗證。",
    },
  },
  30001: {
    status: 400,
    params: [],
    messages: {
      en: "Please enter a valid channel URL.",
      ko: "올바른 채널 주소를 입력해 주세요.",
      "zh-CN": "请输入有效的频道地址。",
      "zh-TW": "請輸入有效的頻道網址。",
    },
  },
  30002: {
    status: 422,
    params: [],
    messages: {
      en: "We couldn't get the channel information. Please try again later.",
      ko: "채널 정보를 가져올 수 없습니다. 잠시 후 다시 시도해 주세요.",
      "zh-CN": "无法获取频道信息，请稍后再试。",
      "zh-TW": "無法取得頻道資訊，請稍後再試。",
    },
  },
  30003: {
    status: 409,
    params: [],
    messages: {
      en: "This channel is already registered.",
      ko: "이미 등록된 채널입니다.",
      "zh-CN": "该频道已被登记。",
      "zh-TW": "此頻道已被登錄。",
    },
  },
  30004: {
    status: 403,
    params: [],
    messages: {
      en: "This channel cannot be registered.",
      ko: "등록할 수 없는 채널입니다.",
      "zh-CN": "该频道无法登记。",
      "zh-TW": "此頻道無法登錄。",
    },
  },
  30005: {
    status: 409,
    params: [],
    messages: {
      en: "This channel cannot be processed right now.",
      ko: "지금은 이 채널을 처리할 수 없습니다.",
      "zh-CN": "该频道目前无法处理。",
      "zh-TW": "此頻道目前無法處理。",
    },
  },
  30006: {
    status: 403,
    params: [],
    messages: {
      en: "This channel is not eligible for re-review.",
      ko: "재심사를 요청할 수 없는 채널입니다.",
      "zh-CN": "该频道不符合重新审核的条件。",
      "zh-TW": "此頻道不符合重新審核的條件。",
    },
  },
  30007: {
    status: 429,
    params: [],
    messages: {
      en: "You can request a re-review once a day. Please try again tomorrow.",
      ko: "재심사는 하루에 한 번만 요청할 수 있습니다. 내일 다시 시도해 주세요.",
      "zh-CN": "每天只能申请一次重新审核，请明天再试。",
      "zh-TW": "每天只能申請一次重新審核，請明天再試。",
    },
  },
  30008: {
    status: 403,
    params: [],
    messages: {
      en: "Log in to the studio to see your actual earnings.",
      ko: "실제 수익은 스튜디오에 로그인해서 확인해 주세요.",
    },
  },
  // Project code (docs/decisions/030): production without YOUTUBE_API_KEY.
  30009: {
    status: 503,
    params: [],
    messages: {
      en: "Channels cannot be added yet: no video platform is configured on this server. Please contact the network.",
      ko: "아직 채널을 추가할 수 없습니다. 이 서버에 영상 플랫폼이 설정되어 있지 않습니다. 네트워크에 문의해 주세요.",
      "zh-CN": "暂时无法添加频道：此服务器尚未配置视频平台。请联系机构运营方。",
      "zh-TW": "暫時無法新增頻道：此伺服器尚未設定影音平台。請聯絡機構營運方。",
    },
  },
  30010: {
    status: 409,
    params: [],
    messages: {
      en: "This channel's status cannot change that way.",
      ko: "이 채널은 현재 상태에서 그렇게 바꿀 수 없습니다.",
      "zh-CN": "该频道当前的状态无法这样变更。",
      "zh-TW": "此頻道目前的狀態無法這樣變更。",
    },
  },
  30011: {
    status: 422,
    params: [],
    messages: {
      en: "There is no channel at this address. Please check the link and try again.",
      ko: "이 주소에 해당하는 채널이 없습니다. 링크를 확인한 뒤 다시 입력해 주세요.",
      "zh-CN": "此地址没有对应的频道，请检查链接后重新输入。",
      "zh-TW": "此網址沒有對應的頻道，請檢查連結後重新輸入。",
    },
  },

  // Payout and video review
  40000: {
    status: 409,
    params: [],
    messages: {
      en: "Please register your payment information first.",
      ko: "먼저 지급 정보를 등록해 주세요.",
      "zh-CN": "请先登记收款信息。",
      "zh-TW": "請先登錄收款資訊。",
    },
  },
  40001: {
    status: 403,
    params: [],
    messages: {
      en: "Withdrawals can't be requested today. Please check the withdrawal schedule.",
      ko: "지금은 출금 신청 기간이 아닙니다. 출금 일정을 확인해 주세요.",
      "zh-CN": "当前不是提现日期，请查看提现时间安排。",
      "zh-TW": "目前不是提領日期，請查看提領時程。",
    },
  },
  40002: {
    status: 409,
    params: [],
    messages: {
      en: "Your available balance is not enough to withdraw.",
      ko: "출금 가능 잔액이 부족합니다.",
      "zh-CN": "可提现余额不足。",
      "zh-TW": "可提領餘額不足。",
    },
  },
  40003: {
    status: 403,
    params: [],
    messages: {
      en: "A violation of your exclusive contract was found. Please submit your consent signature first.",
      ko: "전속 계약 위반 내역이 있습니다. 먼저 동의 서명을 제출해 주세요.",
      "zh-CN": "检测到违反独家合约的情况，请先提交同意书签名。",
      "zh-TW": "偵測到違反專屬合約的情況，請先提交同意書簽名。",
    },
  },
  40004: {
    status: 409,
    params: [],
    messages: {
      en: "This video is under review.",
      ko: "검토 중인 영상입니다.",
      "zh-CN": "该视频正在审核中。",
      "zh-TW": "此影片正在審核中。",
    },
  },
  40005: {
    status: 403,
    params: [],
    messages: {
      en: "You don't have permission for this video.",
      ko: "이 영상에 대한 권한이 없습니다.",
      "zh-CN": "您没有该视频的权限。",
      "zh-TW": "您沒有此影片的權限。",
    },
  },
  40006: {
    status: 409,
    params: [],
    messages: {
      en: "A deleted video cannot be reviewed.",
      ko: "삭제된 영상은 검토를 요청할 수 없습니다.",
      "zh-CN": "已删除的视频无法申请审核。",
      "zh-TW": "已刪除的影片無法申請審核。",
    },
  },
  40007: {
    status: 409,
    params: [],
    messages: {
      en: "This channel is already under review.",
      ko: "이미 검토 중인 채널입니다.",
      "zh-CN": "该频道已在审核中。",
      "zh-TW": "此頻道已在審核中。",
    },
  },
  40008: {
    status: 503,
    params: [],
    messages: {
      en: "The tax service is temporarily unavailable. Please try again later.",
      ko: "세무 서비스를 일시적으로 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.",
      "zh-CN": "税务服务暂时无法使用，请稍后再试。",
      "zh-TW": "稅務服務暫時無法使用，請稍後再試。",
    },
  },
  40009: {
    status: 400,
    params: [],
    messages: {
      en: "This business is not eligible for electronic tax invoices. Please select Individual instead.",
      ko: "전자세금계산서 발행 대상 사업자가 아닙니다. 개인으로 선택해 주세요.",
      "zh-CN": "该商户不符合开具电子发票的条件，请选择“个人”。",
      "zh-TW": "此營業人不符合開立電子發票的資格，請選擇「個人」。",
    },
  },
  40010: {
    status: 400,
    params: [],
    messages: {
      en: "This business has been closed. Please check your business information.",
      ko: "폐업한 사업자입니다. 사업자 정보를 확인해 주세요.",
      "zh-CN": "该商户已注销，请核对商户信息。",
      "zh-TW": "此營業人已歇業，請確認營業資訊。",
    },
  },
  40011: {
    status: 400,
    params: [],
    messages: {
      en: "The business information is invalid. Please check it and try again.",
      ko: "사업자 정보가 올바르지 않습니다. 확인 후 다시 입력해 주세요.",
      "zh-CN": "商户信息有误，请核对后重新输入。",
      "zh-TW": "營業資訊有誤，請確認後重新輸入。",
    },
  },
  40012: {
    status: 400,
    params: [],
    messages: {
      en: "The ID number is invalid.",
      ko: "신분증 번호가 올바르지 않습니다.",
      "zh-CN": "证件号码有误。",
      "zh-TW": "證件號碼有誤。",
    },
  },
  40013: {
    status: 400,
    params: [],
    messages: {
      en: "The name is invalid.",
      ko: "이름이 올바르지 않습니다.",
      "zh-CN": "姓名有误。",
      "zh-TW": "姓名有誤。",
    },
  },
  40014: {
    status: 400,
    params: [],
    messages: {
      en: "The name of the person withdrawing is invalid.",
      ko: "출금 신청인 이름이 올바르지 않습니다.",
      "zh-CN": "提现人姓名有误。",
      "zh-TW": "提領人姓名有誤。",
    },
  },
  40015: {
    status: 400,
    params: [],
    messages: {
      en: "The payout service account is invalid. Please check your account details.",
      ko: "지급 서비스 계정이 올바르지 않습니다. 계정 정보를 확인해 주세요.",
      "zh-CN": "收款服务账号无效，请核对账号信息。",
      "zh-TW": "收款服務帳號無效，請確認帳號資訊。",
    },
  },
  40016: {
    status: 400,
    params: [],
    messages: {
      en: "Bank transfers are not available for this country.",
      ko: "해당 국가는 은행 송금을 지원하지 않습니다.",
      "zh-CN": "该国家/地区不支持银行转账。",
      "zh-TW": "此國家／地區不支援銀行轉帳。",
    },
  },
  40017: {
    status: 400,
    params: [],
    messages: {
      en: "The SWIFT code is invalid.",
      ko: "SWIFT 코드가 올바르지 않습니다.",
      "zh-CN": "SWIFT 代码有误。",
      "zh-TW": "SWIFT 代碼有誤。",
    },
  },
  40018: {
    status: 400,
    params: [],
    messages: {
      en: "The account number is invalid. Please check it and enter it again.",
      ko: "계좌번호가 올바르지 않습니다. 확인 후 다시 입력해 주세요.",
      "zh-CN": "账户号码无效，请核对后重新输入。",
      "zh-TW": "帳戶號碼無效，請確認後重新輸入。",
    },
  },
  40019: {
    status: 409,
    params: [],
    messages: {
      en: "Bank transfer is available for withdrawals of at least 100 USD. Switch your payment info to PayPal, or wait until your balance reaches 100 USD.",
      ko: "은행 송금은 100 USD 이상 출금할 때만 이용할 수 있습니다. 지급 정보를 PayPal로 변경하거나 잔액이 100 USD가 될 때까지 기다려 주세요.",
      "zh-CN":
        "提现金额达到 100 USD 才能使用银行转账。请将收款信息改为 PayPal，或等余额达到 100 USD 后再提现。",
      "zh-TW":
        "提領金額達到 100 USD 才能使用銀行轉帳。請將收款資訊改為 PayPal，或等餘額達到 100 USD 後再提領。",
    },
  },
  // Project code (docs/decisions/144): withdrawals wait after a change of payout details.
  40020: {
    status: 409,
    params: ["date"],
    messages: {
      en: "Your payment info changed recently. For your safety, withdrawals are available again from {date}.",
      ko: "최근에 지급 정보가 변경되었습니다. 안전을 위해 {date}부터 다시 출금할 수 있습니다.",
      "zh-CN": "您的收款信息最近已更改。为了您的账户安全，{date} 起才能再次提现。",
      "zh-TW": "您的收款資訊最近已變更。為了您的帳戶安全，{date} 起才能再次提領。",
    },
  },

  // Inquiries and one-time participation
  50000: {
    status: 400,
    params: [],
    messages: {
      en: "For general inquiries, please contact us via chat support.",
      ko: "일반 문의는 채팅 상담으로 문의해 주세요.",
      "zh-CN": "一般咨询请通过在线客服联系我们。",
      "zh-TW": "一般諮詢請透過線上客服與我們聯繫。",
    },
  },
  50001: {
    status: 409,
    params: [],
    messages: {
      en: "You can only participate once.",
      ko: "한 번만 참여할 수 있습니다.",
      "zh-CN": "仅可参与一次。",
      "zh-TW": "僅可參加一次。",
    },
  },

  // Campaign
  60000: {
    status: 409,
    params: [],
    messages: {
      en: "This campaign has ended because it reached its view goal.",
      ko: "목표 조회수를 달성하여 캠페인이 종료되었습니다.",
      "zh-CN": "本次活动已达到目标播放量，现已结束。",
      "zh-TW": "本次活動已達到目標觀看次數，現已結束。",
    },
  },
  60001: {
    status: 409,
    params: [],
    messages: {
      en: "This channel has already applied to the campaign.",
      ko: "이미 캠페인에 신청한 채널입니다.",
      "zh-CN": "该频道已报名参加本次活动。",
      "zh-TW": "此頻道已報名參加本次活動。",
    },
  },
  60002: {
    status: 409,
    params: [],
    messages: {
      en: "This video has already been entered in the campaign.",
      ko: "이미 캠페인에 참여한 영상입니다.",
      "zh-CN": "该视频已参与本次活动。",
      "zh-TW": "此影片已參加本次活動。",
    },
  },
  60003: {
    status: 409,
    params: [],
    messages: {
      en: "Another video from this channel has already been entered in the campaign.",
      ko: "이 채널의 다른 영상이 이미 캠페인에 참여했습니다.",
      "zh-CN": "该频道的其他视频已参与本次活动。",
      "zh-TW": "此頻道的其他影片已參加本次活動。",
    },
  },
  60004: {
    status: 403,
    params: [],
    messages: {
      en: "You can only participate with your own channel.",
      ko: "본인 채널로만 참여할 수 있습니다.",
      "zh-CN": "仅可使用自己的频道参与。",
      "zh-TW": "僅可使用自己的頻道參加。",
    },
  },
  60005: {
    status: 403,
    params: [],
    messages: {
      en: "Please apply for the campaign before registering a video.",
      ko: "영상을 등록하기 전에 먼저 캠페인에 신청해 주세요.",
      "zh-CN": "请先报名活动，再登记视频。",
      "zh-TW": "請先報名活動，再登錄影片。",
    },
  },
  60006: {
    status: 400,
    params: [],
    messages: {
      en: "Only Shorts can be entered.",
      ko: "쇼츠 영상만 참여할 수 있습니다.",
      "zh-CN": "仅限 Shorts 短视频参与。",
      "zh-TW": "僅限 Shorts 短影片參加。",
    },
  },
  60007: {
    status: 400,
    params: [],
    messages: {
      en: "Only Shorts made for this campaign can be entered.",
      ko: "이 캠페인을 위해 제작한 쇼츠만 참여할 수 있습니다.",
      "zh-CN": "仅限为本次活动制作的 Shorts 短视频参与。",
      "zh-TW": "僅限為本次活動製作的 Shorts 短影片參加。",
    },
  },
  60008: {
    status: 403,
    params: [],
    messages: {
      en: "Please apply for the campaign before downloading its resources.",
      ko: "리소스를 다운로드하려면 먼저 캠페인에 신청해 주세요.",
      "zh-CN": "请先报名活动，再下载素材。",
      "zh-TW": "請先報名活動，再下載素材。",
    },
  },
  60009: {
    status: 429,
    params: [],
    messages: {
      en: "Resources can be downloaded 1 minute after you apply. Please try again shortly.",
      ko: "리소스는 신청 1분 후부터 다운로드할 수 있습니다. 잠시 후 다시 시도해 주세요.",
      "zh-CN": "报名 1 分钟后才可下载素材，请稍后再试。",
      "zh-TW": "報名 1 分鐘後才可下載素材，請稍後再試。",
    },
  },
  60010: {
    status: 400,
    params: [],
    messages: {
      en: "Third-party music is not allowed in this campaign.",
      ko: "이 캠페인에서는 제3자 음원을 사용할 수 없습니다.",
      "zh-CN": "本次活动不允许使用第三方音乐。",
      "zh-TW": "本次活動不允許使用第三方音樂。",
    },
  },
  60011: {
    status: 409,
    params: [],
    messages: {
      en: "This campaign has reached its goal and is no longer accepting entries.",
      ko: "캠페인 목표를 달성하여 더 이상 참여할 수 없습니다.",
      "zh-CN": "本次活动已达成目标，不再接受参与。",
      "zh-TW": "本次活動已達成目標，不再接受參加。",
    },
  },
  60012: {
    status: 400,
    params: [],
    messages: {
      en: "Your video must use the campaign song.",
      ko: "캠페인 지정 음원을 사용한 영상만 참여할 수 있습니다.",
      "zh-CN": "视频必须使用活动指定歌曲。",
      "zh-TW": "影片必須使用活動指定歌曲。",
    },
  },
  60013: {
    status: 400,
    params: ["seconds"],
    messages: {
      en: "Your video must be at least {seconds} seconds long.",
      ko: "영상 길이는 {seconds}초 이상이어야 합니다.",
      "zh-CN": "视频时长须至少 {seconds} 秒。",
      "zh-TW": "影片長度須至少 {seconds} 秒。",
    },
  },

  // Video
  70000: {
    status: 422,
    params: [],
    messages: {
      en: "We couldn't get the video information. Please try again later.",
      ko: "영상 정보를 가져올 수 없습니다. 잠시 후 다시 시도해 주세요.",
      "zh-CN": "无法获取视频信息，请稍后再试。",
      "zh-TW": "無法取得影片資訊，請稍後再試。",
    },
  },
  70001: {
    status: 400,
    params: [],
    messages: {
      en: "Please enter a valid video URL.",
      ko: "올바른 영상 주소를 입력해 주세요.",
      "zh-CN": "请输入有效的视频地址。",
      "zh-TW": "請輸入有效的影片網址。",
    },
  },

  // Programme applications
  80000: {
    status: 403,
    params: [],
    messages: {
      en: "The application period has ended.",
      ko: "신청 기간이 종료되었습니다.",
      "zh-CN": "申请期已结束。",
      "zh-TW": "申請期間已結束。",
    },
  },
  80001: {
    status: 409,
    params: [],
    messages: {
      en: "This channel has already applied for this term.",
      ko: "이번 기간에 이미 신청한 채널입니다.",
      "zh-CN": "该频道本期已申请。",
      "zh-TW": "此頻道本期已申請。",
    },
  },
  80002: {
    status: 409,
    params: [],
    messages: {
      en: "This channel has already been approved.",
      ko: "이미 승인된 채널입니다.",
      "zh-CN": "该频道已通过审核。",
      "zh-TW": "此頻道已通過審核。",
    },
  },

  // Benefits
  90000: {
    status: 403,
    params: [],
    messages: {
      en: "The benefit period has ended.",
      ko: "혜택 기간이 종료되었습니다.",
      "zh-CN": "权益期已结束。",
      "zh-TW": "權益期間已結束。",
    },
  },
  90001: {
    status: 403,
    params: [],
    messages: {
      en: "The benefit period hasn't started yet.",
      ko: "아직 혜택 기간이 시작되지 않았습니다.",
      "zh-CN": "权益期尚未开始。",
      "zh-TW": "權益期間尚未開始。",
    },
  },
} as const satisfies Record<number, ErrorEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Every catalogue code, ascending. */
export const ERROR_CODES: ErrorCode[] = Object.keys(ERROR_CATALOGUE)
  .map(Number)
  .filter(isErrorCode)
  .sort((a, b) => a - b);

export function isErrorCode(n: unknown): n is ErrorCode {
  return typeof n === "number" && Number.isInteger(n) && Object.hasOwn(ERROR_CATALOGUE, n);
}

/** Names for the codes, so code reads `E.WRONG_CREDENTIALS` rather than 10003. */
export const E = {
  UNKNOWN: 1,
  INVALID_ACCESS: 2,
  TOO_MANY_REQUESTS: 3,
  FIELDS_REQUIRED: 4,
  ATTACHMENT_TOO_LARGE: 5,
  CONTENT_TOO_LONG: 6,
  /** A NUL character (or another the database cannot store) anywhere in the request. */
  INVALID_CHARACTERS: 7,
  NOT_SET_UP: 8,
  /** More files or text fields in one multipart upload than allowed (413). */
  TOO_MANY_PARTS: 9,
  /** The database cannot be reached for a moment (503 with Retry-After). */
  SERVICE_UNAVAILABLE: 10,
  /** An uploaded image that is not a PNG, a WebP or a well-formed SVG (docs/decisions/140). */
  UNUSABLE_IMAGE: 11,
  /** Request headers larger than the server reads (431, docs/decisions/141). */
  HEADERS_TOO_LARGE: 12,

  LOGIN_REQUIRED: 10000,
  ACCOUNT_NOT_FOUND: 10001,
  ACCOUNT_DELETED: 10002,
  WRONG_CREDENTIALS: 10003,
  WRONG_PASSWORD: 10004,
  ID_LENGTH: 10005,
  PASSWORD_LENGTH: 10006,
  INVALID_EMAIL: 10007,
  NAME_LENGTH: 10008,
  EMAIL_TAKEN: 10009,
  NICKNAME_TAKEN: 10010,
  WRONG_INVITE_CODE: 10011,
  WRONG_PHONE_NUMBER: 10012,
  ACCOUNT_SUSPENDED: 10013,
  PHONE_NUMBER_UNUSABLE: 10014,
  TOO_MANY_VERIFICATION_ATTEMPTS: 10015,
  WRONG_VERIFICATION_CODE: 10016,
  VERIFICATION_EXPIRED: 10017,
  SAME_PASSWORD: 10018,
  CURRENT_PASSWORD_MISMATCH: 10019,
  WRONG_PHONE_CODE: 10020,
  NO_ACCOUNT_FOR_PHONE: 10021,
  PASSWORD_NOT_SET: 10022,
  PHONE_VERIFICATION_EXPIRED: 10023,
  PASSWORD_CHANGE_EXPIRED: 10024,
  CANCELLATION_PERIOD_PASSED: 10025,
  NOT_APPLICATION_PERIOD: 10026,
  CONSENT_ALREADY_SUBMITTED: 10027,
  FEE_RATE_RANGE: 10028,
  FEE_RATE_MONTH_CLOSED: 10029,
  SECOND_FACTOR_WRONG: 10030,
  SECOND_FACTOR_SETUP_REQUIRED: 10031,
  SIGN_IN_EXPIRED: 10032,
  ACCOUNT_LOGIN_THROTTLED: 10033,
  LAST_SECOND_FACTOR: 10034,
  STEP_UP_REQUIRED: 10035,

  FAVOURITES_LIMIT: 20000,

  CHANNEL_ALREADY_VERIFIED: 30000,
  INVALID_CHANNEL_URL: 30001,
  CHANNEL_FETCH_FAILED: 30002,
  CHANNEL_ALREADY_REGISTERED: 30003,
  CHANNEL_NOT_REGISTRABLE: 30004,
  CHANNEL_UNAVAILABLE: 30005,
  REREVIEW_NOT_ELIGIBLE: 30006,
  REREVIEW_DAILY_LIMIT: 30007,
  LOGIN_TO_SEE_EARNINGS: 30008,
  PLATFORM_NOT_CONFIGURED: 30009,
  CHANNEL_TRANSITION_REFUSED: 30010,
  CHANNEL_NOT_FOUND: 30011,

  PAYMENT_INFO_REQUIRED: 40000,
  NOT_WITHDRAWAL_DATE: 40001,
  INSUFFICIENT_BALANCE: 40002,
  EXCLUSIVE_CONSENT_REQUIRED: 40003,
  VIDEO_UNDER_REVIEW: 40004,
  NO_VIDEO_PERMISSION: 40005,
  VIDEO_DELETED: 40006,
  CHANNEL_UNDER_REVIEW: 40007,
  TAX_SERVICE_UNAVAILABLE: 40008,
  BUSINESS_NOT_E_INVOICE_ELIGIBLE: 40009,
  BUSINESS_CLOSED: 40010,
  INVALID_BUSINESS_INFO: 40011,
  INVALID_ID_NUMBER: 40012,
  INVALID_NAME: 40013,
  INVALID_WITHDRAWER_NAME: 40014,
  INVALID_PAYOUT_ACCOUNT: 40015,
  NO_BANK_TRANSFER_IN_COUNTRY: 40016,
  INVALID_SWIFT_CODE: 40017,
  /** Studio's own: an account number with other characters or lengths, or an IBAN whose check digits fail. */
  INVALID_ACCOUNT_NUMBER: 40018,
  /** Studio's own: bank transfer is for a request of at least 100.00 USD (docs/decisions/132). */
  BANK_TRANSFER_MINIMUM: 40019,
  PAYOUT_DETAILS_COOLING_OFF: 40020,

  INQUIRY_VIA_CHAT: 50000,
  ONLY_ONE_PARTICIPATION: 50001,

  CAMPAIGN_ENDED_BY_VIEW_GOAL: 60000,
  CAMPAIGN_CHANNEL_ALREADY_APPLIED: 60001,
  CAMPAIGN_VIDEO_ALREADY_ENTERED: 60002,
  CAMPAIGN_CHANNEL_VIDEO_ENTERED: 60003,
  CAMPAIGN_OWN_CHANNEL_ONLY: 60004,
  CAMPAIGN_APPLY_FIRST: 60005,
  CAMPAIGN_SHORTS_ONLY: 60006,
  CAMPAIGN_DEDICATED_SHORTS_ONLY: 60007,
  CAMPAIGN_APPLY_BEFORE_DOWNLOAD: 60008,
  CAMPAIGN_DOWNLOAD_NOT_READY: 60009,
  CAMPAIGN_THIRD_PARTY_MUSIC: 60010,
  CAMPAIGN_GOAL_REACHED: 60011,
  CAMPAIGN_SONG_REQUIRED: 60012,
  CAMPAIGN_VIDEO_TOO_SHORT: 60013,

  VIDEO_FETCH_FAILED: 70000,
  INVALID_VIDEO_URL: 70001,

  APPLICATION_PERIOD_CLOSED: 80000,
  CHANNEL_ALREADY_APPLIED_THIS_TERM: 80001,
  CHANNEL_ALREADY_APPROVED: 80002,

  BENEFIT_PERIOD_ENDED: 90000,
  BENEFIT_PERIOD_NOT_STARTED: 90001,
} as const satisfies Record<string, ErrorCode>;

export type ErrorName = keyof typeof E;

/** The catalogue entry of a code, typed as the general shape. */
export function errorEntry(code: ErrorCode): ErrorEntry {
  return ERROR_CATALOGUE[code];
}

/** The HTTP status the API answers a code with. */
export function errorStatus(code: ErrorCode): ErrorEntry["status"] {
  return errorEntry(code).status;
}

/** The message of a code in the language (English when it has none), with {name} filled in. */
export function errorMessage(code: ErrorCode, language: Language, params?: MessageParams): string {
  const { messages } = errorEntry(code);
  return interpolate(messages[language] ?? messages.en, params);
}
