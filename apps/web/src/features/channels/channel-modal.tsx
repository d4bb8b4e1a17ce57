import type { ModalProps } from "@mantine/core";
import type { TChannel } from "@studio/contract";
import type { ReactNode } from "react";
import { ChosenModal } from "../../components/chosen-modal";
import { ChannelDialogContent } from "./channel-dialog-content";

/** A dialog about one channel, open while its query key holds the channel id. */
export type ChannelModalProps = {
  channelId: number | null;
  onClose: () => void;
};

/** The shell of a dialog about one channel: loads the channel, then renders the body with it. */
export function ChannelModal({
  channelId,
  poll,
  children,
  ...modal
}: ChannelModalProps & {
  title: string;
  size?: ModalProps["size"];
  /** Keep the channel fresh while its ownership check runs. */
  poll?: boolean;
  children: (channel: TChannel) => ReactNode;
}) {
  return (
    <ChosenModal chosen={channelId} {...modal}>
      {(id) => (
        <ChannelDialogContent channelId={id} poll={poll}>
          {children}
        </ChannelDialogContent>
      )}
    </ChosenModal>
  );
}
