import { Button, Group, Paper, Stack, Tabs, Text, Textarea, TextInput, Typography } from "@mantine/core";
import { BOARD_LIMITS, LANGUAGE_NAMES, LANGUAGES, type Language } from "@studio/contract";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ServerErrorAlert } from "../../../components/server-error-alert";
import { failureMessage } from "../../../lib/api-action";
import { useSettings } from "../../../stores/settings";
import { usePreviewMarkdown } from "./admin-board-queries";
import type { BoardFormValues } from "./board-form";

/**
 * One tab per language of the network (the site's languages): a title and a Markdown body, with a
 * preview rendered by the server exactly as readers will get it. English is the fallback readers
 * without their language see.
 */
export function LanguageTabs() {
  const { t } = useTranslation();
  const networkLanguages = useSettings((s) => s.metaSite?.languages);
  const shown = LANGUAGES.filter((l) => !networkLanguages || networkLanguages.includes(l));
  return (
    <Paper withBorder radius="lg" p="lg">
      <Tabs defaultValue="en" keepMounted>
        <Tabs.List>
          {shown.map((language) => (
            <Tabs.Tab key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {shown.map((language) => (
          <Tabs.Panel key={language} value={language} pt="md">
            <LanguageFields language={language} index={LANGUAGES.indexOf(language)} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Text size="xs" c="dimmed" mt="sm">
        {t("adminBoards.languagesHint")}
      </Text>
    </Paper>
  );
}

function LanguageFields({ language, index }: { language: Language; index: number }) {
  const { t } = useTranslation();
  const uiLanguage = useSettings((s) => s.language);
  const { register, getValues } = useFormContext<BoardFormValues>();
  const preview = usePreviewMarkdown();
  const [shown, setShown] = useState<string | null>(null);
  const showPreview = () =>
    preview.mutate(getValues(`translations.${index}.body`), { onSuccess: (data) => setShown(data.html) });
  return (
    <Stack gap="sm" lang={language}>
      <TextInput
        label={t("adminBoards.titleField")}
        maxLength={BOARD_LIMITS.titleMax}
        required={language === "en"}
        {...register(`translations.${index}.title`)}
      />
      <Textarea
        label={t("adminBoards.body")}
        description={t("adminBoards.bodyHint")}
        autosize
        minRows={8}
        maxRows={24}
        maxLength={BOARD_LIMITS.bodyMax}
        {...register(`translations.${index}.body`)}
      />
      <Group>
        <Button variant="default" size="xs" onClick={showPreview} loading={preview.isPending}>
          {t("adminBoards.preview")}
        </Button>
      </Group>
      <ServerErrorAlert message={preview.error ? failureMessage(preview.error, uiLanguage) : null} />
      {shown !== null && (
        <Paper withBorder radius="md" p="md" aria-label={t("adminBoards.preview")} role="region">
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised rendering (docs/decisions/122) */}
            <div dangerouslySetInnerHTML={{ __html: shown }} />
          </Typography>
        </Paper>
      )}
    </Stack>
  );
}
