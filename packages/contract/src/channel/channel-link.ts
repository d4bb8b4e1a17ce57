/**
 * YouTube channel links (docs/design.md §5): youtube.com/@handle, /channel/UC..., /c/name and the legacy
 * /user/name, on www., m. or no subdomain, with or without a scheme and with any trailing path or
 * query (/videos, /shorts, ?si=...). A bare "@handle" is accepted too. Anything else is not a
 * channel address (30001): a video or Short link, youtu.be, another site.
 */
export type ChannelRef =
  | { kind: "handle"; value: string }
  | { kind: "id"; value: string }
  | { kind: "custom"; value: string }
  | { kind: "user"; value: string };

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
/** Handles: 3-30 letters (any script), digits, ".", "_", "-" (YouTube's own rule). */
const HANDLE = /^[\p{L}\p{M}\p{N}._-]{3,30}$/u;
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
const CUSTOM_NAME = /^[\p{L}\p{M}\p{N}._-]{1,100}$/u;

export function parseChannelLink(input: string): ChannelRef | null {
  const text = input.trim();
  if (text.startsWith("@")) return handleRef(text.slice(1));
  const url = toUrl(text);
  if (!url || !YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || (url.port && url.port !== "443" && url.port !== "80")) return null;
  const segments = url.pathname.split("/").filter(Boolean).map(safeDecode);
  const [first, second] = segments;
  if (!first || first.includes("\0")) return null;
  if (first.startsWith("@")) return handleRef(first.slice(1));
  if (first === "channel" && second && CHANNEL_ID.test(second)) return { kind: "id", value: second };
  if ((first === "c" || first === "user") && second && CUSTOM_NAME.test(second)) {
    return { kind: first === "c" ? "custom" : "user", value: second };
  }
  return null;
}

/** The canonical public link of a channel (what the list shows and the owner can open). */
export function channelLinkOf(ref: ChannelRef): string {
  switch (ref.kind) {
    case "handle":
      return `https://www.youtube.com/@${ref.value}`;
    case "id":
      return `https://www.youtube.com/channel/${ref.value}`;
    case "custom":
      return `https://www.youtube.com/c/${encodeURIComponent(ref.value)}`;
    case "user":
      return `https://www.youtube.com/user/${encodeURIComponent(ref.value)}`;
  }
}

export function isChannelLink(input: string): boolean {
  return parseChannelLink(input) !== null;
}

function handleRef(handle: string): ChannelRef | null {
  const value = handle.normalize("NFC");
  return HANDLE.test(value) ? { kind: "handle", value: value.toLowerCase() } : null;
}

/** A pasted link as a URL, "https://" assumed when it has no scheme; null when it is none. */
export function toUrl(text: string): URL | null {
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "\0";
  }
}
