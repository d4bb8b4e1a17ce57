/** What other modules may use of the notification module. */
export { notify } from "./create-notification";
