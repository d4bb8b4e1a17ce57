/**
 * Bounds of the figures a platform report may bring in (docs/stats-import.md). They are chosen so
 * that nothing the database can hold breaks a dashboard: every count any dashboard sums over any
 * period (at most MAX_RANGE_DAYS = 366 days, within one network) stays below 2^53, so it travels
 * as a JSON number, and every amount and every product the queries form (revenue x 10,000 for a
 * member's share, a period's revenue x 1,000 for a price) stays within PostgreSQL's bigint.
 */

/** Views (and premium views) of one video on one day: 10 billion. */
export const MAX_ROW_VIEWS = 10_000_000_000;
/** Watch time of one video on one day, seconds. */
export const MAX_ROW_WATCH_SECONDS = 1_000_000_000_000;
/** Revenue of one video on one day, micro-USD: 10 million USD. */
export const MAX_ROW_REVENUE_MICRO = 10_000_000_000_000n;

/** All views of one network on one day: 10^13; x 366 days = 3.66 x 10^15 < 2^53. */
export const MAX_NETWORK_DAY_VIEWS = 10_000_000_000_000;
/** All watch time of one network on one day, seconds: same reasoning as the views. */
export const MAX_NETWORK_DAY_WATCH_SECONDS = 10_000_000_000_000;
/** All revenue of one network on one day, micro-USD (10 billion USD); x 366 days < 2^63 / 2. */
export const MAX_NETWORK_DAY_REVENUE_MICRO = 10_000_000_000_000_000n;
