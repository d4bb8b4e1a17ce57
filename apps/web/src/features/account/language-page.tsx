import { Paper, Radio, Stack, Title } from "@mantine/core";
import { isLanguage, LANGUAGE_NAMES } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { useSiteLanguages } from "../../components/language-menu";
import { useChangeLanguage } from "../../lib/preferences";
import { useSettings } from "../../stores/settings";

export function LanguagePage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const languages = useSiteLanguages();
  const change = useChangeLanguage();
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1} size="h2">
        {t("language.title")}
      </Title>
      <Paper withBorder p="lg" radius="lg">
        <Radio.Group
          value={language}
          onChange={(value) => isLanguage(value) && change(value)}
          label={t("language.choose")}
        >
          <Stack gap="sm" mt="sm">
            {languages.map((l) => (
              <Radio key={l} value={l} label={LANGUAGE_NAMES[l]} lang={l} />
            ))}
          </Stack>
        </Radio.Group>
      </Paper>
    </Stack>
  );
}
