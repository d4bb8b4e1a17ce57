import { Button, Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { failureMessage } from "../lib/api-action";
import { useSettings } from "../stores/settings";

/** A list that failed to load, with a way to try again. */
export function QueryErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <IconAlertCircle size={32} color="var(--mantine-color-red-6)" aria-hidden />
        <Text>{message}</Text>
        <Button variant="light" onClick={onRetry}>
          {t("errors.retry")}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A query's data once loaded: a spinner while it loads, its failure with a retry if it fails. */
export function QueryLoaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t("common.loading")} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorPanel message={failureMessage(query.error, language)} onRetry={() => void query.refetch()} />
    );
  }
  return children(query.data);
}
