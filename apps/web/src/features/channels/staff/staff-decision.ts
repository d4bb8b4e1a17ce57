import type { TQueuedChannel } from "@studio/contract";

/** A dialog or drawer about one queued channel, open while a channel is chosen. */
export type QueuedChannelDialogProps = {
  channel: TQueuedChannel | null;
  onClose: () => void;
};
