/** What other modules may use of the member module. */
export { markAccountDeleted } from "./delete-account";
export { deletionJournalPath, readDeletionJournals, replayDeletions } from "./deletion-journal";
export { resendSignupCode } from "./email-verification";
export {
  findAccountByEmail,
  insertAccountUnlessTaken,
  nicknameTaken,
  updateAccount,
} from "./queries";
