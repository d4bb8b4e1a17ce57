import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBatchedLogStream } from "./batched-log-stream";

let folder: string;
let file: string;
let fd: number;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "studio-log-"));
  file = path.join(folder, "out.log");
  fd = openSync(file, "w");
});
afterEach(() => {
  closeSync(fd);
  rmSync(folder, { recursive: true, force: true });
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("batched log stream", () => {
  it("writes the lines of one event-loop turn together, in order, once the turn ends", async () => {
    const stream = createBatchedLogStream(fd);
    stream.write('{"n":1}\n');
    stream.write('{"n":2}\n');
    expect(readFileSync(file, "utf8")).toBe("");
    await nextTurn();
    expect(readFileSync(file, "utf8")).toBe('{"n":1}\n{"n":2}\n');
    stream.write('{"n":3}\n');
    await nextTurn();
    expect(readFileSync(file, "utf8")).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
  });

  it("writes at once past its buffer size, and on an explicit flush", () => {
    const stream = createBatchedLogStream(fd);
    const long = `${"x".repeat(70 * 1024)}\n`;
    stream.write(long);
    expect(readFileSync(file, "utf8")).toBe(long);
    stream.write("short\n");
    stream.flush();
    expect(readFileSync(file, "utf8")).toBe(`${long}short\n`);
  });
});
