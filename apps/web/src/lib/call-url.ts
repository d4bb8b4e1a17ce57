import { API_BASE, type CallRoute } from "@studio/contract";

/** A call's address, with its input in the query when it goes there. */
export function urlFor(call: CallRoute, input: Record<string, unknown>, inQuery: boolean): string {
  const url = `${API_BASE}/${call.path}`;
  if (!inQuery) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}
