import { invitationDashboardCall, invitationListCall } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../lib/register-call";
import { type Inviter, invitationDashboard, invitedFriends } from "./invitation-queries";

/** `/invitation`'s calls (docs/decisions/121): the caller's own code, friends and points. */
export function registerReferralRoutes(app: FastifyInstance): void {
  const inviterOf = (
    network: Inviter["network"],
    account: { id: number; referralCode: string },
  ): Inviter => ({ id: account.id, referralCode: account.referralCode, network });

  registerCall(app, invitationDashboardCall, async ({ deps, network, account, input }) =>
    invitationDashboard(deps.db, inviterOf(network, account), input.start, input.end, deps.now()),
  );

  registerCall(app, invitationListCall, async ({ deps, network, account, input }) =>
    invitedFriends(deps.db, inviterOf(network, account), input),
  );
}
