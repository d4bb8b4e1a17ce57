/** What other modules may use of the revenue module. */
export { type ChannelListFigures, channelFiguresFor } from "./channel-figures";
export type { ChannelSums } from "./queries";
