import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const markdown = new Marked({ gfm: true, breaks: true, async: false });

/**
 * What a board body may keep once rendered (docs/decisions/122): text structure, links, images
 * and tables. Scripts, styles, frames, forms, event handlers and `javascript:` or `data:` links are
 * removed; the page's CSP (lib/security-headers.ts) would refuse a foreign frame anyway.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "iframe"),
    "img",
    "del",
    "input",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
    // GFM task lists render disabled checkboxes.
    input: ["type", "checked", "disabled"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  exclusiveFilter: (frame) => frame.tag === "input" && frame.attribs.type !== "checkbox",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, target: "_blank", rel: "noopener noreferrer" }
        : { ...attribs, rel: "noopener" },
    }),
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: "" } }),
  },
};

/** A board body as the HTML readers get: Markdown rendered, then sanitised. */
export function renderBoardMarkdown(body: string): string {
  const html = markdown.parse(body) as string;
  return sanitizeHtml(html, SANITIZE).trim();
}
