import { dialogId, useDialogParams } from "../../lib/dialog-param";
import { AddChannelModal } from "./add-channel-modal";
import { DeleteChannelModal } from "./delete-channel-modal";
import { ReviewRequestModal } from "./review-request-modal";
import { VerifyOwnershipModal } from "./verify-ownership-modal";

/** The channel page's dialogs, opened and closed through their query keys (docs/spec.md §2). */
export function ChannelDialogs() {
  const dialogs = useDialogParams();
  const adding = dialogs.get("addChannel") !== null || dialogs.get("addWithCodeChannel") !== null;
  const verifyId = dialogId(dialogs.get("authTimer"));
  const reviewId = dialogId(dialogs.get("review"));
  const deleteId = dialogId(dialogs.get("delete"));
  return (
    <>
      <AddChannelModal
        opened={adding}
        onClose={() => dialogs.change({ addChannel: null, addWithCodeChannel: null })}
        onAdded={(id, verify) =>
          dialogs.change({
            addChannel: null,
            addWithCodeChannel: null,
            authTimer: verify ? String(id) : null,
          })
        }
      />
      <VerifyOwnershipModal channelId={verifyId} onClose={() => dialogs.close("authTimer")} />
      <ReviewRequestModal channelId={reviewId} onClose={() => dialogs.close("review")} />
      <DeleteChannelModal channelId={deleteId} onClose={() => dialogs.close("delete")} />
    </>
  );
}
