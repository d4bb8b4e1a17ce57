/** What other modules may use of the notification module. */
export { notify } from "./create-notification";
export { sendNotificationMails, startNotificationWorkers } from "./mail-sweep";
export { registerNotificationRoutes } from "./routes";
