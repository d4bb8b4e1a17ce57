import { describe, expect, it } from "vitest";
import { unavailableReason } from "./service-unavailable";

/** An error as node-postgres or Node gives it: a message and a code. */
function coded(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

/** Drizzle's wrapper of a failed query: the SQL in its message, the driver's error as its cause. */
function failedQuery(cause: unknown): Error {
  return new Error(`Failed query: select "id", "name" from "networks"\nparams: `, { cause });
}

describe("which failures mean the database cannot be reached", () => {
  it.each([
    [
      "a refused connection",
      coded("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      "connect ECONNREFUSED 127.0.0.1:5432",
    ],
    [
      "an administrator's shutdown (57P01)",
      coded("terminating connection due to administrator command", "57P01"),
      "57P01 terminating connection due to administrator command",
    ],
    [
      "a server starting or in recovery (57P03)",
      coded("the database system is starting up", "57P03"),
      "57P03 the database system is starting up",
    ],
    ["a connection exception (08006)", coded("connection failure", "08006"), "08006 connection failure"],
    [
      "too many connections (53300)",
      coded("sorry, too many clients already", "53300"),
      "53300 sorry, too many clients already",
    ],
    [
      "a connection cut mid-query",
      new Error("Connection terminated unexpectedly"),
      "Connection terminated unexpectedly",
    ],
    [
      "the pool's connection timeout",
      new Error("timeout exceeded when trying to connect"),
      "timeout exceeded when trying to connect",
    ],
    [
      "a connect timeout",
      new Error("Connection terminated due to connection timeout"),
      "Connection terminated due to connection timeout",
    ],
    ["a closed embedded engine", new Error("PGlite is closed"), "PGlite is closed"],
    [
      "an unknown host",
      coded("getaddrinfo ENOTFOUND db.internal", "ENOTFOUND"),
      "getaddrinfo ENOTFOUND db.internal",
    ],
  ])("%s, also inside Drizzle's wrapper", (_name, error, reason) => {
    expect(unavailableReason(error)).toBe(reason);
    // The reason is the driver's line, never the wrapper's SQL.
    expect(unavailableReason(failedQuery(error))).toBe(reason);
  });

  it("looks into each address of a connection that failed on all of them", () => {
    const both = new AggregateError(
      [
        coded("connect ECONNREFUSED ::1:5432", "ECONNREFUSED"),
        coded("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      ],
      "",
    );
    expect(unavailableReason(failedQuery(both))).toBe("connect ECONNREFUSED ::1:5432");
  });

  it.each([
    ["a unique violation", coded('duplicate key value violates unique constraint "accounts_email"', "23505")],
    ["a syntax error", coded('syntax error at or near "selec"', "42601")],
    ["a serialization failure", coded("could not serialize access", "40001")],
    ["a plain bug", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["not an error at all", "ECONNREFUSED"],
  ])("%s is not an outage", (_name, error) => {
    expect(unavailableReason(error)).toBeUndefined();
    expect(unavailableReason(failedQuery(error))).toBeUndefined();
  });
});
