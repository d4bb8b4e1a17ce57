import { Paper, Stack, Text, Title } from "@mantine/core";
import { formatDate, TERMS_DOCUMENTS } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../stores/settings";
import { OflPage, OpenSourcePage } from "./open-source-pages";
import { TermsFrame } from "./terms-frame";

/** The sections of each written document, in order (their words are `terms.<doc>.sections.<key>`). */
const SECTIONS = {
  service: ["scope", "account", "channels", "music", "revenue", "withdrawal", "conduct", "end", "changes"],
  policy: ["collect", "use", "share", "keep", "rights", "cookies"],
} as const;

/** A written document: its title, version and date in force, and its sections. */
function WrittenTerms({ doc }: { doc: keyof typeof SECTIONS }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const current = TERMS_DOCUMENTS[doc === "service" ? "terms" : "policy"];
  return (
    <TermsFrame>
      <Stack gap={4}>
        <Title order={1}>{t(`terms.${doc}.title`)}</Title>
        <Text c="dimmed" size="sm">
          {t("terms.version", { version: current.version, date: formatDate(current.effective, language) })}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
        <Stack gap="lg">
          {SECTIONS[doc].map((section) => (
            <Stack key={section} gap={6} component="section">
              <Title order={2} size="h4">
                {t(`terms.${doc}.sections.${section}.title`)}
              </Title>
              <Text>{t(`terms.${doc}.sections.${section}.text`)}</Text>
            </Stack>
          ))}
        </Stack>
      </Paper>
    </TermsFrame>
  );
}

export const ServiceTermsPage = () => <WrittenTerms doc="service" />;
export const PrivacyPolicyPage = () => <WrittenTerms doc="policy" />;
export { OflPage, OpenSourcePage };
