import { writeSync } from "node:fs";

/** Past this many buffered characters the lines are written at once rather than at the next tick. */
const FLUSH_AT_CHARS = 64 * 1024;

/**
 * Where the server's log lines go: stdout, written once per turn of the event loop instead of once
 * per line (docs/decisions/070). Under load a turn answers many requests, so their access lines
 * share one write; a line waits at most until the current turn ends. The buffer is written
 * synchronously when the process exits, so a crash or a stop loses no line.
 */
export function createBatchedLogStream(fd = 1): { write(line: string): void; flush(): void } {
  let buffered: string[] = [];
  let chars = 0;
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    if (buffered.length === 0) return;
    const chunk = buffered.join("");
    buffered = [];
    chars = 0;
    writeAll(fd, chunk);
  };

  process.on("exit", flush);
  return {
    write(line: string) {
      buffered.push(line);
      chars += line.length;
      if (chars >= FLUSH_AT_CHARS) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** A pipe to a slow reader may take part of a chunk: write the rest until all of it is out. */
function writeAll(fd: number, chunk: string): void {
  let rest = Buffer.from(chunk);
  while (rest.length > 0) {
    try {
      const written = writeSync(fd, rest);
      rest = rest.subarray(written);
    } catch (error) {
      // A full non-blocking pipe: wait a moment for the reader; a closed one (EPIPE): nobody reads.
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN") return;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}
