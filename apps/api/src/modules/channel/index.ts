/** What other modules may use of the channel module. */
export { lookUpChannelLink, registerPlatformChannel } from "./add-channel";
export { releaseAccountChannels } from "./registrations";
