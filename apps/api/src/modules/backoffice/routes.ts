import {
  adminAccountDetailCall,
  adminAccountResendCall,
  adminAccountRestoreCall,
  adminAccountSearchCall,
  adminAccountSuspendCall,
  adminAuditExportCall,
  adminAuditListCall,
  adminImportHistoryCall,
  adminJobFailedCall,
  adminJobQueuesCall,
  adminJobRetryCall,
  adminRateSetCall,
  adminRatesListCall,
  adminStaffRoleCall,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../lib/register-call";
import { resendSignupCode } from "../member";
import {
  accountDetail,
  networkAccount,
  restoreAccount,
  searchAccounts,
  setStaffRole,
  staffAccountView,
  suspendAccount,
} from "./accounts";
import { exportAudit, listAudit } from "./audit";
import { listImports } from "./import-history";
import { assertSystemStaff, listFailedJobs, listJobQueues, retryJob } from "./jobs";
import { listRates, setRate } from "./rates";

/**
 * The back-office's accounts, staff roles, exchange rates, import history and audit (decision 125),
 * and the job queue (decision 135).
 */
export function registerBackofficeRoutes(app: FastifyInstance): void {
  registerCall(app, adminAccountSearchCall, ({ deps, network, input }) =>
    searchAccounts(deps.db, network.id, input),
  );
  registerCall(app, adminAccountDetailCall, ({ deps, network, input }) =>
    accountDetail(deps.db, network.id, input.account_id, deps.now()),
  );
  registerCall(app, adminAccountSuspendCall, async ({ deps, account, input, audit }) =>
    staffAccountView(await suspendAccount(deps.db, account, input.account_id, input.reason, audit)),
  );
  registerCall(app, adminAccountRestoreCall, async ({ deps, account, input, audit }) =>
    staffAccountView(await restoreAccount(deps.db, account, input.account_id, audit)),
  );
  registerCall(app, adminStaffRoleCall, async ({ deps, account, input, audit }) =>
    staffAccountView(await setStaffRole(deps.db, account, input.account_id, input.role, audit)),
  );
  registerCall(app, adminAccountResendCall, async ({ deps, network, input, audit }) => {
    const target = await networkAccount(deps.db, network.id, input.account_id);
    if (target.emailVerifiedAt || target.status !== "active") return { sent: false };
    await resendSignupCode(deps, network, target);
    await audit.record(deps.db, { target: `account:${target.id}`, after: { sent: true } });
    return { sent: true };
  });

  registerCall(app, adminRatesListCall, ({ deps, network, input }) =>
    listRates(deps.db, network.id, input.from, input.to),
  );
  registerCall(app, adminRateSetCall, ({ deps, network, input, audit }) =>
    setRate(deps.db, network.id, input.day, input.rate, audit),
  );

  registerCall(app, adminImportHistoryCall, ({ deps, network, input }) =>
    listImports(deps.db, network.id, input),
  );

  registerCall(app, adminAuditListCall, ({ deps, network, input }) => {
    const { page, size, ...filters } = input;
    return listAudit(deps.db, network, filters, { page, size });
  });
  registerCall(app, adminAuditExportCall, ({ deps, network, input }) => exportAudit(deps.db, network, input));

  registerCall(app, adminJobQueuesCall, ({ deps, network }) => {
    assertSystemStaff(network);
    return listJobQueues(deps.jobs);
  });
  registerCall(app, adminJobFailedCall, ({ deps, network, input }) => {
    assertSystemStaff(network);
    return listFailedJobs(deps.jobs, input);
  });
  registerCall(app, adminJobRetryCall, ({ deps, network, input, audit }) => {
    assertSystemStaff(network);
    return retryJob(deps, input, audit);
  });
}
