import type {
  CallInput,
  channelAssignCall,
  channelUnassignCall,
  mcnAddCall,
  mcnDeleteCall,
  mcnUpdateCall,
} from "@studio/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { teamKeys } from "../../lib/team-accounts";
import { withDimSpinner } from "../../stores/loading";

/**
 * The team writes (docs/decisions/053: a feature's writes own their cache updates). A change to
 * the team refreshes every team view (members, history, audit, assignments), the channel screens,
 * whose rows show the assigned member, and the dashboards, whose member shares follow the fee rate.
 */

/** Root keys of the other screens a team write changes (the channels feature's and the dashboards'). */
const CHANNELS_ROOT = ["channels"] as const;
const REVENUE_ROOT = ["revenue"] as const;

async function refreshTeam(queryClient: QueryClient, { revenue = false } = {}) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: teamKeys.all }),
    queryClient.invalidateQueries({ queryKey: CHANNELS_ROOT }),
    revenue ? queryClient.invalidateQueries({ queryKey: REVENUE_ROOT }) : undefined,
  ]);
}

export function useAddMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof mcnAddCall>) =>
      withDimSpinner("add-member", () => callApi("mcnAddCall", input)),
    onSuccess: () => refreshTeam(queryClient),
  });
}

/** A password or a fee-rate change; a fee rate moves the member's share on the dashboards. */
export function useUpdateMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof mcnUpdateCall>) =>
      withDimSpinner("update-member", () => callApi("mcnUpdateCall", input)),
    onSuccess: (_answer, input) => refreshTeam(queryClient, { revenue: input.fee_rate !== undefined }),
  });
}

export function useDeleteMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof mcnDeleteCall>) =>
      withDimSpinner("delete-member", () => callApi("mcnDeleteCall", input)),
    onSuccess: () => refreshTeam(queryClient, { revenue: true }),
  });
}

export function useAssignChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof channelAssignCall>) =>
      withDimSpinner("assign-channel", () => callApi("channelAssignCall", input)),
    onSuccess: () => refreshTeam(queryClient, { revenue: true }),
  });
}

export function useUnassignChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof channelUnassignCall>) =>
      withDimSpinner("unassign-channel", () => callApi("channelUnassignCall", input)),
    onSuccess: () => refreshTeam(queryClient, { revenue: true }),
  });
}
