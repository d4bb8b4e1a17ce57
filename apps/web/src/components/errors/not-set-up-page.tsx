import { Code, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

export const SETUP_COMMAND =
  'npm run studio -- create-network --slug <slug> --name "<name>" --domain <host> --staff-email <e-mail> --staff-nickname <nickname>';

/** A production install without a network yet (API code 8): what the operator runs. */
export function NotSetUpPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("errors.notSetUpTitle")}
        </Title>
        <Text>{t("errors.notSetUpBody")}</Text>
        <Code block>{SETUP_COMMAND}</Code>
        <Text c="dimmed" size="sm">
          {t("errors.notSetUpDocs")}
        </Text>
      </Stack>
    </Container>
  );
}
