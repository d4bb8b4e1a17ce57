export * from "./admin-channel";
export * from "./channel";
export * from "./define-call";
export * from "./dev";
export * from "./fields";
export * from "./member";
export * from "./music";
export * from "./site";
