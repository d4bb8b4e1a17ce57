/** What other modules may use of the member module. */
export { findAccountById, insertAccount } from "./queries";
