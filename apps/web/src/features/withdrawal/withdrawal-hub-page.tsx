import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCash, IconReportMoney, IconWallet } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { QueryLoaded } from "../../components/query-states";
import { useDialogParams } from "../../lib/dialog-param";
import { useSettings } from "../../stores/settings";
import { withdrawalQuoteQuery } from "./withdrawal-queries";
import { ReadinessChecklist, WithdrawalDialogs } from "./withdrawal-request";

/**
 * `/withdrawal`: the readiness checklist (docs/design.md §11) with the way to a request and the
 * history, then payment info and the earnings report.
 */
export function WithdrawalHubPage() {
  const { t } = useTranslation();
  const currency = useSettings((s) => s.currency);
  const quote = useQuery(withdrawalQuoteQuery(currency));
  const dialogs = useDialogParams();
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} size="h2">
        {t("withdrawal.title")}
      </Title>
      <Paper withBorder radius="lg" p="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={44} radius="xl">
            <IconCash size={24} />
          </ThemeIcon>
          <Stack gap={6} style={{ flex: 1 }}>
            <Text fw={600}>{t("withdrawal.ready.title")}</Text>
            <QueryLoaded query={quote}>
              {(data) => (
                <>
                  <Text fw={700} fz="xl" data-testid="withdrawable">
                    {data.total_display}
                  </Text>
                  <ReadinessChecklist quote={data} />
                  <Group>
                    <Button
                      onClick={() =>
                        data.checklist.find((c) => c.condition === "payment_info")?.met
                          ? navigate("/withdrawal/request")
                          : dialogs.open("requireAccount")
                      }
                    >
                      {t("withdrawal.request.title")}
                    </Button>
                    <Button component={Link} to="/withdrawal/list" variant="light">
                      {t("withdrawal.list.title")}
                    </Button>
                    <Button variant="subtle" onClick={() => dialogs.open("withdrawalNotice")}>
                      {t("withdrawal.notice.title")}
                    </Button>
                  </Group>
                </>
              )}
            </QueryLoaded>
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={44} radius="xl">
            <IconWallet size={24} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text fw={600}>{t("withdrawal.info.title")}</Text>
            <Text size="sm" c="dimmed">
              {t("withdrawal.hubInfo")}
            </Text>
            <Button component={Link} to="/withdrawal/info" variant="light" w="fit-content">
              {t("withdrawal.openInfo")}
            </Button>
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={44} radius="xl">
            <IconReportMoney size={24} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text fw={600}>{t("withdrawal.report.title")}</Text>
            <Text size="sm" c="dimmed">
              {t("withdrawal.hubReport")}
            </Text>
            <Button component={Link} to="/withdrawal/report" variant="light" w="fit-content">
              {t("withdrawal.openReport")}
            </Button>
          </Stack>
        </Group>
      </Paper>
      <WithdrawalDialogs />
    </Stack>
  );
}
