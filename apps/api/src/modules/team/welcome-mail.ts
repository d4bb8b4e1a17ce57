import { isLanguage, type Language } from "@studio/contract";
import type { Config } from "../../config";
import type { Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { escapeHtml } from "../../lib/html";
import { networkLanguage } from "../../lib/network-language";
import { queueMail } from "../mail";

interface WelcomeText {
  subject: (site: string) => string;
  intro: (manager: string, site: string) => string;
  login: string;
  id: (email: string) => string;
  password: string;
}

/** The welcome mail of a member sub-account, in the language of the manager who created it. */
const WELCOME: Record<Language, WelcomeText> = {
  en: {
    subject: (site) => `[${site}] Your account is ready`,
    intro: (manager, site) => `${manager} has created a ${site} account for you.`,
    login: "Log in here:",
    id: (email) => `Your ID is this e-mail address: ${email}`,
    password: "Ask your manager for the password; you can change it afterwards in your account settings.",
  },
  ko: {
    subject: (site) => `[${site}] 계정이 만들어졌습니다`,
    intro: (manager, site) => `${manager}님이 회원님의 ${site} 계정을 만들었습니다.`,
    login: "여기에서 로그인하세요:",
    id: (email) => `아이디는 이 이메일 주소입니다: ${email}`,
    password: "비밀번호는 매니저에게 문의하세요. 로그인한 뒤 계정 설정에서 바꿀 수 있습니다.",
  },
  "zh-CN": {
    subject: (site) => `[${site}] 您的账号已创建`,
    intro: (manager, site) => `${manager} 已为您创建了 ${site} 账号。`,
    login: "请在此登录:",
    id: (email) => `您的 ID 是此邮箱地址:${email}`,
    password: "密码请向您的管理者索取,登录后可在账号设置中修改。",
  },
  "zh-TW": {
    subject: (site) => `[${site}] 您的帳號已建立`,
    intro: (manager, site) => `${manager} 已為您建立了 ${site} 帳號。`,
    login: "請在此登入:",
    id: (email) => `您的 ID 是此電子郵件地址:${email}`,
    password: "密碼請向您的管理者索取,登入後可在帳號設定中修改。",
  },
};

/**
 * The site's login address: PUBLIC_URL when the server knows its own address; otherwise the
 * demo's local address, or the network's domain over HTTPS.
 */
export function loginUrl(config: Pick<Config, "PUBLIC_URL" | "demo" | "PORT">, domain: string): string {
  if (config.PUBLIC_URL) return new URL("/login", config.PUBLIC_URL).toString();
  if (config.demo) return `http://localhost:${config.PORT}/login${domain ? `?host=${domain}` : ""}`;
  return `https://${domain}/login`;
}

export async function mailWelcome(
  deps: AppDeps,
  network: Network,
  options: { to: string; managerName: string; managerLanguage: string; domain: string },
): Promise<void> {
  const language = networkLanguage(network, options.managerLanguage);
  const words = WELCOME[isLanguage(language) ? language : "en"];
  const url = loginUrl(deps.config, options.domain);
  const intro = words.intro(options.managerName, network.name);
  const text = [intro, "", words.login, url, "", words.id(options.to), words.password].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933">
<h2 style="color:${escapeHtml(network.colorPrimary)}">${escapeHtml(network.name)}</h2>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(words.login)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p>${escapeHtml(words.id(options.to))}</p>
<p style="color:#6b7280">${escapeHtml(words.password)}</p>
</body></html>`;
  await queueMail(deps, {
    subject: words.subject(network.name),
    text,
    html,
    networkId: network.id,
    to: options.to,
  });
}
