import type { DOMPurify } from "dompurify";
import type { DOMWindow } from "jsdom";

/**
 * SVG images people upload (track covers, a site's logo) keep their drawing and lose everything
 * that runs or fetches (docs/decisions/140): DOMPurify's SVG profile on a server-side DOM (jsdom)
 * removes scripts, event-handler attributes (`on*`), `javascript:` links, `foreignObject` and
 * animations that could set them; on top of it every link or `url(...)` that leaves the image is
 * removed, except a PNG, JPEG, GIF or WebP image embedded as a `data:` address. A file that is not
 * a well-formed SVG document is refused (undefined), never stored as it came.
 *
 * jsdom is loaded on the first SVG, not when the server starts.
 */

let purifier: Promise<{ purify: DOMPurify; window: DOMWindow }> | undefined;

/** Embedded raster images only: no `data:image/svg+xml`, no `data:text/html`. */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
/** A `url(...)` that points anywhere but a fragment of this image (`url(#gradient)`). */
const OUTSIDE_URL = /url\s*\(\s*(?!['"]?\s*#)/i;
const LINK_ATTRIBUTES = ["href", "xlink:href"];
/** Elements that may show an embedded raster image. */
const IMAGE_ELEMENTS = new Set(["image", "feimage"]);

async function loadPurifier() {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
  const { window } = new JSDOM("");
  const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
  purify.addHook("afterSanitizeAttributes", (node) => {
    const element = node as Element;
    if (typeof element.getAttributeNames !== "function") return;
    const tag = element.localName.toLowerCase();
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name) ?? "";
      const lower = name.toLowerCase();
      if (LINK_ATTRIBUTES.includes(lower)) {
        const inside = value.trim().startsWith("#");
        const embedded = IMAGE_ELEMENTS.has(tag) && SAFE_DATA_IMAGE.test(value.trim());
        if (!inside && !embedded) element.removeAttribute(name);
      } else if (OUTSIDE_URL.test(value) || value.includes("\\") || /@import/i.test(value)) {
        // CSS escapes could spell `url(` or `@import` past the checks: such a value goes too.
        element.removeAttribute(name);
      }
    }
  });
  purify.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName !== "style") return;
    const css = node.textContent ?? "";
    if (OUTSIDE_URL.test(css) || css.includes("\\") || /@import/i.test(css)) node.textContent = "";
  });
  return { purify, window };
}

/** The SVG without what runs or fetches, or undefined when it is not a well-formed SVG document. */
export async function sanitizeSvg(bytes: Buffer): Promise<Buffer | undefined> {
  purifier ??= loadPurifier();
  const { purify, window } = await purifier;
  const text = bytes.toString("utf8");
  // An entity declaration could expand without bound or reach outside: such a file is refused.
  if (/<!ENTITY/i.test(text)) return undefined;
  const parsed = new window.DOMParser().parseFromString(text, "image/svg+xml");
  const root = parsed.documentElement;
  if (
    parsed.getElementsByTagName("parsererror").length > 0 ||
    root?.localName !== "svg" ||
    root.namespaceURI !== "http://www.w3.org/2000/svg"
  )
    return undefined;
  const clean = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["foreignObject", "script", "set", "animate", "animateTransform", "animateMotion"],
    RETURN_DOM: true,
  });
  const svg = clean.firstElementChild;
  if (svg?.localName !== "svg" || clean.childElementCount !== 1) return undefined;
  return Buffer.from(new window.XMLSerializer().serializeToString(svg), "utf8");
}
