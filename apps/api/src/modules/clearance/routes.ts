import {
  adminClaimMarkCall,
  adminClearanceListCall,
  musicClearanceCheckCall,
  musicClearanceSummaryCall,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../lib/register-call";
import { checkTrack, clearanceSummary } from "./creator-views";
import { listAtRisk, markClaim } from "./staff-views";

/** Claim safety (docs/decisions/127): the creator's count and track check, staff's list and claim marks. */
export function registerClearanceRoutes(app: FastifyInstance): void {
  registerCall(app, musicClearanceSummaryCall, ({ deps, account, network, input }) =>
    clearanceSummary(deps.db, account, network.id, input),
  );
  registerCall(app, musicClearanceCheckCall, ({ deps, account, network, input }) =>
    checkTrack(deps.db, account, network.id, input.isrc, deps.now()),
  );
  registerCall(app, adminClearanceListCall, ({ deps, network, input }) =>
    listAtRisk(deps.db, network.id, input),
  );
  registerCall(app, adminClaimMarkCall, ({ deps, network, account, input, audit }) =>
    markClaim(deps.db, network.id, account.id, input, audit),
  );
}
