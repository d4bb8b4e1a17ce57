import { Button, Stack, Text, Title } from "@mantine/core";
import { clientMessage } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useSettings } from "../../stores/settings";

/** 404: names the path that was asked for, once. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const location = useLocation();
  return (
    <Stack align="center" gap="md" py={80} px="md" ta="center">
      <Text fz={72} fw={900} c="brand.6" lh={1}>
        404
      </Text>
      <Title order={1} size="h2">
        {t("errors.notFoundTitle")}
      </Title>
      <Text c="dimmed">{clientMessage("pageNotFound", language, { path: location.pathname })}</Text>
      <Button component={Link} to="/">
        {t("errors.goHome")}
      </Button>
    </Stack>
  );
}
