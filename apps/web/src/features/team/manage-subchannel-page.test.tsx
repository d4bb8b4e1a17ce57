import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { meQueryOptions } from "../../lib/session";
import { fakeApi } from "../../test/fake-api";
import { aChannel, aManager, aMember, aTeamMember } from "../../test/fixtures";
import { press } from "../../test/form-actions";
import { renderWithProviders, testQueryClient } from "../../test/render";
import { ManageSubchannelPage } from "./manage-subchannel-page";

// The team and back-office screens' strings come in the extra part, which their routes load.
beforeAll(() => ensureStrings("extra"));

function Page() {
  const { search } = useLocation();
  return (
    <>
      <ManageSubchannelPage />
      <output aria-label="Address">{search}</output>
    </>
  );
}

function renderPage(me = aManager(), route = "/manage-subchannel") {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryOptions(null).queryKey, me);
  return renderWithProviders(<Page />, { queryClient, route });
}

const address = () => new URLSearchParams(screen.getByRole("status", { name: "Address" }).textContent ?? "");
const channels = () => ({
  data: {
    items: [
      aChannel({ id: 7, name: "Dance Crew", assigned_member: { id: 4, name: "Hana" } }),
      aChannel({ id: 8, name: "Daily Kitchen", handle: "@dailykitchen", assigned_member: null }),
      aChannel({ id: 9, name: "Not Mine", can_manage: false }),
    ],
    total: 3,
    approved_count: 0,
    figures_period: null,
  },
});
const team = () => ({
  data: {
    items: [aTeamMember(4, { name: "Hana" }), aTeamMember(5, { name: "Joon", user_id: "joon@studio.test" })],
    total: 2,
  },
});

afterEach(() => vi.unstubAllGlobals());

describe("ManageSubchannelPage", () => {
  it("tells an account that may not manage a team it is not for them", () => {
    fakeApi({});
    renderPage(aMember({ permission: "middle", permission_flag: 0 }));
    expect(screen.getByRole("heading", { name: "Not available for this account" })).toBeTruthy();
  });

  it("lists the channels with their member, and actions only on the manager's own", async () => {
    fakeApi({ "channel/list": channels });
    renderPage();
    const table = await screen.findByRole("table", { name: "Channels and their members" });
    const [, crew, kitchen, other] = within(table).getAllByRole("row");
    expect(crew?.textContent).toContain("Hana");
    expect(within(crew as HTMLElement).getByRole("button", { name: "Unassign Dance Crew" })).toBeTruthy();
    expect(
      within(crew as HTMLElement).getByRole("button", { name: "Reassign Dance Crew to another member" }),
    ).toBeTruthy();
    expect(kitchen?.textContent).toContain("Not assigned");
    expect(within(kitchen as HTMLElement).queryByRole("button", { name: /^Unassign/ })).toBeNull();
    expect(within(other as HTMLElement).queryByRole("button")).toBeNull();
  });

  it("assigns a channel from the assign key, asking for a member first", async () => {
    const api = fakeApi({
      "channel/list": channels,
      "member/mcn/accounts": team,
      "channel/assign": () => ({ data: {} }),
    });
    renderPage(aManager(), "/manage-subchannel?assign=8");
    const dialog = await screen.findByRole("dialog", { name: "Assign channel" });
    expect(within(dialog).getByText("Choose the member who runs Daily Kitchen.")).toBeTruthy();
    press("Assign");
    expect(await within(dialog).findByText("All fields are required.")).toBeTruthy();
    expect(api.sentTo("channel/assign")).toEqual([]);

    const select = within(dialog).getByRole<HTMLSelectElement>("combobox", { name: /^Member/ });
    await within(dialog).findByRole("option", { name: "Joon (joon@studio.test)" });
    expect([...select.options].map((o) => o.text)).toEqual([
      "Choose a member",
      "Hana (member4@studio.test)",
      "Joon (joon@studio.test)",
    ]);
    fireEvent.change(select, { target: { value: "5" } });
    press("Assign");
    await waitFor(() => expect(address().has("assign")).toBe(false));
    expect(api.sentTo("channel/assign")).toEqual([{ channel_id: 8, target: 5 }]);
  });

  it("unassigns from the unassign key, saying the earnings stay", async () => {
    const api = fakeApi({ "channel/list": channels, "channel/unassign": () => ({ data: {} }) });
    renderPage(aManager(), "/manage-subchannel?unassign=7");
    const dialog = await screen.findByRole("dialog", { name: "Unassign channel" });
    expect(within(dialog).getByText("Take Dance Crew back from Hana?")).toBeTruthy();
    expect(within(dialog).getByText(/what it earned so far stays with whoever earned it/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Unassign" }));
    await waitFor(() => expect(address().has("unassign")).toBe(false));
    expect(api.sentTo("channel/unassign")).toEqual([{ channel_id: 7 }]);
  });

  it("opens the assign dialog from a row and keeps a failure in the dialog", async () => {
    fakeApi({
      "channel/list": channels,
      "member/mcn/accounts": team,
      "channel/unassign": () => ({ code: 5, status: 404, message: "Not found." }),
    });
    renderPage();
    await screen.findByRole("table", { name: "Channels and their members" });
    press("Assign Daily Kitchen to a member");
    await waitFor(() => expect(address().get("assign")).toBe("8"));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(address().has("assign")).toBe(false));
    press("Unassign Dance Crew");
    const dialog = await screen.findByRole("dialog", { name: "Unassign channel" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Unassign" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Not found.");
  });
});

describe("the assign dialog of a large team", () => {
  it("offers the members a page at a time", async () => {
    const api = fakeApi({
      "channel/list": channels,
      "member/mcn/accounts": (input) => {
        const page = Number(input.page);
        const items = Array.from({ length: page === 0 ? 50 : 10 }, (_, i) =>
          aTeamMember(100 + page * 50 + i),
        );
        return { data: { items, total: 60 } };
      },
      "channel/assign": () => ({ data: {} }),
    });
    renderPage(aManager(), "/manage-subchannel?assign=8");
    const dialog = await screen.findByRole("dialog", { name: "Assign channel" });
    await within(dialog).findByRole("option", { name: "Member100 (member100@studio.test)" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Next page" }));
    const late = await within(dialog).findByRole("option", { name: "Member150 (member150@studio.test)" });
    fireEvent.change(within(dialog).getByRole("combobox", { name: /^Member/ }), {
      target: { value: (late as HTMLOptionElement).value },
    });
    press("Assign");
    await waitFor(() => expect(api.sentTo("channel/assign")).toEqual([{ channel_id: 8, target: 150 }]));
    // Page 0, then page 1 (asked again when the assignment refreshes the team).
    expect(new Set(api.sentTo("member/mcn/accounts").map((input) => input.page))).toEqual(
      new Set(["0", "1"]),
    );
  });
});
