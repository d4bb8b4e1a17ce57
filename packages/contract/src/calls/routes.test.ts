import { describe, expect, it } from "vitest";
import * as calls from "./index";
import { CALL_ROUTES, type CallName } from "./routes";

const isCall = (value: unknown): value is calls.CallDefinition =>
  typeof value === "object" && value !== null && "path" in value && "output" in value;

describe("the calls' routes", () => {
  it("name every call the contract exports, each with its own route", () => {
    const exported = Object.entries(calls).filter(([, value]) => isCall(value));
    expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(CALL_ROUTES).sort());
    for (const [name, call] of exported) {
      if (!isCall(call)) continue;
      const { method, path, access, inputIn, answer, enrolment } = call;
      expect({ method, path, access, inputIn, answer, enrolment }, name).toEqual({
        inputIn: undefined,
        answer: undefined,
        enrolment: undefined,
        ...CALL_ROUTES[name as CallName],
      });
    }
  });

  it("go to a different place each", () => {
    const places = Object.values(CALL_ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(new Set(places).size).toBe(places.length);
  });
});
