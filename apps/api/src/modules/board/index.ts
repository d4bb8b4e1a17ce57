/** What other modules may use of the board module (notices, events, campaigns, popups). */
export { saveBoard } from "./admin-queries";
export { notifyPublishedBoards, refreshCampaignViews, startBoardWorkers } from "./board-jobs";
export { registerBoardRoutes } from "./routes";
