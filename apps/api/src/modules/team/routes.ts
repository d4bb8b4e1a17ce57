import {
  channelAssignCall,
  channelUnassignCall,
  mcnAccountsCall,
  mcnAddCall,
  mcnAuditCall,
  mcnDeleteCall,
  mcnFeeRateHistoryCall,
  mcnFeeRatePreviewCall,
  mcnUpdateCall,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../lib/register-call";
import { addMember } from "./add-member";
import { teamAudit } from "./audit-list";
import { assignChannel, unassignChannel } from "./channel-assignment";
import { deleteMember } from "./delete-member";
import { feeRateHistoryOf, previewFeeRate } from "./fee-rates";
import { teamMembers } from "./list-members";
import { updateMember } from "./update-member";

/** A manager's team (docs/spec.md §2, §3, §6, §7): members, their channels, fee rates, the audit. */
export function registerTeamRoutes(app: FastifyInstance): void {
  registerCall(
    app,
    mcnAddCall,
    async ({ deps, network, account, input, request }) =>
      addMember(deps, network, account, input, request.ip),
    // Each add hashes a password and may ask the platform for channels.
    { rateLimit: { max: 60, timeWindow: "1 minute" } },
  );

  registerCall(app, mcnAccountsCall, async ({ deps, network, account, input }) =>
    teamMembers(deps, network, account, input),
  );

  registerCall(app, mcnUpdateCall, async ({ deps, network, account, input, request }) =>
    updateMember(deps, network, account, input, request.ip),
  );

  registerCall(
    app,
    mcnDeleteCall,
    async ({ deps, account, input, request }) => {
      await deleteMember(deps, account, input, request.ip);
      return {};
    },
    { rateLimit: { max: 10, timeWindow: "15 minutes" } },
  );

  registerCall(app, mcnFeeRateHistoryCall, async ({ deps, account, input }) =>
    feeRateHistoryOf(deps, account, input.target),
  );

  registerCall(app, mcnFeeRatePreviewCall, async ({ deps, network, account, currency, language, input }) =>
    previewFeeRate(deps, network, account, input, { currency, language }),
  );

  registerCall(app, mcnAuditCall, async ({ deps, account, input }) => teamAudit(deps, account, input));

  registerCall(app, channelAssignCall, async ({ deps, account, input, request }) => {
    await assignChannel(deps, account, input, request.ip);
    return {};
  });

  registerCall(app, channelUnassignCall, async ({ deps, account, input, request }) => {
    await unassignChannel(deps, account, input, request.ip);
    return {};
  });
}
