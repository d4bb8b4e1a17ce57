import { Button, Group, Stack } from "@mantine/core";
import type { DialogQueryKey, TChannel } from "@studio/contract";
import { IconRefresh, IconShieldCheck, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useDialogParams } from "../../lib/dialog-param";
import { type ChannelActionKind, channelActions } from "./channel-actions";

const ACTION_DIALOG: Record<ChannelActionKind, DialogQueryKey> = {
  verify: "authTimer",
  review: "review",
  delete: "delete",
};

const ACTION_LABEL: Record<ChannelActionKind, string> = {
  verify: "channels.actions.verify",
  review: "channels.actions.review",
  delete: "channels.actions.delete",
};

const ACTION_ICON = { verify: IconShieldCheck, review: IconRefresh, delete: IconTrash };

/** Verify / re-review / delete buttons of a channel, for a viewer who may manage it. */
export function ChannelRowActions({
  channel,
  vertical = false,
}: {
  channel: TChannel;
  /** Buttons stacked (table cells). */
  vertical?: boolean;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogParams();
  const actions = channelActions(channel);
  if (actions.length === 0) return null;
  const Layout = vertical ? Stack : Group;
  return (
    <Layout gap={6} {...(vertical ? { align: "flex-start" } : { wrap: "wrap" })}>
      {actions.map(({ kind, disabled }) => {
        const Icon = ACTION_ICON[kind];
        return (
          <Button
            key={kind}
            size="xs"
            variant={kind === "delete" ? "subtle" : "light"}
            color={kind === "delete" ? "red" : undefined}
            leftSection={<Icon size={14} aria-hidden />}
            disabled={disabled}
            title={disabled ? t("channels.review.alreadyToday") : undefined}
            onClick={() => dialogs.open(ACTION_DIALOG[kind], String(channel.id))}
          >
            {t(ACTION_LABEL[kind])}
          </Button>
        );
      })}
    </Layout>
  );
}
