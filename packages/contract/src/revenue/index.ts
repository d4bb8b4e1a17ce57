export * from "./country-positions";
export * from "./figures";
export * from "./periods";
