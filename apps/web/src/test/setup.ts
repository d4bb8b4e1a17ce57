import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { ensureStrings, initI18n } from "../lib/i18n";

// The findBy* queries and waitFor wait for a state, not for a time: they return as soon as it comes.
// Their 1 s default ceiling fails tests on a loaded 2-core CI machine, where a page's first render
// alone can take longer; a longer ceiling costs nothing when the state comes, and only delays the
// report when it never does. Set once here: no test sets its own.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks what Mantine measures with: give it inert versions.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class InertResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= InertResizeObserver as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
// The autosizing textarea listens for web fonts loading.
if (!document.fonts) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// jsdom plays no media: play(), pause() and load() only report "not implemented". These stand-ins
// keep the paused flag and fire the events a browser fires, so components that follow the
// element's events (the player) can be tested. Without a source, play() fails as a browser's does.
const mediaPaused = new WeakMap<HTMLMediaElement, boolean>();
Object.defineProperty(window.HTMLMediaElement.prototype, "paused", {
  configurable: true,
  get(this: HTMLMediaElement) {
    return mediaPaused.get(this) ?? true;
  },
});
function stopMedia(media: HTMLMediaElement) {
  if (mediaPaused.get(media) !== false) return;
  mediaPaused.set(media, true);
  media.dispatchEvent(new Event("pause"));
}
window.HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
  if (!this.getAttribute("src")) {
    return Promise.reject(new DOMException("The element has no supported sources.", "NotSupportedError"));
  }
  if (mediaPaused.get(this) !== false) {
    mediaPaused.set(this, false);
    this.dispatchEvent(new Event("play"));
  }
  return Promise.resolve();
};
window.HTMLMediaElement.prototype.pause = function pause(this: HTMLMediaElement) {
  stopMedia(this);
};
window.HTMLMediaElement.prototype.load = function load(this: HTMLMediaElement) {
  stopMedia(this);
};

// jsdom has pointer events but no pointer capture (drags hold on to it).
window.Element.prototype.setPointerCapture ??= () => {};
window.Element.prototype.releasePointerCapture ??= () => {};
window.Element.prototype.hasPointerCapture ??= () => false;

await initI18n("en", { app: true });
// The music pages' route loads the mood names with them (app/router.tsx).
await ensureStrings("moods");

afterEach(() => cleanup());
