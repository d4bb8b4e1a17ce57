export * from "./define-call";
export * from "./dev";
export * from "./fields";
export * from "./member";
export * from "./site";
