import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCopy, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveTextFile } from "../../lib/save-file";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";

/** The file the codes download as: the site's name and the date, as plain text. */
function codesFile(codes: string[], heading: string, site: string) {
  const day = new Date().toISOString().slice(0, 10);
  return {
    file_name: `${site.toLowerCase().replace(/[^a-z0-9]+/g, "-") || "studio"}-recovery-codes-${day}.txt`,
    content: `${heading}\n\n${codes.join("\n")}\n`,
  };
}

/**
 * The ten recovery codes, shown once (docs/decisions/142): copy them, download them as a text
 * file, and say they are saved before going on.
 */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const { t } = useTranslation();
  const site = useSettings((s) => s.metaSite?.name) ?? "Studio";
  const [saved, setSaved] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      showSnackbar("success", t("security.codes.copied"));
    } catch {
      showSnackbar("error", t("security.codes.copyFailed"));
    }
  };
  return (
    <Stack gap="md" component="section" aria-labelledby="recovery-codes-title">
      <div>
        <Title order={2} size="h3" id="recovery-codes-title">
          {t("security.codes.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("security.codes.body")}
        </Text>
      </div>
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
        <SimpleGrid cols={2} spacing="xs" component="ul" aria-label={t("security.codes.title")} m={0} p={0}>
          {codes.map((code) => (
            <Text
              key={code}
              component="li"
              ff="monospace"
              fw={600}
              style={{ listStyle: "none" }}
              data-testid="recovery-code"
            >
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="sm">
        <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
          {t("security.codes.copy")}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() =>
            saveTextFile(
              codesFile(codes, t("security.codes.fileHeading", { site }), site),
              "text/plain;charset=utf-8",
            )
          }
        >
          {t("security.codes.download")}
        </Button>
      </Group>
      <Checkbox
        label={t("security.codes.saved")}
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Button disabled={!saved} onClick={onDone} style={{ alignSelf: "flex-start" }}>
        {doneLabel}
      </Button>
    </Stack>
  );
}
