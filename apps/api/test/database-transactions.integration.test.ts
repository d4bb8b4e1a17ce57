import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

describe("the app's database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("opens a transaction without building a relational query builder per table (docs/decisions/152)", async () => {
    // Given the schema, drizzle builds one per table in every transaction it opens, for `tx.query`.
    const builders = await t.app.deps.db.transaction(
      async (tx) => Object.keys((tx as unknown as { query: object }).query).length,
    );
    expect(builders).toBe(0);
  });
});
