import { Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { failureMessage } from "../../lib/api-action";
import { useMe } from "../../lib/session";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { usePushSettings } from "./notification-queries";

/**
 * Which notifications also come by e-mail (`member/settings/push`): notices (channel and account
 * news, notices) and marketing (events and campaigns). On `/notifications` and, passed in by app/,
 * on `/my`.
 */
export function PushSettingsCard() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const { data: me } = useMe();
  const save = usePushSettings();
  if (!me) return null;
  const change = (input: { notice?: boolean; marketing?: boolean }) =>
    save.mutate(input, {
      onSuccess: () => showSnackbar("success", t("notifications.push.saved")),
      onError: (error) => showSnackbar("error", failureMessage(error, language)),
    });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("notifications.push.title")}
        </Title>
        <Switch
          checked={me.push.notice}
          onChange={(event) => change({ notice: event.currentTarget.checked })}
          disabled={save.isPending}
          label={t("notifications.push.notice")}
          description={t("notifications.push.noticeHelp")}
        />
        <Switch
          checked={me.push.marketing}
          onChange={(event) => change({ marketing: event.currentTarget.checked })}
          disabled={save.isPending}
          label={t("notifications.push.marketing")}
          description={t("notifications.push.marketingHelp")}
        />
        <Text size="xs" c="dimmed">
          {t("notifications.push.inApp")}
        </Text>
      </Stack>
    </Paper>
  );
}
