import { describe, expect, it } from "vitest";
import { throttledErrorLog } from "./throttled-log";

describe("a throttled error log", () => {
  it("writes the first error, counts the rest of the minute, and says how many with the next line", () => {
    const lines: string[] = [];
    let clock = 0;
    const log = throttledErrorLog("job queue error", {
      write: (line) => lines.push(line),
      now: () => clock,
    });
    log(new Error("connect ECONNREFUSED 127.0.0.1:5432\n    at stack"));
    for (let second = 1; second < 60; second++) {
      clock = second * 1_000;
      log(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    }
    expect(lines).toEqual(["job queue error: connect ECONNREFUSED 127.0.0.1:5432"]);
    clock = 60_000;
    log(new Error("Connection terminated unexpectedly"));
    expect(lines).toEqual([
      "job queue error: connect ECONNREFUSED 127.0.0.1:5432",
      "job queue error: Connection terminated unexpectedly (59 more since the last line)",
    ]);
  });
});
