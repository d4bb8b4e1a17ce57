export * from "./channel-link";
export * from "./channel-rules";
export * from "./channel-transitions";
export * from "./video-link";
