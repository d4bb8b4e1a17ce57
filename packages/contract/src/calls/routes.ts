import type { CallAccess, FileAnswer } from "./define-call";

/** Where a call goes and with which session: all a client needs to send it. */
export interface CallRoute {
  readonly method: "GET" | "POST";
  /** Path under /api/, as docs/spec.md §7 names it. */
  readonly path: string;
  readonly access: CallAccess;
  readonly inputIn?: "query" | "body" | "multipart";
  /** A file download instead of the envelope (the client links to it: `callUrl` in the web app). */
  readonly answer?: FileAnswer;
  /**
   * Open to an account that must have a second factor and has none yet (staff, managers): every
   * other call answers 10031 until one is set up (docs/decisions/142).
   */
  readonly enrolment?: true;
}

/**
 * Every call's route, without its schemas: the call definitions spread these, and the web app sends
 * its calls by them so that zod and the schemas load only with a form that validates
 * (docs/decisions/107).
 */
export const CALL_ROUTES = {
  // admin-channel
  adminChannelQueueCall: { method: "GET", path: "admin/channel/queue", access: "staff" },
  adminChannelApproveCall: { method: "POST", path: "admin/channel/approve", access: "staff" },
  adminChannelDenyCall: { method: "POST", path: "admin/channel/deny", access: "staff" },
  adminChannelHistoryCall: { method: "GET", path: "admin/channel/history", access: "staff" },
  // admin-import
  adminMusicImportCall: { method: "POST", path: "admin/music/import", access: "staff", inputIn: "multipart" },
  adminStatsImportCall: { method: "POST", path: "admin/stats/import", access: "staff", inputIn: "multipart" },
  // backoffice (docs/decisions/125): "staff" is any staff role, "admin" the administrators
  adminAccountSearchCall: { method: "GET", path: "admin/account/search", access: "staff" },
  adminAccountDetailCall: { method: "GET", path: "admin/account/detail", access: "staff" },
  adminAccountSuspendCall: { method: "POST", path: "admin/account/suspend", access: "admin" },
  adminAccountRestoreCall: { method: "POST", path: "admin/account/restore", access: "admin" },
  adminAccountResendCall: { method: "POST", path: "admin/account/resend-verification", access: "staff" },
  adminStaffRoleCall: { method: "POST", path: "admin/staff/role", access: "admin" },
  adminRatesListCall: { method: "GET", path: "admin/rates/list", access: "staff" },
  adminRateSetCall: { method: "POST", path: "admin/rates/set", access: "admin" },
  adminSiteGetCall: { method: "GET", path: "admin/site/get", access: "admin" },
  adminSiteSaveCall: { method: "POST", path: "admin/site/save", access: "admin" },
  adminSiteLogoCall: { method: "POST", path: "admin/site/logo", access: "admin", inputIn: "multipart" },
  adminTrackListCall: { method: "GET", path: "admin/music/list", access: "staff" },
  adminTrackUpdateCall: { method: "POST", path: "admin/music/update", access: "staff" },
  adminTrackWithdrawCall: { method: "POST", path: "admin/music/withdraw", access: "staff" },
  adminTrackFilesCall: { method: "POST", path: "admin/music/files", access: "staff", inputIn: "multipart" },
  // claim safety (docs/decisions/127)
  adminClearanceListCall: { method: "GET", path: "admin/clearance/list", access: "staff" },
  adminClaimMarkCall: { method: "POST", path: "admin/clearance/claim", access: "staff" },
  adminImportHistoryCall: { method: "GET", path: "admin/import/history", access: "staff" },
  adminAuditListCall: { method: "GET", path: "admin/audit/list", access: "admin" },
  adminAuditExportCall: { method: "GET", path: "admin/audit/export", access: "admin" },
  // the failed-mail screen (docs/decisions/136)
  adminMailFailedListCall: { method: "GET", path: "admin/mail/failed", access: "staff" },
  adminMailResendCall: { method: "POST", path: "admin/mail/resend", access: "staff" },
  // the job queue (docs/decisions/135): administrators of the default network only
  adminJobQueuesCall: { method: "GET", path: "admin/jobs/queues", access: "admin" },
  adminJobFailedCall: { method: "GET", path: "admin/jobs/failed", access: "admin" },
  adminJobRetryCall: { method: "POST", path: "admin/jobs/retry", access: "admin" },
  // board
  boardListCall: { method: "GET", path: "board/list", access: "session" },
  boardDetailCall: { method: "GET", path: "board/detail", access: "session" },
  boardHeaderCall: { method: "GET", path: "board/header", access: "session" },
  popupListCall: { method: "GET", path: "board/popups", access: "session" },
  adminBoardListCall: { method: "GET", path: "admin/board/list", access: "staff" },
  adminBoardDetailCall: { method: "GET", path: "admin/board/detail", access: "staff" },
  adminBoardSaveCall: { method: "POST", path: "admin/board/save", access: "staff" },
  adminBoardPreviewCall: { method: "POST", path: "admin/board/preview", access: "staff" },
  adminCampaignParticipantsCall: { method: "GET", path: "admin/campaign/participants", access: "staff" },
  adminCampaignDecideCall: { method: "POST", path: "admin/campaign/decide", access: "staff" },
  // campaign
  campaignApplyCall: { method: "POST", path: "event/campaign/apply", access: "session" },
  campaignVideoCall: { method: "POST", path: "event/campaign/video", access: "session" },
  campaignResourcesCall: { method: "GET", path: "event/campaign/resources", access: "session" },
  // channel
  channelAddCall: { method: "POST", path: "channel/add", access: "session" },
  channelListCall: { method: "GET", path: "channel/list", access: "session" },
  channelDetailCall: { method: "GET", path: "channel/detail", access: "session" },
  channelVerifyCall: { method: "POST", path: "channel/verify", access: "session" },
  channelReviewCall: { method: "POST", path: "channel/review", access: "session" },
  channelDeleteCall: { method: "POST", path: "channel/delete", access: "session" },
  // dev
  devMailsCall: { method: "GET", path: "dev/mails", access: "public" },
  // ledger
  earningsReportCall: { method: "GET", path: "withdrawal/report", access: "session" },
  earningsDetailCall: { method: "GET", path: "withdrawal/report.detail", access: "session" },
  adminConfirmedPreviewCall: {
    method: "POST",
    path: "admin/revenue/confirmed.preview",
    access: "staff",
    inputIn: "multipart",
  },
  adminConfirmedConfirmCall: {
    method: "POST",
    path: "admin/revenue/confirmed.confirm",
    access: "staff",
    inputIn: "multipart",
  },
  adminReconciliationCall: { method: "GET", path: "admin/revenue/reconciliation", access: "staff" },
  adminLedgerManualCall: { method: "POST", path: "admin/ledger/manual", access: "admin" },
  adminLedgerListCall: { method: "GET", path: "admin/ledger/entries", access: "staff" },
  adminManualEntryListCall: { method: "GET", path: "admin/ledger/manual.list", access: "staff" },
  adminManualEntryApproveCall: { method: "POST", path: "admin/ledger/manual.approve", access: "admin" },
  adminManualEntryDeclineCall: { method: "POST", path: "admin/ledger/manual.decline", access: "admin" },
  adminTrialBalanceCall: { method: "GET", path: "admin/ledger/trial-balance", access: "staff" },
  adminTrialBalanceExportCall: { method: "GET", path: "admin/ledger/trial-balance.export", access: "staff" },
  // mcn
  mcnAddCall: { method: "POST", path: "member/mcn/add", access: "session" },
  mcnAccountsCall: { method: "GET", path: "member/mcn/accounts", access: "session" },
  mcnUpdateCall: { method: "POST", path: "member/mcn/update", access: "session" },
  mcnDeleteCall: { method: "POST", path: "member/mcn/delete", access: "session" },
  mcnFeeRateHistoryCall: { method: "GET", path: "member/mcn/fee_rate.history", access: "session" },
  mcnFeeRatePreviewCall: { method: "GET", path: "member/mcn/fee_rate.preview", access: "session" },
  channelAssignCall: { method: "POST", path: "channel/assign", access: "session" },
  channelUnassignCall: { method: "POST", path: "channel/unassign", access: "session" },
  mcnAuditCall: { method: "GET", path: "member/mcn/audit", access: "session" },
  // member
  joinCall: { method: "POST", path: "member/join", access: "public" },
  loginCall: { method: "POST", path: "member/login", access: "public" },
  logoutCall: { method: "POST", path: "member/logout", access: "session-unverified", enrolment: true },
  meCall: { method: "GET", path: "member/me", access: "session-unverified", enrolment: true },
  sendEmailCodeCall: { method: "POST", path: "member/email", access: "session-unverified" },
  emailVerifyCall: { method: "POST", path: "member/emailverify", access: "session-unverified" },
  accountUpdateCall: { method: "POST", path: "member/account/update", access: "session" },
  deleteAccountCall: { method: "POST", path: "member/account/delete.account", access: "session-unverified" },
  findPasswordCall: { method: "POST", path: "member/account/find.password", access: "public" },
  findPasswordVerifyCall: { method: "POST", path: "member/account/find.password.verify", access: "public" },
  findPasswordUpdateCall: { method: "POST", path: "member/account/find.password.update", access: "public" },
  stepTutorialCall: { method: "POST", path: "member/settings/step.tutorial", access: "session" },
  pushSettingsCall: { method: "POST", path: "member/settings/push", access: "session" },
  preferencesCall: {
    method: "POST",
    path: "member/settings/preferences",
    access: "session-unverified",
    enrolment: true,
  },
  createOnetimeAuthCall: {
    method: "POST",
    path: "member/create.onetime.auth",
    access: "public",
    inputIn: "query",
  },
  onetimeLoginCall: { method: "POST", path: "member/onetime.login", access: "public" },
  invitationValidateCall: { method: "GET", path: "member/invitation/validate", access: "public" },
  // two-step sign-in (docs/decisions/142): the second step of a login, then the account's factors.
  // `enrolment` calls stay open to an account that must still set up a second factor (staff, managers).
  loginVerifyCall: { method: "POST", path: "member/login/verify", access: "public" },
  loginPasskeyOptionsCall: { method: "POST", path: "member/login/passkey.options", access: "public" },
  loginPasskeyVerifyCall: { method: "POST", path: "member/login/passkey.verify", access: "public" },
  twoFactorStatusCall: {
    method: "GET",
    path: "member/2fa/status",
    access: "session-unverified",
    enrolment: true,
  },
  totpSetupCall: {
    method: "POST",
    path: "member/2fa/totp.setup",
    access: "session-unverified",
    enrolment: true,
  },
  totpConfirmCall: {
    method: "POST",
    path: "member/2fa/totp.confirm",
    access: "session-unverified",
    enrolment: true,
  },
  totpRemoveCall: { method: "POST", path: "member/2fa/totp.remove", access: "session" },
  passkeyOptionsCall: {
    method: "POST",
    path: "member/2fa/passkey.options",
    access: "session-unverified",
    enrolment: true,
  },
  passkeyRegisterCall: {
    method: "POST",
    path: "member/2fa/passkey.register",
    access: "session-unverified",
    enrolment: true,
  },
  passkeyRemoveCall: { method: "POST", path: "member/2fa/passkey.remove", access: "session" },
  recoveryCodesCall: { method: "POST", path: "member/2fa/recovery.regenerate", access: "session" },
  trustedDevicesForgetCall: { method: "POST", path: "member/2fa/devices.forget", access: "session" },
  stepUpOptionsCall: { method: "POST", path: "member/2fa/stepup.options", access: "session" },
  stepUpMailCall: { method: "POST", path: "member/2fa/stepup.mail", access: "session" },
  adminTwoFactorResetCall: { method: "POST", path: "admin/account/reset-2fa", access: "admin" },
  // invitation
  invitationDashboardCall: { method: "GET", path: "member/invitation/dashboard", access: "session" },
  invitationListCall: { method: "GET", path: "member/invitation/dashboard/list", access: "session" },
  // music
  musicTagsCall: { method: "GET", path: "v2/music/tags", access: "session" },
  musicHomeCall: { method: "GET", path: "v2/music/home", access: "session" },
  musicSearchCall: { method: "GET", path: "v2/music/search", access: "session" },
  musicFavouritesCall: { method: "GET", path: "music/favorites", access: "session" },
  musicFavouriteToggleCall: { method: "POST", path: "music/favorite.toggle", access: "session" },
  musicLogCall: { method: "GET", path: "music/music.log", access: "session" },
  // notification
  notificationListCall: { method: "GET", path: "notification/list", access: "session" },
  notificationUnreadCall: { method: "GET", path: "notification/unread", access: "session" },
  notificationReadCall: { method: "POST", path: "notification/read", access: "session" },
  notificationReadAllCall: { method: "POST", path: "notification/read.all", access: "session" },
  // payout
  paymentInfoCall: { method: "GET", path: "withdrawal/info", access: "session" },
  paymentInfoRegisterCall: { method: "POST", path: "withdrawal/info.register", access: "session" },
  paymentInfoUpdateCall: { method: "POST", path: "withdrawal/info.update", access: "session" },
  // revenue
  musicDashboardCall: { method: "GET", path: "v2/music/dashboard", access: "session" },
  musicVideoDashboardCall: { method: "GET", path: "v2/music/video/dashboard", access: "session" },
  musicChannelDashboardCall: { method: "GET", path: "v2/music/channel/dashboard", access: "session" },
  musicVideoListCall: { method: "GET", path: "v2/music/video/list", access: "session" },
  musicVideoDetailsCall: { method: "GET", path: "v2/music/video/details", access: "session" },
  musicDashboardMetaCall: { method: "GET", path: "v2/music/dashboard/meta", access: "session" },
  musicConfirmedMonthsCall: { method: "GET", path: "v2/music/dashboard/confirmed", access: "session" },
  musicVideoExportCall: { method: "POST", path: "v2/music/video/export", access: "session" },
  musicVideoExportStatusCall: { method: "GET", path: "v2/music/video/export.status", access: "session" },
  musicClearanceSummaryCall: { method: "GET", path: "v2/music/clearance/summary", access: "session" },
  musicClearanceCheckCall: { method: "GET", path: "v2/music/clearance/check", access: "session" },
  // site
  siteMetaCall: { method: "GET", path: "site/meta", access: "public" },
  landingMusicCall: { method: "GET", path: "site/landing/music", access: "public" },
  // withdrawal
  withdrawalQuoteCall: { method: "GET", path: "withdrawal/quote", access: "session" },
  withdrawalRequestCall: { method: "POST", path: "withdrawal/request", access: "session" },
  withdrawalListCall: { method: "GET", path: "withdrawal/list", access: "session" },
  adminWithdrawalQueueCall: { method: "GET", path: "admin/withdrawal/queue", access: "staff" },
  adminWithdrawalPayCall: { method: "POST", path: "admin/withdrawal/pay", access: "staff" },
  adminWithdrawalRejectCall: { method: "POST", path: "admin/withdrawal/reject", access: "staff" },
  adminWithdrawalExportCall: { method: "GET", path: "admin/withdrawal/export", access: "staff" },
  // payout batches (docs/decisions/133)
  adminPayoutBatchPreviewCall: { method: "GET", path: "admin/withdrawal/batch.preview", access: "staff" },
  adminPayoutBatchCreateCall: { method: "POST", path: "admin/withdrawal/batch.create", access: "staff" },
  adminPayoutBatchListCall: { method: "GET", path: "admin/withdrawal/batch.list", access: "staff" },
  adminPayoutBatchFileCall: { method: "GET", path: "admin/withdrawal/batch.file", access: "staff" },
  adminPayoutBatchSettleCall: {
    method: "POST",
    path: "admin/withdrawal/batch.settle",
    access: "staff",
    inputIn: "multipart",
  },
  adminWithdrawalOverdueCall: { method: "GET", path: "admin/withdrawal/overdue", access: "staff" },
  withdrawalInvoiceLinkCall: { method: "GET", path: "withdrawal/invoice.link", access: "session" },
  withdrawalInvoiceCall: { method: "GET", path: "withdrawal/invoice", access: "public" },
  withdrawalInvoicePdfCall: {
    method: "GET",
    path: "withdrawal/invoice.pdf",
    access: "optional-session",
    answer: { file: "application/pdf" },
  },
} as const satisfies Record<string, CallRoute>;

/** A call's name, as the contract exports it. */
export type CallName = keyof typeof CALL_ROUTES;

/** The calls whose answer is a file: a client links to them rather than reading an envelope. */
export type FileCallName = {
  [N in CallName]: (typeof CALL_ROUTES)[N] extends { answer: FileAnswer } ? N : never;
}[CallName];
