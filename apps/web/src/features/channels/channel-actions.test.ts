import type { ChannelStatus } from "@studio/contract";
import { describe, expect, it } from "vitest";
import { channelActions } from "./channel-actions";

const channel = (status: ChannelStatus, canManage = true, canRequest = false) => ({
  status,
  can_manage: canManage,
  review: { last_requested_at: null, can_request: canRequest, deny_reason: null },
});

describe("channelActions", () => {
  it("offers verification while ownership is not proven", () => {
    expect(channelActions(channel("need.approved"))).toEqual([
      { kind: "verify", disabled: false },
      { kind: "delete", disabled: false },
    ]);
  });
  it("offers re-review to a held channel, usable once a day", () => {
    expect(channelActions(channel("denied.pending", true, true))).toEqual([
      { kind: "review", disabled: false },
      { kind: "delete", disabled: false },
    ]);
    expect(channelActions(channel("denied.pending", true, false))[0]).toEqual({
      kind: "review",
      disabled: true,
    });
  });
  it.each<ChannelStatus>(["pending", "approved", "deny"])("offers only deletion when %s", (status) => {
    expect(channelActions(channel(status))).toEqual([{ kind: "delete", disabled: false }]);
  });
  it("offers nothing to a viewer who may not manage the channel", () => {
    expect(channelActions(channel("need.approved", false))).toEqual([]);
    expect(channelActions(channel("denied.pending", false, true))).toEqual([]);
  });
});
