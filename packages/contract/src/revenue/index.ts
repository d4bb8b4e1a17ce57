export * from "./country-positions";
export * from "./figures";
export * from "./import-bounds";
export * from "./periods";
