import { Button, FileInput, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { LOGO_MAX_BYTES } from "@studio/contract";
import { IconPhoto } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { useFailureMessage } from "../../lib/api-action";
import { refreshSiteMeta } from "../../lib/site";
import { showSnackbar } from "../../stores/snackbar";
import { useStaffWrite } from "./backoffice-queries";

/** The site's logo: the current one, and an SVG, PNG or WebP to replace it (administrators only). */
export function LogoUpload({ logo }: { logo: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const upload = useStaffWrite("adminSiteLogoCall");
  const failed = useFailureMessage(upload.error);
  const tooLarge = file !== null && file.size > LOGO_MAX_BYTES;
  const send = () => {
    if (!file) return;
    const form = new FormData();
    form.append("file", file, file.name);
    upload.mutate(form, {
      onSuccess: async () => {
        setFile(null);
        await refreshSiteMeta();
        showSnackbar("success", t("backoffice.site.logoSaved"));
      },
    });
  };
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={t("backoffice.site.logo")}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("backoffice.site.logo")}
        </Title>
        {logo ? (
          <Image src={logo} alt={t("backoffice.site.currentLogo")} h={48} w="auto" fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            {t("backoffice.site.noLogo")}
          </Text>
        )}
        <Group align="flex-end">
          <FileInput
            label={t("backoffice.site.newLogo")}
            description={t("backoffice.site.logoHint")}
            accept=".svg,.png,.webp,image/svg+xml,image/png,image/webp"
            value={file}
            onChange={setFile}
            leftSection={<IconPhoto size={16} aria-hidden />}
            error={tooLarge ? t("backoffice.site.logoTooLarge") : undefined}
            clearable
            w={{ base: "100%", sm: 340 }}
          />
          <Button variant="light" onClick={send} disabled={!file || tooLarge} loading={upload.isPending}>
            {t("backoffice.site.uploadLogo")}
          </Button>
        </Group>
        <ServerErrorAlert message={failed} />
      </Stack>
    </Paper>
  );
}
