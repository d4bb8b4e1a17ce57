import { Button, FileInput, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { TImportReport } from "@studio/contract";
import { IconFileMusic, IconFileSpreadsheet, IconPhoto } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RequireStaff } from "../../components/require-staff";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { useFailureMessage } from "../../lib/api-action";
import { MEDIA_ACCEPT, useStaffUpload } from "./backoffice-queries";
import { ImportHistory } from "./import-history";
import { ImportReport } from "./import-report";
import { StaffPageTitle } from "./staff-page-parts";
import { UploadProgress, useUploadPhase } from "./upload-progress";

/**
 * `/admin/imports`: staff upload a platform stats file or a catalogue manifest with its audio and
 * covers, watch it go, read the report of a refused file, and see every import, the inbox's
 * included (docs/decisions/125).
 */
export function AdminImportsPage() {
  const { t } = useTranslation();
  return (
    <RequireStaff>
      <Stack gap="lg" maw={1100}>
        <StaffPageTitle title={t("backoffice.imports.title")} subtitle={t("backoffice.imports.subtitle")} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <StatsUpload />
          <CatalogueUpload />
        </SimpleGrid>
        <ImportHistory />
      </Stack>
    </RequireStaff>
  );
}

function StatsUpload() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const { phase, setPhase, onProgress } = useUploadPhase();
  const upload = useStaffUpload("adminStatsImportCall", onProgress);
  const send = () => {
    if (!file) return;
    const form = new FormData();
    form.append("file", file, file.name);
    setPhase({ kind: "sending", share: 0 });
    upload.mutate(form, { onSettled: () => setPhase({ kind: "idle" }) });
  };
  return (
    <UploadCard
      title={t("backoffice.imports.statsTitle")}
      hint={t("backoffice.imports.statsHint")}
      canSend={file !== null}
      pending={upload.isPending}
      onSend={send}
      phase={phase}
      error={upload.error}
      report={upload.data}
    >
      <FileInput
        label={t("backoffice.imports.statsFile")}
        accept=".csv,text/csv"
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          upload.reset();
        }}
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        clearable
      />
    </UploadCard>
  );
}

function CatalogueUpload() {
  const { t } = useTranslation();
  const [manifest, setManifest] = useState<File | null>(null);
  const [audio, setAudio] = useState<File[]>([]);
  const [covers, setCovers] = useState<File[]>([]);
  const { phase, setPhase, onProgress } = useUploadPhase();
  const upload = useStaffUpload("adminMusicImportCall", onProgress);
  const send = () => {
    if (!manifest) return;
    const form = new FormData();
    form.append("manifest", manifest, manifest.name);
    for (const file of [...audio, ...covers]) form.append("files", file, file.name);
    setPhase({ kind: "sending", share: 0 });
    upload.mutate(form, { onSettled: () => setPhase({ kind: "idle" }) });
  };
  /** A new file choice forgets the last import's report. */
  const andReset =
    <T,>(choose: (files: T) => void) =>
    (files: T) => {
      choose(files);
      upload.reset();
    };
  return (
    <UploadCard
      title={t("backoffice.imports.catalogueTitle")}
      hint={t("backoffice.imports.catalogueHint")}
      canSend={manifest !== null}
      pending={upload.isPending}
      onSend={send}
      phase={phase}
      error={upload.error}
      report={upload.data}
    >
      <FileInput
        label={t("backoffice.imports.manifest")}
        accept=".json,.csv,application/json,text/csv"
        value={manifest}
        onChange={andReset(setManifest)}
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        clearable
      />
      <FileInput
        label={t("backoffice.imports.audioFiles")}
        accept={MEDIA_ACCEPT.audio}
        multiple
        value={audio}
        onChange={andReset(setAudio)}
        leftSection={<IconFileMusic size={16} aria-hidden />}
        clearable
      />
      <FileInput
        label={t("backoffice.imports.coverFiles")}
        accept={MEDIA_ACCEPT.image}
        multiple
        value={covers}
        onChange={andReset(setCovers)}
        leftSection={<IconPhoto size={16} aria-hidden />}
        clearable
      />
    </UploadCard>
  );
}

interface UploadCardProps {
  title: string;
  hint: string;
  canSend: boolean;
  pending: boolean;
  onSend: () => void;
  phase: ReturnType<typeof useUploadPhase>["phase"];
  error: unknown;
  report: TImportReport | undefined;
  children: React.ReactNode;
}

function UploadCard({
  title,
  hint,
  canSend,
  pending,
  onSend,
  phase,
  error,
  report,
  children,
}: UploadCardProps) {
  const { t } = useTranslation();
  const failed = useFailureMessage(error);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
        {children}
        <Button onClick={onSend} disabled={!canSend} loading={pending} style={{ alignSelf: "flex-start" }}>
          {t("backoffice.imports.send")}
        </Button>
        <UploadProgress phase={phase} />
        <ServerErrorAlert message={failed} />
        {report && <ImportReport imported={report.imported} rejected={report.rejected} />}
      </Stack>
    </Paper>
  );
}
