import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { aTrack } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { MusicResults } from "./music-results";
import type { MusicFilters } from "./music-search-input";

const filters: MusicFilters = { search: "sky", tags: [], category: null, shopping: false };
const tracks = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    aTrack(from + i, { isrc: `KRA4026${String(from + i).padStart(5, "0")}` }),
  );
const page = (items: ReturnType<typeof tracks>, total: number, capped: boolean) => ({
  data: { items, total, total_capped: capped },
});

afterEach(() => vi.unstubAllGlobals());

// The fake server answers pages of 5 tracks (the web takes the page size from no answer), which
// keeps the rendering quick.

describe("MusicResults", () => {
  it("shows an exact total and no Load more once every track is shown", async () => {
    fakeApi({ "v2/music/search": () => page(tracks(1, 40), 40, false) });
    renderWithProviders(<MusicResults filters={filters} />);
    expect(await screen.findByText("40 tracks")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it('shows a total past the cap as "1,000+" and keeps loading pages', async () => {
    const api = fakeApi({
      "v2/music/search": (input) => page(tracks(Number(input.page) * 5 + 1, 5), 1000, true),
    });
    renderWithProviders(<MusicResults filters={filters} />);
    expect(await screen.findByText("1,000+ tracks")).toBeTruthy();
    expect(screen.getByText("Showing 5 of 1,000+")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Showing 10 of 1,000+")).toBeTruthy();
    expect(api.sentTo("v2/music/search").map((input) => input.page)).toEqual(["0", "1"]);
  });

  it("goes on past the capped count until the page where the result ends gives the exact total", async () => {
    // A server whose count stopped at 5: the first page holds all it counted.
    fakeApi({
      "v2/music/search": (input) =>
        input.page === "0" ? page(tracks(1, 5), 5, true) : page(tracks(6, 2), 7, false),
    });
    renderWithProviders(<MusicResults filters={filters} />);
    expect(await screen.findByText("5+ tracks")).toBeTruthy();
    expect(screen.getByText("Showing 5")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("7 tracks")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more" })).toBeNull());
  });
});
