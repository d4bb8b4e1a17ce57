import { createHash } from "node:crypto";

/*
 * Pictures made here for the demo and the sandbox platform, as data URLs: nothing is downloaded and
 * no file is kept (the product is offline-first in its demo, docs/decisions/112).
 */

const hueOf = (key: string) => Math.round(((createHash("sha256").update(key).digest()[0] ?? 0) / 256) * 360);

/** An SVG data URL kept short: single quotes, and only the characters a URL cannot hold escaped. */
const dataUrl = (svg: string) =>
  `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%{}]/g, (c) => encodeURIComponent(c))}`;

/** A channel avatar: two initials on a colour of the handle's. */
export function channelAvatarUrl(title: string, handle: string): string {
  // Markup characters out first, then the first two letters.
  const initials = [...title.replace(/[<>&"']/g, "").trim()].slice(0, 2).join("").toUpperCase() || "?";
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88" viewBox="0 0 88 88"><rect width="88" height="88" fill="hsl(${hueOf(handle)},62%,46%)"/><text x="44" y="54" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
}

/**
 * A Short's thumbnail (9:16): a two-colour gradient of the video's own, with a play mark. Under the
 * 500 characters a stats report's thumbnail_url may hold.
 */
export function videoThumbnailUrl(videoId: string): string {
  const hue = hueOf(videoId);
  const second = (hue + 50) % 360;
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="90" height="160" viewBox="0 0 90 160"><linearGradient id="g" x2="1" y2="1"><stop stop-color="hsl(${hue},70%,58%)"/><stop offset="1" stop-color="hsl(${second},60%,32%)"/></linearGradient><rect width="90" height="160" fill="url(#g)"/><circle cx="45" cy="80" r="18" fill="rgba(0,0,0,.28)"/><path d="M40 71v18l15-9z" fill="#fff"/></svg>`,
  );
}
