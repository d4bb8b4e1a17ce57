import { notificationsStore } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { aTrack } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { TrackCheckButton } from "./track-check-button";

const track = aTrack(1, { name: "Night Drive" });
const channel = (id: number, title: string, state: string, codes: string[]) => ({
  id,
  title,
  handle: title.toLowerCase(),
  state,
  reasons: codes.map((code) => ({ code, on: null, until: null, track: null, count: null })),
});

let copied: string[] = [];
beforeEach(() => {
  copied = [];
  Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
  Object.defineProperty(navigator, "clipboard", {
    value: { writeText: async (text: string) => void copied.push(text) },
    configurable: true,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Back to jsdom's own window: no clipboard, not a secure context.
  Reflect.deleteProperty(window, "isSecureContext");
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("check a track before publishing (docs/decisions/127)", () => {
  it("answers for each channel, says what to do where it is not cleared, and copies the ISRC with the guidance", async () => {
    const api = fakeApi({
      "v2/music/clearance/check": () => ({
        data: {
          track: { isrc: track.isrc, name: track.name, artist: track.artist, in_catalogue: true },
          channels: [
            channel(1, "Cooking", "cleared", []),
            channel(2, "Travel", "at_risk", ["channel_not_approved"]),
          ],
        },
      }),
      "music/music.log": () => ({ data: {} }),
    });
    renderWithProviders(<TrackCheckButton track={track} />);
    fireEvent.click(screen.getByRole("button", { name: 'Check "Night Drive" before publishing' }));
    const dialog = await screen.findByRole("dialog", { name: "Can I use this track?" });
    const channels = await within(dialog).findByRole("region", { name: "Your channels" });
    const items = within(channels).getAllByRole("listitem");
    expect(within(items[0] as HTMLElement).getByText("Cooking")).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByLabelText("Claim safety: Cleared")).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByLabelText("Claim safety: At risk")).toBeTruthy();
    expect(
      within(items[1] as HTMLElement).getByText(/Finish the ownership check in My channels/),
    ).toBeTruthy();
    const guidance =
      "Use it as the only music of the video (1 track per video), at 15% volume or louder when edited on a phone (11% on a PC), in a video of 35 seconds or more.";
    expect(within(dialog).getByText(guidance)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Copy ISRC with the guidance" }));
    await waitFor(() => expect(copied).toEqual([`ISRC: ${track.isrc} (Night Drive). ${guidance}`]));
    const shown = notificationsStore.getState().notifications.map((n) => n.message);
    expect(shown).toContain("ISRC and guidance copied");
    expect(api.sentTo("v2/music/clearance/check")).toEqual([{ isrc: track.isrc }]);
  });

  it("warns about a withdrawn track and a creator without channels", async () => {
    fakeApi({
      "v2/music/clearance/check": () => ({
        data: {
          track: { isrc: track.isrc, name: track.name, artist: track.artist, in_catalogue: false },
          channels: [],
        },
      }),
    });
    renderWithProviders(<TrackCheckButton track={track} />);
    fireEvent.click(screen.getByRole("button", { name: 'Check "Night Drive" before publishing' }));
    const dialog = await screen.findByRole("dialog");
    expect(
      await within(dialog).findByText("This track has left the catalogue: do not use it in new videos."),
    ).toBeTruthy();
    expect(within(dialog).getByText(/You have no channel yet/)).toBeTruthy();
  });
});
