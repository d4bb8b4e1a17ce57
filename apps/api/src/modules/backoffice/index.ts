/** What other modules may use of the back-office module: its routes. */
export { registerBackofficeRoutes } from "./routes";
