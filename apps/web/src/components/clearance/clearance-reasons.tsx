import { List, Stack, Text, ThemeIcon } from "@mantine/core";
import { formatDate, type TClearanceReason, UPLOAD_GUIDANCE } from "@studio/contract";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../stores/settings";

/** A reason's words: its title, what happened (with its days and track) and what to do. */
export function useReasonText() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  return (reason: TClearanceReason) => {
    const values = {
      on: reason.on ? formatDate(reason.on, language) : "",
      until: reason.until ? formatDate(reason.until, language) : "",
      track: reason.track ?? "",
      count: reason.count ?? 0,
      allowed: UPLOAD_GUIDANCE.tracksPerVideo,
    };
    const key = `clearance.reason.${reason.code}`;
    return {
      title: t(`${key}.title`),
      body: t(`${key}.body`, values),
      action: t(`${key}.action`, values),
    };
  };
}

/** Why a video is at risk or not covered, and what the creator can do, most pressing first. */
export function ClearanceReasons({ reasons }: { reasons: TClearanceReason[] }) {
  const { t } = useTranslation();
  const textOf = useReasonText();
  if (reasons.length === 0) return null;
  return (
    <List
      spacing="sm"
      size="sm"
      icon={
        <ThemeIcon size={18} radius="xl" variant="light" color="gray">
          <IconInfoCircle size={12} aria-hidden />
        </ThemeIcon>
      }
    >
      {reasons.map((reason) => {
        const text = textOf(reason);
        return (
          <List.Item key={`${reason.code}-${reason.track ?? ""}`}>
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {text.title}
              </Text>
              <Text size="sm">{text.body}</Text>
              <Text size="sm" c="dimmed">
                <Text span fw={600} inherit>
                  {t("clearance.whatToDo")}:{" "}
                </Text>
                {text.action}
              </Text>
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}
