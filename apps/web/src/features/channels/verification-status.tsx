import { Alert, Group, Loader, Text } from "@mantine/core";
import { clientMessage, formatDuration, type TChannel } from "@studio/contract";
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../stores/settings";
import { useChannelFormat } from "./channel-format";
import { useNow } from "./use-now";
import { isVerificationRunning, secondsUntil, verificationView } from "./verification-progress";

/** The live state of an ownership check, announced politely to screen readers as it changes. */
export function VerificationStatus({ channel }: { channel: TChannel }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const view = verificationView(channel.verification);
  return (
    <div aria-live="polite" aria-atomic="true">
      {view === "checking" && (
        <Alert color="blue" variant="light" icon={<Loader size={16} />} title={t("channels.verify.checking")}>
          {t("channels.verify.checkingText")}
        </Alert>
      )}
      {view === "verified" && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title={t("verificationState.verified")}
        >
          {channel.status === "denied.pending"
            ? t("channels.verify.nextHeld")
            : channel.status === "approved"
              ? t("channels.verify.nextApproved")
              : t("channels.verify.nextPending")}
        </Alert>
      )}
      {view === "failed" && (
        <Alert
          color="red"
          variant="light"
          icon={<IconCircleX size={18} />}
          title={t("verificationState.failed")}
        >
          {clientMessage("channelVerificationFailed", language)}
        </Alert>
      )}
      {view === "error" && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t("verificationState.error")}
        >
          {t("channels.verify.platformError")}
        </Alert>
      )}
    </div>
  );
}

/** "Checking continues automatically until …, time left hh:mm:ss" while checks repeat by themselves. */
export function AutoCheckNotice({ verification }: { verification: TChannel["verification"] }) {
  const { t } = useTranslation();
  const format = useChannelFormat();
  const running = isVerificationRunning(verification) && verification.checking_until !== null;
  const now = useNow(1000, running);
  const left = secondsUntil(verification.checking_until, now);
  if (!running || left === null || left <= 0 || !verification.checking_until) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {t("channels.verify.autoUntil", { time: format.dateTime(verification.checking_until) })}{" "}
        <Text span size="sm" fw={600} c="dark" ff="monospace">
          {t("channels.verify.timeLeft", { left: formatDuration(left) })}
        </Text>
      </Text>
    </Group>
  );
}
