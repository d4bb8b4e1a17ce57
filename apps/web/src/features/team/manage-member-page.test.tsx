import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../lib/i18n";
import { meQueryOptions } from "../../lib/session";
import { fakeApi } from "../../test/fake-api";
import { aManager, aMember, aTeamMember } from "../../test/fixtures";
import { press } from "../../test/form-actions";
import { renderWithProviders, testQueryClient } from "../../test/render";
import { ManageMemberPage } from "./manage-member-page";

// The team and back-office screens' strings come in the extra part, which their routes load.
beforeAll(() => ensureStrings("extra"));

/** The page with the address it keeps its dialog keys in. */
function Page() {
  const { search } = useLocation();
  return (
    <>
      <ManageMemberPage />
      <output aria-label="Address">{search}</output>
    </>
  );
}

function renderPage(me = aManager(), route = "/manage-member") {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryOptions(null).queryKey, me);
  return renderWithProviders(<Page />, { queryClient, route });
}

const address = () => new URLSearchParams(screen.getByRole("status", { name: "Address" }).textContent ?? "");
const noAudit = () => ({ data: { items: [], total: 0 } });
const team =
  (members = [aTeamMember(4)]) =>
  () => ({ data: { items: members, total: members.length } });

afterEach(() => vi.unstubAllGlobals());

