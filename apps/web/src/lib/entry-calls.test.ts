import {
  loginCall,
  logoutCall,
  mcnAccountsCall,
  meCall,
  preferencesCall,
  siteMetaCall,
} from "@studio/contract";
import { describe, expect, it } from "vitest";
import {
  ENTRY_ROUTES,
  logoutEntryCall,
  mcnAccountsEntryCall,
  meEntryCall,
  preferencesEntryCall,
  siteMetaEntryCall,
} from "./entry-calls";

const routeOf = ({ method, path, access, inputIn }: typeof meCall) => ({ method, path, access, inputIn });

describe("the entry chunk's calls", () => {
  it("go where the contract's calls go, with the same access", () => {
    const contract = {
      siteMeta: siteMetaCall,
      me: meCall,
      logout: logoutCall,
      preferences: preferencesCall,
      mcnAccounts: mcnAccountsCall,
      login: loginCall,
    };
    expect(Object.keys(ENTRY_ROUTES).sort()).toEqual(Object.keys(contract).sort());
    for (const [name, call] of Object.entries(contract)) {
      const route = ENTRY_ROUTES[name as keyof typeof ENTRY_ROUTES];
      expect({ inputIn: undefined, ...route }, name).toEqual(routeOf(call as typeof meCall));
    }
  });

  it("are the contract's own calls in tests, so their answers are checked", () => {
    expect(siteMetaEntryCall).toBe(siteMetaCall);
    expect(meEntryCall).toBe(meCall);
    expect(logoutEntryCall).toBe(logoutCall);
    expect(preferencesEntryCall).toBe(preferencesCall);
    expect(mcnAccountsEntryCall).toBe(mcnAccountsCall);
  });
});
