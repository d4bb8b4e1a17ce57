import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { aChannel } from "../../test/fixtures";
import { testQueryClient } from "../../test/render";
import {
  useAddChannelMutation,
  useDeleteChannelMutation,
  useReviewChannelMutation,
} from "./channel-mutations";
import { channelKeys } from "./channel-queries";

/** A query cache holding a channel list page and one channel's detail, as the channels page leaves it. */
function seededCache() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(channelKeys.list(0, 50), { items: [aChannel()], total: 1 });
  queryClient.setQueryData(channelKeys.detail(7), aChannel());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const listInvalidated = (queryClient: ReturnType<typeof testQueryClient>) =>
  queryClient.getQueryState(channelKeys.list(0, 50))?.isInvalidated;

afterEach(() => vi.unstubAllGlobals());

describe("channel mutations", () => {
  it("adding stores the answered channel as its detail and marks every list stale", async () => {
    fakeApi({
      "channel/add": () => ({
        data: { ...aChannel({ id: 42, name: "New One" }), already_registered: false },
      }),
    });
    const { queryClient, wrapper } = seededCache();
    const { result } = renderHook(() => useAddChannelMutation(), { wrapper });
    expect(listInvalidated(queryClient)).toBe(false);

    result.current.mutate({ link: "@new_one", category: "game" });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const detail = queryClient.getQueryData(channelKeys.detail(42));
    expect(detail).toMatchObject({ id: 42, name: "New One" });
    expect(detail).not.toHaveProperty("already_registered");
    expect(listInvalidated(queryClient)).toBe(true);
  });

  it("a review request replaces the channel's detail with the answer", async () => {
    fakeApi({
      "channel/review": () => ({
        data: aChannel({ status: "denied.pending", review: { ...aChannel().review, can_request: false } }),
      }),
    });
    const { queryClient, wrapper } = seededCache();
    const { result } = renderHook(() => useReviewChannelMutation(), { wrapper });
    result.current.mutate({ channel_id: 7 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(channelKeys.detail(7))).toMatchObject({ status: "denied.pending" });
    expect(listInvalidated(queryClient)).toBe(true);
  });

  it("deleting drops the channel's detail and marks every list stale", async () => {
    fakeApi({ "channel/delete": () => ({ data: {} }) });
    const { queryClient, wrapper } = seededCache();
    const { result } = renderHook(() => useDeleteChannelMutation(), { wrapper });
    result.current.mutate({
      channel_id: 7,
      password: "secret-1",
      cautions: ["data_removed", "earnings", "accrual_restarts"],
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(channelKeys.detail(7))).toBeUndefined();
    expect(listInvalidated(queryClient)).toBe(true);
  });

  it("a failed write leaves the cache as it was", async () => {
    fakeApi({ "channel/delete": () => ({ code: 10004, message: "The password is incorrect." }) });
    const { queryClient, wrapper } = seededCache();
    const { result } = renderHook(() => useDeleteChannelMutation(), { wrapper });
    result.current.mutate({
      channel_id: 7,
      password: "wrong-1",
      cautions: ["data_removed", "earnings", "accrual_restarts"],
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(channelKeys.detail(7))).toMatchObject({ id: 7 });
    expect(listInvalidated(queryClient)).toBe(false);
  });
});