describe("ManageMemberPage", () => {
  it("tells a creator it is not for them, and asks nothing", async () => {
    const api = fakeApi({});
    renderPage(aMember({ permission: "creator" }));
    expect(screen.getByRole("heading", { name: "Not available for this account" })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("is open to a middle account with the SubCreateable flag", async () => {
    fakeApi({ "member/mcn/accounts": team(), "member/mcn/audit": noAudit });
    renderPage(aMember({ permission: "middle", permission_flag: 1 }));
    expect(await screen.findByRole("table", { name: "Members" })).toBeTruthy();
  });

  it("lists members with ID, fee rate and the next one, registered date and channels", async () => {
    const api = fakeApi({
      "member/mcn/accounts": team([
        aTeamMember(4, {
          name: "Hana",
          user_id: "hana@studio.test",
          fee_rate: 30,
          next_fee_rate: { fee_rate: 12.5, month: "2027-01" },
          registered_at: "2026-03-05T10:00:00.000Z",
          channels: [
            { id: 7, name: "Dance Crew", thumbnail: "" },
            { id: 8, name: "Daily Kitchen", thumbnail: "" },
          ],
        }),
        aTeamMember(5, { name: "Joon" }),
      ]),
      "member/mcn/audit": noAudit,
    });
    renderPage();
    const table = await screen.findByRole("table", { name: "Members" });
    const [, hana, joon] = within(table).getAllByRole("row");
    const cells = within(hana as HTMLElement)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual([
      "Hana",
      "hana@studio.test",
      "30%12.5% from January 2027",
      "2026/03/05",
      "Dance Crew, Daily Kitchen",
    ]);
    expect(within(joon as HTMLElement).getByText("No channels")).toBeTruthy();
    expect(screen.getByText("2 members")).toBeTruthy();
    expect(api.sentTo("member/mcn/accounts")).toEqual([{ page: "0", size: "50" }]);
  });

  it("says there are no members yet and offers to create one", async () => {
    fakeApi({ "member/mcn/accounts": team([]), "member/mcn/audit": noAudit });
    renderPage();
    expect(await screen.findByText("No members yet")).toBeTruthy();
    expect(screen.getByText("No actions yet.")).toBeTruthy();
  });

  it("shows a failed load with the server's message and a retry", async () => {
    fakeApi({
      "member/mcn/accounts": () => ({ code: 2, status: 403, message: "You don't have permission." }),
      "member/mcn/audit": noAudit,
    });
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You don't have permission.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("opens the create dialog from the addMember key and removes the key on closing", async () => {
    fakeApi({ "member/mcn/accounts": team(), "member/mcn/audit": noAudit });
    renderPage(aManager(), "/manage-member?addMember=true");
    expect(await screen.findByRole("dialog", { name: "Create member" })).toBeTruthy();
    press("Cancel");
    await waitFor(() => expect(address().has("addMember")).toBe(false));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Create member" })).toBeNull());
    press(/^Create member$/);
    await waitFor(() => expect(address().get("addMember")).toBe("true"));
  });

  it("opens the password dialog of the member named by the password key", async () => {
    fakeApi({ "member/mcn/accounts": team([aTeamMember(4, { name: "Hana" })]), "member/mcn/audit": noAudit });
    renderPage(aManager(), "/manage-member?password=4");
    const dialog = await screen.findByRole("dialog", { name: "Change member password" });
    expect(within(dialog).getByText(/Set a new password for Hana/)).toBeTruthy();
    press("Cancel");
    await waitFor(() => expect(address().has("password")).toBe(false));
  });

  it("opens the delete dialog and the fee-rate dialog from a member's row", async () => {
    fakeApi({
      "member/mcn/accounts": team([aTeamMember(4, { name: "Hana" })]),
      "member/mcn/audit": noAudit,
      "member/mcn/fee_rate.history": () => ({ data: { items: [] } }),
      "member/mcn/fee_rate.preview": () => ({ code: 10029, status: 409, message: "Not this month." }),
    });
    renderPage();
    await screen.findByRole("table", { name: "Members" });
    press("Delete Hana");
    await waitFor(() => expect(address().get("delete")).toBe("4"));
    expect(await screen.findByRole("dialog", { name: "Delete member" })).toBeTruthy();
    press("Cancel");
    await waitFor(() => expect(address().has("delete")).toBe(false));
    press("Change the fee rate of Hana");
    expect(await screen.findByRole("dialog", { name: "Change fee rate" })).toBeTruthy();
    // The preview's refusal shows in the dialog.
    expect((await screen.findByText("Not this month.")).closest("[role=alert]")).toBeTruthy();
  });

  it("lists the manager's actions translated, with before and after readable", async () => {
    fakeApi({
      "member/mcn/accounts": team(),
      "member/mcn/audit": () => ({
        data: {
          items: [
            {
              id: 2,
              action: "member.fee_rate",
              actor: { id: 1, name: "Boss" },
              member: { id: 4, name: "Hana" },
              channel: null,
              before: { fee_rate: 20, month: "2026-01" },
              after: { fee_rate: 30, month: "2026-12" },
              at: "2026-11-20T09:15:00.000Z",
            },
            {
              id: 1,
              action: "channel.assign",
              actor: { id: 1, name: "Boss" },
              member: { id: 4, name: "Hana" },
              channel: { id: 7, name: "Dance Crew" },
              before: { channel_name: "Dance Crew", member: null },
              after: { channel_name: "Dance Crew", member: { id: 4, name: "Hana" } },
              at: "2026-11-19T09:15:00.000Z",
            },
          ],
          total: 2,
        },
      }),
    });
    renderPage();
    const section = await screen.findByRole("region", { name: "Activity" });
    const rows = await within(section).findAllByRole("row");
    expect(rows[1]?.textContent).toContain("Fee rate changed");
    expect(rows[1]?.textContent).toContain("Fee rate: 20% → 30%");
    expect(rows[1]?.textContent).toContain("From: January 2026 → December 2026");
    expect(rows[1]?.textContent).not.toContain("password");
    expect(rows[2]?.textContent).toContain("Channel assigned");
    expect(rows[2]?.textContent).toContain("Hana · Dance Crew");
    expect(rows[2]?.textContent).toContain("Channel: Dance Crew");
    expect(rows[2]?.textContent).not.toContain("Dance Crew →");
    expect(rows[2]?.textContent).toContain("Member: — → Hana");
  });
});
