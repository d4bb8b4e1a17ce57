import type { TQueuedChannel } from "@studio/contract";
import { useApiAction } from "../../../lib/api-action";
import { withDimSpinner } from "../../../stores/loading";
import { showSnackbar } from "../../../stores/snackbar";
import { useRefreshAfterDecision } from "./use-refresh-after-decision";

/** A dialog or drawer about one queued channel, open while a channel is chosen. */
export type QueuedChannelDialogProps = {
  channel: TQueuedChannel | null;
  onClose: () => void;
};

/**
 * Sends a staff decision (approve, deny) under the dim spinner; once it is made, the queues and
 * channel views refresh, the success message shows and the dialog closes.
 */
export function useStaffDecision(channel: TQueuedChannel, onDone: () => void) {
  const refresh = useRefreshAfterDecision();
  const { busy, error, run } = useApiAction();
  const decide = (spinnerKey: string, call: () => Promise<unknown>, doneMessage: string) =>
    run(async () => {
      await withDimSpinner(spinnerKey, call);
      await refresh(channel.id);
      showSnackbar("success", doneMessage);
      onDone();
    });
  return { busy, error, decide };
}
