import { Center, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../lib/session";
import { canManageTeam } from "../../lib/team-accounts";

/**
 * The team screens are for accounts that may manage sub-accounts (docs/spec.md §6: the highest
 * permission or the SubCreateable flag); anyone else is told so instead of seeing empty lists.
 */
export function TeamGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  if (isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t("common.loading")} />
      </Center>
    );
  }
  if (!canManageTeam(me)) {
    return (
      <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="team-not-allowed">
        <Stack align="center" gap="sm" ta="center">
          <IconLock size={32} aria-hidden />
          <Title order={1} size="h3" id="team-not-allowed">
            {t("team.notAllowed.title")}
          </Title>
          <Text c="dimmed">{t("team.notAllowed.body")}</Text>
        </Stack>
      </Paper>
    );
  }
  return children;
}
