export * from "./channel-link";
export * from "./channel-rules";
