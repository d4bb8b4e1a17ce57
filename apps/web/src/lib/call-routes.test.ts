import { CALL_ROUTES, type CallName } from "@studio/contract";
import { describe, expect, it } from "vitest";
import { START_ROUTES } from "./api-client";

describe("the start-up calls' routes", () => {
  it("are the contract's own", () => {
    for (const [name, route] of Object.entries(START_ROUTES)) {
      expect(route, name).toEqual(CALL_ROUTES[name as CallName]);
    }
  });
});
