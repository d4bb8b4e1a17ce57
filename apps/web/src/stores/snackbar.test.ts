import { notifications, notificationsStore } from "@mantine/notifications";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissSnackbarsLeftBehind, showSnackbar } from "./snackbar";

const shown = () => notificationsStore.getState().notifications.map((n) => String(n.message));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("window", { location: { pathname: "/musics" } });
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("snackbar", () => {
  it("shows a message once while it is on screen, however often it is raised", () => {
    showSnackbar("error", "You can keep up to 10 favourites.");
    vi.advanceTimersByTime(1000);
    showSnackbar("error", "You can keep up to 10 favourites.");
    expect(shown()).toEqual(["You can keep up to 10 favourites."]);
    showSnackbar("success", "Saved.");
    expect(shown()).toEqual(["You can keep up to 10 favourites.", "Saved."]);
  });

  it("can show the same message again once the first is gone", () => {
    showSnackbar("info", "Copied.");
    notifications.clean();
    vi.advanceTimersByTime(1000);
    showSnackbar("info", "Copied.");
    expect(shown()).toEqual(["Copied."]);
  });

  it("leaves an error on its page: a navigation dismisses it, a success message goes along", () => {
    showSnackbar("error", "The track could not be added.");
    showSnackbar("success", "Your e-mail is verified. Welcome!");
    dismissSnackbarsLeftBehind("/musics");
    expect(shown()).toHaveLength(2);
    dismissSnackbarsLeftBehind("/dashboard");
    expect(shown()).toEqual(["Your e-mail is verified. Welcome!"]);
  });
});
