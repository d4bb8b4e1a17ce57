import { Notifications } from "@mantine/notifications";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../test/fake-api";
import { aManager, aMember, aTeamMember } from "../test/fixtures";
import { renderWithProviders } from "../test/render";
import { canManageTeam, teamAccountsQuery, useTeamAccountsAtStart } from "./team-accounts";

function Startup({ me }: { me: ReturnType<typeof aMember> }) {
  useTeamAccountsAtStart(me);
  return <Notifications />;
}

afterEach(() => vi.unstubAllGlobals());

describe("canManageTeam", () => {
  it("is the highest permission, or a middle account with the SubCreateable flag (docs/spec.md §6)", () => {
    expect(canManageTeam(aManager())).toBe(true);
    expect(canManageTeam(aMember({ permission: "middle", permission_flag: 1 }))).toBe(true);
    // A creator or a member sub-account never runs a team, flag or not (docs/decisions/081).
    expect(canManageTeam(aMember({ permission: "creator", permission_flag: 1 }))).toBe(false);
    expect(canManageTeam(aMember({ permission: "middle", permission_flag: 0 }))).toBe(false);
    expect(canManageTeam(aMember())).toBe(false);
    expect(canManageTeam(null)).toBe(false);
  });
});

describe("the team at start", () => {
  it("loads page 0 of a manager's members", async () => {
    const api = fakeApi({ "member/mcn/accounts": () => ({ data: { items: [aTeamMember(4)], total: 1 } }) });
    const { queryClient } = renderWithProviders(<Startup me={aManager()} />);
    await waitFor(() => expect(queryClient.getQueryData(teamAccountsQuery(0).queryKey)?.total).toBe(1));
    expect(api.sentTo("member/mcn/accounts")).toEqual([{ page: "0", size: "50" }]);
  });

  it("asks nothing for an account without a team", async () => {
    const api = fakeApi({});
    const { queryClient } = renderWithProviders(<Startup me={aMember()} />);
    // Mounted and decided: the team's query is watched, and switched off rather than asked.
    const team = await waitFor(() => {
      const query = queryClient
        .getQueryCache()
        .find({ queryKey: teamAccountsQuery(0).queryKey, exact: true });
      expect(query?.getObserversCount()).toBe(1);
      return query;
    });
    expect(team?.isDisabled()).toBe(true);
    expect(api.calls).toEqual([]);
  });

  it("shows the server's message in an error snackbar when the load fails", async () => {
    fakeApi({
      "member/mcn/accounts": () => ({ code: 1, status: 500, message: "Something went wrong on our side." }),
    });
    renderWithProviders(<Startup me={aManager()} />);
    const snackbar = await screen.findByRole("alert");
    expect(snackbar.textContent).toContain("Something went wrong on our side.");
  });
});
