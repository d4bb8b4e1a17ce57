import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { renderWithProviders } from "../../test/render";
import { LandingPage } from "./landing-page";

beforeAll(() => ensureStrings("landing"));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSettings.setState({ metaSite: null });
});

const track = (isrc: string, name: string) => ({
  isrc,
  name,
  artist: "Lumen",
  thumbnail: `/media/covers/${isrc}.png`,
  music: `/media/audio/${isrc}.mp3`,
  duration: 42,
});
const MUSIC = {
  moods: [
    { tag: "calm", tracks: [track("KRA000000001", "Morning Tide"), track("KRA000000002", "Paper Boats")] },
    { tag: "exciting", tracks: [track("KRA000000003", "Neon Drive")] },
  ],
};

describe("the landing page (docs/decisions/124)", () => {
  it("plays one mood track at a time from the network's catalogue, and pauses it", async () => {
    const api = fakeApi({ "site/landing/music": () => ({ data: MUSIC }) });
    const played = vi.spyOn(window.HTMLMediaElement.prototype, "play");
    renderWithProviders(<LandingPage />);
    const calm = await screen.findByRole("group", { name: "Calm" });
    expect(within(calm).getByText("Paper Boats")).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toContain("site/landing/music");

    fireEvent.click(screen.getByRole("button", { name: "Play Morning Tide" }));
    expect(played).toHaveBeenCalledTimes(1);
    const audio = played.mock.contexts[0] as HTMLAudioElement;
    expect(audio.src).toContain("/media/audio/KRA000000001.mp3");
    expect(screen.getByRole("button", { name: "Pause Morning Tide" }).getAttribute("aria-pressed")).toBe(
      "true",
    );

    // Another track takes the one player over.
    fireEvent.click(screen.getByRole("button", { name: "Play Neon Drive" }));
    expect(audio.src).toContain("/media/audio/KRA000000003.mp3");
    expect(screen.getByRole("button", { name: "Play Morning Tide" }).getAttribute("aria-pressed")).toBe(
      "false",
    );

    fireEvent.click(screen.getByRole("button", { name: "Pause Neon Drive" }));
    expect(audio.paused).toBe(true);
    expect(screen.getByRole("button", { name: "Play Neon Drive" })).toBeTruthy();
  });

  it("shows how it works, a sample dashboard, reviews and the questions, whose answers open", async () => {
    fakeApi({ "site/landing/music": () => ({ data: { moods: [] } }) });
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole("heading", { name: "How it works" })).toBeTruthy();
    expect(screen.getByRole("img", { name: /seven days, sample figures/ })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "What creators say" })).toBeTruthy();
    const question = screen.getByText("When do I see revenue?");
    fireEvent.click(question);
    expect(question.closest("details")?.open).toBe(true);
    // The upload guidance's figures come from the contract.
    expect(screen.getByText(/about 48 hours after the upload/)).toBeTruthy();
    // A network without moods shows no empty slider.
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Music for every mood" })).toBeNull());
  });

  it("shows the chat's QR code and link only for a network that has a chat", () => {
    fakeApi({ "site/landing/music": () => ({ data: MUSIC }) });
    const { unmount } = renderWithProviders(<LandingPage />);
    expect(screen.queryByRole("heading", { name: "Talk to us" })).toBeNull();
    unmount();
    useSettings.setState({
      domain: "studio.test",
      metaSite: {
        ...useSettings.getState().metaSite,
        chat_link: "https://chat.studio.test/support",
      } as never,
    });
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole("img", { name: "QR code of the network's chat" }).getAttribute("src")).toBe(
      "/api/site/chat-qr.svg?domain=studio.test",
    );
    expect(screen.getByRole("link", { name: "Open the chat" }).getAttribute("href")).toBe(
      "https://chat.studio.test/support",
    );
  });
});
