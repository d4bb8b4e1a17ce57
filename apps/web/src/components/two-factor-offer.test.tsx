import { STORAGE_KEYS } from "@studio/contract";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSettings } from "../stores/settings";
import { fakeApi } from "../test/fake-api";
import { aManager, aMember } from "../test/fixtures";
import { renderWithProviders } from "../test/render";
import { TwoFactorOffer } from "./two-factor-offer";

afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.getState().setToken(null);
  window.localStorage.clear();
});

function renderOffer() {
  useSettings.getState().setToken("session-1");
  return renderWithProviders(<TwoFactorOffer />);
}

describe("the offer of two-step sign-in", () => {
  it("offers a creator without a second factor the setup, and stays away once put away", async () => {
    fakeApi({ "member/me": () => ({ data: aMember({ two_factor: "off" }) }) });
    const { unmount } = renderOffer();
    const action = await screen.findByRole("link", { name: "Set up two-step sign-in" });
    expect(action.getAttribute("href")).toBe("/two-step-setup?fromUrl=%2Fsecurity");
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("link", { name: "Set up two-step sign-in" })).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.twoFactorOfferHidden)).toBe("1");
    unmount();
    const again = renderOffer();
    await vi.waitFor(() =>
      expect(again.queryClient.getQueryState(["member", "me", "session-1"])?.status).toBe("success"),
    );
    expect(screen.queryByRole("link", { name: "Set up two-step sign-in" })).toBeNull();
  });

  it("is not shown to an account that has a second factor", async () => {
    fakeApi({ "member/me": () => ({ data: aManager({ two_factor: "on" }) }) });
    const { queryClient } = renderOffer();
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(["member", "me", "session-1"])?.status).toBe("success"),
    );
    expect(screen.queryByRole("link", { name: "Set up two-step sign-in" })).toBeNull();
  });
});
