import {
  type CallDefinition,
  type E,
  loginCall,
  logoutCall,
  mcnAccountsCall,
  meCall,
  preferencesCall,
  siteMetaCall,
} from "@studio/contract";

/** What `callApi` needs of a call in a production build: where it goes and with which session. */
type CallRoute = Pick<CallDefinition, "method" | "path" | "access" | "inputIn">;

/**
 * The routes of the calls the entry chunk makes: the site and the member at start, sign-out, and
 * the language menu's remembered choice. A unit test keeps them equal to the contract's calls.
 */
export const ENTRY_ROUTES = {
  siteMeta: { method: "GET", path: "site/meta", access: "public" },
  me: { method: "GET", path: "member/me", access: "session-unverified" },
  logout: { method: "POST", path: "member/logout", access: "session-unverified" },
  preferences: { method: "POST", path: "member/settings/preferences", access: "session-unverified" },
  mcnAccounts: { method: "GET", path: "member/mcn/accounts", access: "session" },
  login: { method: "POST", path: "member/login", access: "public" },
} as const satisfies Record<string, CallRoute>;

/*
 * The entry chunk's calls as `callApi` takes them (docs/decisions.md 075). Development and tests use
 * the contract's own calls, whose answers `callApi` checks (050). A production build uses the
 * routes alone: Vite writes the mode in, each condition folds to false, and the contract's calls,
 * which build their zod schemas when loaded, stay out of the entry chunk; zod and the schemas load
 * with the first page that validates a form.
 */

export const siteMetaEntryCall =
  import.meta.env.DEV || import.meta.env.MODE === "test"
    ? siteMetaCall
    : (ENTRY_ROUTES.siteMeta as CallRoute as typeof siteMetaCall);

export const meEntryCall =
  import.meta.env.DEV || import.meta.env.MODE === "test"
    ? meCall
    : (ENTRY_ROUTES.me as CallRoute as typeof meCall);

export const logoutEntryCall =
  import.meta.env.DEV || import.meta.env.MODE === "test"
    ? logoutCall
    : (ENTRY_ROUTES.logout as CallRoute as typeof logoutCall);

export const preferencesEntryCall =
  import.meta.env.DEV || import.meta.env.MODE === "test"
    ? preferencesCall
    : (ENTRY_ROUTES.preferences as CallRoute as typeof preferencesCall);

/** Signing in: the login page, first paint of many visits, carries no schema either (decision 106). */
export const loginEntryCall =
  import.meta.env.DEV || import.meta.env.MODE === "test"
    ? loginCall
    : (ENTRY_ROUTES.login as CallRoute as typeof loginCall);

/** A manager's members, page 0 of which loads at start (docs/spec.md §4). */
export const mcnAccountsEntryCall =
  import.meta.env.DEV || import.meta.env.MODE === "test"
    ? mcnAccountsCall
    : (ENTRY_ROUTES.mcnAccounts as CallRoute as typeof mcnAccountsCall);

/**
 * The catalogue's code for an install without a network (E.NOT_SET_UP). Written out because reading
 * `E` would put the whole error catalogue, every message in four languages, in the entry chunk; the
 * type keeps it equal to the catalogue's.
 */
export const NOT_SET_UP_CODE: typeof E.NOT_SET_UP = 8;
