export * from "./countries";
export * from "./ledger";
export * from "./payment-info";
export * from "./payout-batch";
export * from "./withdrawal";
