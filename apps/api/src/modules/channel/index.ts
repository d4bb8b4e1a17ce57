/** What other modules may use of the channel module. */
export { releaseAccountChannels } from "./registrations";
