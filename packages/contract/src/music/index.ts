export * from "./music-tags";
export * from "./search-text";
