/**
 * The Drizzle schema, one file per module that owns the tables; it is the source of the migrations
 * (decision 002). drizzle.config.ts reads this file, so every schema file is exported here.
 */

export * from "./app-state";
export * from "./auth";
export * from "./backoffice";
export * from "./board";
export * from "./channel";
export * from "./clearance";
export * from "./files";
export * from "./login-throttle";
export * from "./mail";
export * from "./member";
export * from "./music";
export * from "./notification";
export * from "./payout";
export * from "./revenue";
export * from "./sandbox";
export * from "./site";
export * from "./storage";
export * from "./team";
export * from "./two-factor";
