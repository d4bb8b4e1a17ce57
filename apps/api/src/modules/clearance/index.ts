export { recordChannelRemoval } from "./channel-removal";
export { clearanceColumn, readClearance } from "./clearance-column";
export { clearanceWords } from "./clearance-words";
export { assessUnassessed, namingIsrcs, ofChannels, refreshClearance } from "./refresh";
export { registerClearanceRoutes } from "./routes";
