import { describe, expect, it } from "vitest";
import { isVerificationRunning, secondsUntil, verificationView } from "./verification-progress";

const verification = (state: "none" | "verifying" | "verified" | "failed" | "error", checking = false) => ({
  state,
  checking,
  checking_until: null,
  last_checked_at: null,
  verified_at: null,
});

describe("isVerificationRunning", () => {
  it("is true while verifying or while checks still repeat", () => {
    expect(isVerificationRunning(verification("verifying"))).toBe(true);
    expect(isVerificationRunning(verification("failed", true))).toBe(true);
    expect(isVerificationRunning(verification("verified"))).toBe(false);
    expect(isVerificationRunning(verification("none"))).toBe(false);
    expect(isVerificationRunning(verification("error"))).toBe(false);
  });
});

describe("secondsUntil", () => {
  const now = Date.parse("2026-03-01T00:00:00.000Z");
  it("counts whole seconds left", () => {
    expect(secondsUntil("2026-03-01T01:00:00.500Z", now)).toBe(3600);
    expect(secondsUntil("2026-03-02T00:00:00.000Z", now)).toBe(86_400);
  });
  it("stops at zero once passed", () => {
    expect(secondsUntil("2026-02-28T23:59:00.000Z", now)).toBe(0);
  });
  it("is null without an end or with an unreadable one", () => {
    expect(secondsUntil(null, now)).toBeNull();
    expect(secondsUntil("soon", now)).toBeNull();
  });
});

describe("verificationView", () => {
  it("maps the server state to what the dialog shows", () => {
    expect(verificationView(verification("none"))).toBe("idle");
    expect(verificationView(verification("verifying", true))).toBe("checking");
    expect(verificationView(verification("verified"))).toBe("verified");
    expect(verificationView(verification("failed", true))).toBe("failed");
    expect(verificationView(verification("error"))).toBe("error");
    expect(verificationView(verification("none", true))).toBe("checking");
  });
});
