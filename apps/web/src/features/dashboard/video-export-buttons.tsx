import { Anchor, Button, Group, Progress, Stack, Text } from "@mantine/core";
import type { TVideoExport } from "@studio/contract";
import { IconDownload, IconFileSpreadsheet } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFailureMessage } from "../../lib/api-action";
import { type ExportFormat, useVideoExportMutation } from "./revenue-mutations";
import { isExportRunning, videoExportStatusQuery } from "./revenue-queries";
import type { RevenueScope, VideoReportFilters } from "./video-list-params";

/** Saves a finished file through the browser, as a click on its link would. */
function saveFile(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/** How far the file is, as rows written of the rows the list counts (capped below 100 until done). */
export function exportPercent(file: Pick<TVideoExport, "rows"> | undefined, expectedRows: number): number {
  if (!file || expectedRows <= 0) return 0;
  return Math.min(99, Math.floor((file.rows / expectedRows) * 100));
}

/** The file's state: progress while it is made, then saved at once, with its link to save it again. */
function ExportStatus({ id, expectedRows }: { id: number; expectedRows: number }) {
  const { t } = useTranslation();
  const status = useQuery(videoExportStatusQuery(id));
  const file = status.data;
  const saved = useRef(false);
  useEffect(() => {
    // One click is enough: the file downloads the moment it is ready, once.
    if (file?.status === "done" && file.download && !saved.current) {
      saved.current = true;
      saveFile(file.download);
    }
  }, [file]);
  if (status.isError || file?.status === "failed") {
    return (
      <Text size="sm" c="red">
        {t("revenue.export.failed")}
      </Text>
    );
  }
  if (!file || isExportRunning(file.status)) {
    const percent = exportPercent(file, expectedRows);
    return (
      <Stack gap={4} miw={200}>
        <Text size="sm" c="dimmed">
          {expectedRows > 0
            ? t("revenue.export.progress", {
                count: expectedRows,
                done: file?.rows ?? 0,
                total: expectedRows,
              })
            : t("revenue.export.preparing")}
        </Text>
        <Progress value={percent} size="sm" animated aria-label={t("revenue.export.preparing")} />
      </Stack>
    );
  }
  if (!file.download) {
    // Done, but past its retention period: the file was deleted.
    return (
      <Text size="sm" c="dimmed">
        {t("revenue.export.expired")}
      </Text>
    );
  }
  return (
    <Group gap="xs">
      <Text size="sm">{t("revenue.export.ready", { rows: file.rows })}</Text>
      <Anchor href={file.download} download size="sm" fw={600}>
        <Group gap={4} component="span" wrap="nowrap">
          <IconDownload size={16} aria-hidden />
          {t(file.format === "csv" ? "revenue.export.downloadCsv" : "revenue.export.downloadExcel")}
        </Group>
      </Anchor>
    </Group>
  );
}

/**
 * The video profit report as a file (Excel or CSV) with the rows the list shows: one click starts
 * the background job, shows how far it is, and saves the file when it is ready. The page remounts
 * this (its `key`) when the list's period or filters change, so a file made for the previous
 * filters is never offered as the current one (docs/decisions/110).
 */
export function VideoExportButtons({
  scope,
  filters,
  expectedRows = 0,
}: {
  scope: RevenueScope;
  filters: VideoReportFilters;
  /** How many rows the list counts for these filters (for the progress). */
  expectedRows?: number;
}) {
  const { t } = useTranslation();
  const exportFile = useVideoExportMutation(scope, filters);
  const error = useFailureMessage(exportFile.error);
  const exportId = exportFile.data?.id ?? null;
  const start = (format: ExportFormat) => exportFile.mutate(format);
  return (
    <Group gap="sm" align="center">
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        loading={exportFile.isPending}
        onClick={() => start("xlsx")}
      >
        {t("revenue.export.excel")}
      </Button>
      <Button variant="subtle" loading={exportFile.isPending} onClick={() => start("csv")}>
        {t("revenue.export.csv")}
      </Button>
      <div aria-live="polite">
        {error && (
          <Text size="sm" c="red">
            {error}
          </Text>
        )}
        {exportId !== null && <ExportStatus key={exportId} id={exportId} expectedRows={expectedRows} />}
      </div>
    </Group>
  );
}
