import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseSecretKeys, SecretBox } from "./secret-box";

const keyText = () => randomBytes(32).toString("base64");

describe("secret box (docs/decisions/142)", () => {
  it("seals with the first key and opens with any, so keys rotate", () => {
    const [oldKey, newKey] = [keyText(), keyText()];
    const sealedOld = new SecretBox(parseSecretKeys(oldKey)).seal("JBSWY3DPEHPK3PXPJBSWY3DP");
    const rotated = new SecretBox(parseSecretKeys(`${newKey},${oldKey}`));
    expect(rotated.open(sealedOld)).toBe("JBSWY3DPEHPK3PXPJBSWY3DP");
    const sealedNew = rotated.seal("another");
    expect(sealedNew.split(".")[1]).toBe(parseSecretKeys(newKey)[0]?.id);
    expect(new SecretBox(parseSecretKeys(newKey)).open(sealedNew)).toBe("another");
    expect(() => new SecretBox(parseSecretKeys(oldKey)).open(sealedNew)).toThrow(/does not hold/);
  });

  it("never seals the same text the same way and refuses a changed ciphertext", () => {
    const box = new SecretBox(parseSecretKeys(keyText()));
    const [a, b] = [box.seal("secret"), box.seal("secret")];
    expect(a).not.toBe(b);
    expect(a).not.toContain("secret");
    const parts = a.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString("base64url")].join("."))).toThrow();
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => parseSecretKeys(randomBytes(16).toString("base64"))).toThrow(/32 bytes/);
  });
});
