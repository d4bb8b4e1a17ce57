import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureStrings } from "../../../lib/i18n";
import { fakeApi } from "../../../test/fake-api";
import { aChannel, aQueuedChannel } from "../../../test/fixtures";
import { testQueryClient } from "../../../test/render";
import { channelKeys } from "../channel-queries";
import { useApproveChannelMutation, useDenyChannelMutation } from "./admin-channel-mutations";
import { adminChannelKeys } from "./admin-channel-queries";

// The team and back-office screens' strings come in the extra part, which their routes load.
beforeAll(() => ensureStrings("extra"));

/** The staff page's cache: both queues, the decided channel's history and another's, a channel view. */
function seededCache() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(adminChannelKeys.queue("pending", 0), { items: [aQueuedChannel()], total: 1 });
  queryClient.setQueryData(adminChannelKeys.queue("denied.pending", 0), { items: [], total: 0 });
  queryClient.setQueryData(adminChannelKeys.history(7), { channel: aQueuedChannel(), events: [] });
  queryClient.setQueryData(adminChannelKeys.history(8), { channel: aQueuedChannel({ id: 8 }), events: [] });
  queryClient.setQueryData(channelKeys.detail(7), aChannel());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { wrapper, stale };
}

afterEach(() => vi.unstubAllGlobals());

describe("staff decision mutations", () => {
  it("an approval marks the queues, the channel's history and its views stale, not other histories", async () => {
    fakeApi({ "admin/channel/approve": () => ({ data: aQueuedChannel({ status: "approved" }) }) });
    const { wrapper, stale } = seededCache();
    const { result } = renderHook(() => useApproveChannelMutation(), { wrapper });
    result.current.mutate({ channel_id: 7 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(stale(adminChannelKeys.queue("pending", 0))).toBe(true);
    expect(stale(adminChannelKeys.queue("denied.pending", 0))).toBe(true);
    expect(stale(adminChannelKeys.history(7))).toBe(true);
    expect(stale(channelKeys.detail(7))).toBe(true);
    expect(stale(adminChannelKeys.history(8))).toBe(false);
  });

  it("a refused denial changes nothing in the cache", async () => {
    fakeApi({
      "admin/channel/deny": () => ({ code: 30010, message: "This channel's status cannot change that way." }),
    });
    const { wrapper, stale } = seededCache();
    const { result } = renderHook(() => useDenyChannelMutation(), { wrapper });
    result.current.mutate({ channel_id: 7, reason: "Not ours" });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe("This channel's status cannot change that way.");
    expect(stale(adminChannelKeys.queue("pending", 0))).toBe(false);
    expect(stale(adminChannelKeys.history(7))).toBe(false);
  });
});
