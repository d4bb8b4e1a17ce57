import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { reloadOnceForChunkError } from "../../lib/build-check";

/** The router's error page: 404 "Page Not Found", others "Internal Server Error" (docs/spec.md §2). */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);
  const title = status === 404 ? t("errors.pageNotFoundTitle") : t("errors.internalTitle");
  const description = status === 404 ? t("errors.notFoundTitle") : t("errors.unexpected");
  return (
    <Stack align="center" gap="sm" py={80} px="md" ta="center" role="alert">
      <Text fz={56} fw={900} c="brand.6" lh={1}>
        {status}
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={480}>
        {description}
      </Text>
      <Group>
        <Button variant="default" onClick={() => window.location.reload()}>
          {t("errors.retry")}
        </Button>
        <Button component={Link} to="/" reloadDocument>
          {t("errors.goHome")}
        </Button>
      </Group>
    </Stack>
  );
}
