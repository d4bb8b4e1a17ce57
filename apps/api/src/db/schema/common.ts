import { customType, timestamp } from "drizzle-orm/pg-core";

/** Column helpers the schema files share. */

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  // node-postgres answers a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => Buffer.from(value),
});
