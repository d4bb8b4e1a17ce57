import type { TTeamMember } from "@studio/contract";
import type { Account, Network } from "../../db/rows";
import type { AppDeps } from "../../deps";
import { assertTeamManager } from "./access";
import { toTeamMembers } from "./member-view";
import { currentMonth, monthStart } from "./months";
import { channelsOfMembers, listMembers } from "./queries";

/**
 * A page of the manager's members, newest first, each with the rate in force this month, the next
 * saved change and its channels: one query for the members (rates as subqueries on the history's
 * index), one for the channels of the page.
 */
export async function teamMembers(
  deps: AppDeps,
  network: Network,
  manager: Account,
  page: { page: number; size: number },
): Promise<{ items: TTeamMember[]; total: number }> {
  assertTeamManager(manager);
  const month = monthStart(currentMonth(network, deps.now()));
  const { rows, total } = await listMembers(deps.db, manager.id, month, page);
  const channels = await channelsOfMembers(
    deps.db,
    rows.map((row) => row.id),
  );
  return { items: toTeamMembers(rows, channels), total };
}
