/** What other modules may use of the mail module: compose a mail and put it in the outbox. */
export {
  composeCodeMail,
  composeLinesMail,
  composePaymentInfoMail,
  composePaypalOwnerMail,
  composeWithdrawalMail,
} from "./compose";
export { capturesMail, mailOutboxStats, queueMail, wakeMailSender } from "./outbox";
export { composeSecurityMail, type SecurityMailKind } from "./security-messages";
