export * from "./countries";
export * from "./payment-info";
