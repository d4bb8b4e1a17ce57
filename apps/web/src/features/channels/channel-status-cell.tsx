import { Badge, Group, Loader, Stack, Text } from "@mantine/core";
import type { TChannel } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { STATUS_COLORS, statusHelpKey, statusLabelKey } from "./channel-status";
import { isVerificationRunning } from "./verification-progress";

type StatusFields = Pick<TChannel, "status" | "verification" | "review">;

/** The status as a badge with words (never colour alone) and what it means for the owner. */
export function ChannelStatusBadge({ status }: Pick<TChannel, "status">) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      radius="sm"
      tt="none"
      size="md"
      styles={{
        root: { height: "auto", minHeight: 22 },
        label: { whiteSpace: "normal", overflow: "visible" },
      }}
    >
      {t(statusLabelKey(status))}
    </Badge>
  );
}

export function ChannelStatusCell({ channel }: { channel: StatusFields }) {
  const { t } = useTranslation();
  const reason = channel.status === "deny" ? channel.review.deny_reason : null;
  return (
    <Stack gap={4} maw={280} align="flex-start">
      <ChannelStatusBadge status={channel.status} />
      <Text size="xs" c="dimmed">
        {reason ? t("channelStatusHelp.deniedWithReason", { reason }) : t(statusHelpKey(channel.status))}
      </Text>
      {channel.status === "need.approved" && <VerificationNote verification={channel.verification} />}
    </Stack>
  );
}

/** How the ownership check of a channel that is not verified yet stands. */
function VerificationNote({ verification }: { verification: TChannel["verification"] }) {
  const { t } = useTranslation();
  if (
    isVerificationRunning(verification) &&
    verification.state !== "failed" &&
    verification.state !== "error"
  ) {
    return (
      <Group gap={6} wrap="nowrap">
        <Loader size={12} />
        <Text size="xs">{t("channels.verify.checking")}</Text>
      </Group>
    );
  }
  if (verification.state === "failed") {
    return (
      <Text size="xs" c="red">
        {t("verificationState.failed")}
      </Text>
    );
  }
  if (verification.state === "error") {
    return (
      <Text size="xs" c="orange">
        {t("verificationState.error")}
      </Text>
    );
  }
  return null;
}
