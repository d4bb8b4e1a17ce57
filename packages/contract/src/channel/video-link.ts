import { toUrl } from "./channel-link";

/**
 * YouTube video links (campaign entries, 70001): youtube.com/shorts/<id>, /watch?v=<id>, /live/<id>,
 * /embed/<id> on www., m. or no subdomain, and youtu.be/<id>, with or without a scheme and with any
 * query (?si=..., &t=...). A video id is 11 characters of [A-Za-z0-9_-].
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);

export function parseVideoLink(input: string): string | null {
  const url = toUrl(input.trim());
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = segments.length === 1 ? segments[0] : null;
  else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = segments;
    if (first === "watch" && segments.length === 1) id = url.searchParams.get("v");
    else if ((first === "shorts" || first === "live" || first === "embed") && segments.length === 2)
      id = second;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The public link of a Short. */
export const shortLinkOf = (videoId: string) => `https://www.youtube.com/shorts/${videoId}`;
