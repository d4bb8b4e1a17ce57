/** What other modules may use of the revenue module. */
export { channelFiguresFor } from "./channel-figures";
export { periodDisplay } from "./exchange-rates";
export { type FeeRates, feeRateOn, feeRatesOf, rateInForce } from "./fee-rates";
export { type Display, money } from "./figures-view";
export type { ChannelSums } from "./queries";
