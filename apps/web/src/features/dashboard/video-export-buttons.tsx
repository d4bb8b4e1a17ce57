import { Anchor, Button, Group, Text } from "@mantine/core";
import { IconDownload, IconFileSpreadsheet } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFailureMessage } from "../../lib/api-action";
import { type ExportFormat, useVideoExportMutation } from "./revenue-mutations";
import { isExportRunning, videoExportStatusQuery } from "./revenue-queries";
import type { RevenueScope, VideoReportFilters } from "./video-list-params";

/** The file's state in words, or null before one is asked for. */
function ExportStatus({ id }: { id: number }) {
  const { t } = useTranslation();
  const status = useQuery(videoExportStatusQuery(id));
  const file = status.data;
  if (status.isError || file?.status === "failed") {
    return (
      <Text size="sm" c="red">
        {t("revenue.export.failed")}
      </Text>
    );
  }
  if (!file || isExportRunning(file.status)) {
    return (
      <Text size="sm" c="dimmed">
        {t("revenue.export.preparing")}
      </Text>
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
 * The video profit report as a file (Excel or CSV) with the rows the list shows: started as a
 * background job, watched until it is done, then offered as a link.
 */
export function VideoExportButtons({ scope, filters }: { scope: RevenueScope; filters: VideoReportFilters }) {
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
        {exportId !== null && <ExportStatus id={exportId} />}
      </div>
    </Group>
  );
}
