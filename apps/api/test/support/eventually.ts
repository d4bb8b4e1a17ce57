/**
 * The one way integration tests wait for background work: poll until `check` gives a value (not
 * undefined), or fail after `timeoutMs` saying what was awaited. Never a fixed sleep.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  const { timeoutMs = 15_000, intervalMs = 100, what = "the condition" } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
