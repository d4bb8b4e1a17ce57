/** What other modules may use of the mail module: compose a code mail and put it in the outbox. */
export { composeCodeMail } from "./compose";
export { queueMail } from "./outbox";
