/** Seconds the arrow keys move the playback position. */
export const SEEK_STEP_S = 5;

export type PlayerKeyAction = "toggle" | "back" | "forward";

/** What the focused element is, as far as player shortcuts care. */
export interface FocusedElement {
  tagName: string;
  role: string | null;
  editable: boolean;
}

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

const FORM_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);
/** Space already means something on these (press, tick, choose). */
const SPACE_TAGS = new Set(["BUTTON", "A", "SUMMARY", ...FORM_TAGS]);
const SPACE_ROLES = new Set(["button", "link", "checkbox", "radio", "switch", "tab", "option", "menuitem"]);
/** Arrow keys already move within these widgets. */
const ARROW_ROLES = new Set([
  "slider",
  "radio",
  "radiogroup",
  "tab",
  "tablist",
  "listbox",
  "option",
  "menu",
  "menuitem",
  "spinbutton",
  "combobox",
  "textbox",
]);

/**
 * The player shortcut a key press means, if any: space plays or pauses, left and right arrows seek
 * 5 s back or forward. Keys typed into a text field, or that the focused control uses itself, are
 * left alone.
 */
export function playerKeyAction(press: KeyPress, focused: FocusedElement | null): PlayerKeyAction | null {
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  const tag = focused?.tagName.toUpperCase() ?? "BODY";
  const role = focused?.role ?? null;
  if (focused?.editable || FORM_TAGS.has(tag)) return null;
  if (press.key === " " || press.key === "Spacebar") {
    return SPACE_TAGS.has(tag) || (role !== null && SPACE_ROLES.has(role)) ? null : "toggle";
  }
  if (press.key === "ArrowLeft" || press.key === "ArrowRight") {
    if (role !== null && ARROW_ROLES.has(role)) return null;
    return press.key === "ArrowLeft" ? "back" : "forward";
  }
  return null;
}

/** Describes a DOM element for playerKeyAction. */
export function describeFocused(element: Element | null): FocusedElement | null {
  if (!element) return null;
  return {
    tagName: element.tagName,
    role: element.getAttribute("role"),
    editable: element instanceof HTMLElement && element.isContentEditable,
  };
}
