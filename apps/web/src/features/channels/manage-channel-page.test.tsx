import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryOptions } from "../../lib/session";
import { fakeApi } from "../../test/fake-api";
import { aChannel, aManager, aMember } from "../../test/fixtures";
import { renderWithProviders, testQueryClient } from "../../test/render";
import { ManageChannelPage } from "./manage-channel-page";

function renderPage(me = aManager()) {
  fakeApi({
    "channel/list": () => ({
      data: { items: [aChannel()], total: 1, approved_count: 0, figures_period: null },
    }),
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryOptions(null).queryKey, me);
  renderWithProviders(<ManageChannelPage />, { queryClient, route: "/manage-channel" });
}

afterEach(() => vi.unstubAllGlobals());

describe("ManageChannelPage", () => {
  it("links a manager to channel assignment", async () => {
    renderPage();
    expect((await screen.findAllByText("Dance Crew")).length).toBeGreaterThan(0);
    const link = screen.getByRole("link", { name: "Channel assignment" });
    expect(link.getAttribute("href")).toBe("/manage-subchannel");
  });

  it("has no such link for a creator", async () => {
    renderPage(aMember());
    // The list is in, so the header is complete.
    expect((await screen.findAllByText("Dance Crew")).length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: "Channel assignment" })).toBeNull();
  });
});
