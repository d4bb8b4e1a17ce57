export * from "./call-modules";
export * from "./openapi-document";
export * from "./openapi-types";
export * from "./wire-schema";
