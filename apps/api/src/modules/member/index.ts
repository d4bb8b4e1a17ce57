/** What other modules may use of the member module. */

// TEMP until payout imports it from db/
export { isUniqueViolation } from "../../db/unique-violation";
export { markAccountDeleted } from "./delete-account";
export { resendSignupCode } from "./email-verification";
export {
  findAccountByEmail,
  insertAccountUnlessTaken,
  nicknameTaken,
  updateAccount,
} from "./queries";
