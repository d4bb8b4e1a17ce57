import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { queryClient } from "./query-client";

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

describe("the query cache and an account that must set up a second factor (docs/decisions/142)", () => {
  it("reads the member again when a query or a change is refused with 10031", async () => {
    const invalidate = vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();
    const refused = new ApiError(10031, "Set up two-step sign-in.", 403);
    await queryClient
      .fetchQuery({ queryKey: ["music"], queryFn: () => Promise.reject(refused) })
      .catch(() => undefined);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["member", "me"] });
    invalidate.mockClear();
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(refused) })
      .execute(undefined)
      .catch(() => undefined);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["member", "me"] });
  });

  it("leaves the member alone on other refusals", async () => {
    const invalidate = vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();
    await queryClient
      .fetchQuery({ queryKey: ["music"], queryFn: () => Promise.reject(new ApiError(4, "No.", 403)) })
      .catch(() => undefined);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
