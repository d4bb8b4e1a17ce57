import { loginCall } from "@studio/contract";
import { describe, expect, it } from "vitest";
import { loginInput } from "./login-input";

describe("the login form's rule", () => {
  it.each([
    ["mina@studio.test", "secret-1"],
    ["  mina@studio.test ", " secret-1 "],
    ["", "secret-1"],
    ["   ", "secret-1"],
    ["mina@studio.test", ""],
    ["mina@studio.test", "   "],
    ["", ""],
    ["\tmina@studio.test\n", "pass word"],
  ])("agrees with the contract's schema for %j / %j", (id, password) => {
    const contract = loginCall.input.safeParse({ id, password });
    expect(loginInput({ id, password })).toEqual(contract.success ? contract.data : null);
  });
});
