/** What other modules may use of the member module. */
export { findAccountById, insertAccount, isUniqueViolation } from "./queries";
