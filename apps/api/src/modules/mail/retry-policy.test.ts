import { describe, expect, it } from "vitest";
import { maskEmail, maskEmails } from "../../lib/log-redaction";
import { MAX_RETRY_MS, RETRY_WINDOW_MS, retryDelayMs } from "./mail-worker";
import { CLAIM_LEASE_MS } from "./outbox";

describe("the outbox's retry policy (docs/decisions/136)", () => {
  it("waits 1 minute after the first failure, doubling, at most an hour", () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 30].map((attempt) => retryDelayMs(attempt) / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(retryDelayMs(0)).toBe(60_000);
    expect(retryDelayMs(1_000)).toBe(MAX_RETRY_MS);
  });

  it("keeps a mail for a day: the retries within it are many, none farther apart than an hour", () => {
    let elapsed = 0;
    let attempts = 1;
    while (elapsed < RETRY_WINDOW_MS) {
      elapsed += retryDelayMs(attempts);
      attempts += 1;
    }
    expect(attempts).toBeGreaterThanOrEqual(29);
    expect(RETRY_WINDOW_MS).toBe(24 * 60 * 60_000);
  });

  it("leases a claimed mail for longer than the SMTP transport's timeouts together", () => {
    expect(CLAIM_LEASE_MS).toBeGreaterThan(30_000 + 30_000 + 60_000);
  });
});

describe("masked addresses", () => {
  it("keep the mailbox's first letter and the domain", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j***@example.com");
    expect(maskEmail("not-an-address")).toBe("***");
  });

  it("are masked wherever they appear in a server's answer", () => {
    expect(maskEmails("550 5.1.1 <jane@example.com>: Recipient address rejected; from bob@mail.test")).toBe(
      "550 5.1.1 <j***@example.com>: Recipient address rejected; from b***@mail.test",
    );
  });
});
