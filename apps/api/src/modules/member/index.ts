/** What other modules may use of the member module. */
export { markAccountDeleted } from "./delete-account";
export { resendSignupCode } from "./email-verification";
export {
  findAccountByEmail,
  findAccountById,
  insertAccount,
  insertAccountUnlessTaken,
  isUniqueViolation,
  nicknameTaken,
  updateAccount,
} from "./queries";
