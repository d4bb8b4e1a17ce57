/** What other modules may use of the metrics module: its route, with the request metrics' hook. */
export { registerMetrics } from "./routes";
