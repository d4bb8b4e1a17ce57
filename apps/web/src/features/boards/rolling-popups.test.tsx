import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { localDay } from "../../lib/popup-day";
import { useSettings } from "../../stores/settings";
import { storage } from "../../stores/storage";
import { fakeApi } from "../../test/fake-api";
import { renderWithProviders } from "../../test/render";
import { popupsQuery } from "./announcement-queries";
import RollingPopups from "./rolling-popups";

beforeAll(() => ensureStrings("extra"));
beforeEach(() => {
  useSettings.getState().setLanguage("en");
  storage.set("rollingTodayNotShow", null);
});
afterEach(() => vi.unstubAllGlobals());

const POPUPS = {
  items: [
    { id: 1, title: "Winter campaign", html: "<p>Join now</p>" },
    { id: 2, title: "New songs", html: "<p>Fresh K-pop</p>" },
  ],
};

describe("rolling popups", () => {
  it('rolls through the popups and stays away for the day after "Don\'t show today"', async () => {
    fakeApi({ "board/popups": () => ({ data: POPUPS }) });
    const { unmount } = renderWithProviders(<RollingPopups />);
    expect(await screen.findByRole("dialog", { name: "Winter campaign" })).toBeTruthy();
    expect(screen.getByText("1 of 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("dialog", { name: "New songs" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Don't show today" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(storage.get("rollingTodayNotShow")).toBe(localDay(new Date()));
    unmount();

    const api = fakeApi({ "board/popups": () => ({ data: POPUPS }) });
    const { queryClient } = renderWithProviders(<RollingPopups />);
    // Mounted and decided: the popups' query is watched, and switched off rather than asked.
    const popups = await waitFor(() => {
      const query = queryClient.getQueryCache().find({ queryKey: popupsQuery().queryKey, exact: true });
      expect(query?.getObserversCount()).toBe(1);
      return query;
    });
    expect(popups?.isDisabled()).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
