export { BIG_NUMBER_UNITS, formatBigNumber } from "./big-number";
export {
  CURRENCY_DECIMALS,
  CURRENCY_SYMBOLS,
  FORMAT_CURRENCIES,
  type FormatCurrency,
  type FormatCurrencyOptions,
  formatCurrency,
  USD_SMALL_AMOUNT_MICRO,
  USD_SMALL_DECIMALS,
} from "./currency";
export {
  calendarDateOf,
  DATE_SEPARATORS,
  type FormatDateOptions,
  formatDate,
  formatDateTime,
  formatMonth,
} from "./date";
export { DECIMAL_MARKS, GROUP_SEPARATORS, groupDigits } from "./digits";
export { formatDuration, formatWait } from "./duration";
export { type FormatNumberOptions, formatNumber } from "./number";
export { formatPercent, formatRatePercent, PERCENT_DECIMALS } from "./percent";
