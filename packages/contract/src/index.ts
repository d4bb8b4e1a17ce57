export * from "./calls";
export * from "./constants";
export * from "./envelope";
export * from "./errors";
export * from "./errors/coded";
export * from "./format";
export * from "./languages";
export * from "./money";
