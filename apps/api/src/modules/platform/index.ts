/** What other modules may use of the platform module (the adapter's interface is lib/platform-adapter.ts). */
export { toIsoDuration } from "./iso-duration";
