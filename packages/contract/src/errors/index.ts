export * from "./catalogue";
export * from "./client-messages";
export * from "./interpolate";
export * from "./types";
