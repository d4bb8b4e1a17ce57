import { Alert, Button, FileInput, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { TConfirmedPreview } from "@studio/contract";
import { microToDecimalString } from "@studio/contract";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NotFoundPage } from "../../../components/errors/not-found-page";
import { ServerErrorAlert } from "../../../components/server-error-alert";
import { TableScroll } from "../../../components/table-scroll";
import { failureMessage } from "../../../lib/api-action";
import { useMe } from "../../../lib/session";
import { useSettings } from "../../../stores/settings";
import { useConfirmedConfirmMutation, useConfirmedPreviewMutation } from "../withdrawal-mutations";
import { ReconciliationSection } from "./reconciliation-section";

/** Staff amounts are exact USD: every micro-dollar shown (a file's amounts have up to 6 decimals). */
const usd = (micro: string) => `$${microToDecimalString(BigInt(micro), 6)}`;

/**
 * `/admin/confirmed`: staff import a month's confirmed revenue per channel (docs/decisions/087):
 * upload, preview the totals of the network and of each channel with the difference to the
 * estimate and to what is confirmed already, then confirm (staff only).
 */
export function ConfirmedImportPage() {
  const { data: me } = useMe();
  if (!me?.is_staff) return <NotFoundPage />;
  return <ConfirmedImport />;
}

function ConfirmedImport() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [file, setFile] = useState<File | null>(null);
  const preview = useConfirmedPreviewMutation();
  const confirm = useConfirmedConfirmMutation();
  const checked = confirm.data ?? preview.data;
  const failed = preview.error ?? confirm.error;
  const choose = (chosen: File | null) => {
    setFile(chosen);
    preview.reset();
    confirm.reset();
  };
  const canConfirm = file && preview.data && preview.data.rejected.length === 0 && !confirm.data;
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} size="h2">
          {t("confirmedImport.title")}
        </Title>
        <Text c="dimmed">{t("confirmedImport.subtitle")}</Text>
      </div>
      <Paper withBorder radius="lg" p="lg">
        <Group align="flex-end">
          <FileInput
            label={t("confirmedImport.file")}
            description={t("confirmedImport.fileHint")}
            accept=".csv,text/csv"
            value={file}
            onChange={choose}
            leftSection={<IconFileSpreadsheet size={16} />}
            w={{ base: "100%", sm: 380 }}
            clearable
          />
          <Button
            variant="light"
            disabled={!file}
            loading={preview.isPending}
            onClick={() => file && preview.mutate(file)}
          >
            {t("confirmedImport.preview")}
          </Button>
          <Button
            disabled={!canConfirm}
            loading={confirm.isPending}
            onClick={() => file && confirm.mutate(file)}
          >
            {t("confirmedImport.confirm")}
          </Button>
        </Group>
      </Paper>
      <ServerErrorAlert message={failed ? failureMessage(failed, language) : null} />
      {confirm.data && (
        <Alert color={confirm.data.posted > 0 ? "green" : "blue"} role="status">
          {confirm.data.posted > 0
            ? t("confirmedImport.posted", { count: confirm.data.posted })
            : t("confirmedImport.nothingPosted")}
        </Alert>
      )}
      {checked && <PreviewTables preview={checked} />}
      <ReconciliationSection />
    </Stack>
  );
}

function PreviewTables({ preview }: { preview: TConfirmedPreview }) {
  const { t } = useTranslation();
  if (preview.rejected.length > 0) {
    return (
      <Alert color="red" title={t("confirmedImport.rejected", { count: preview.rejected.length })}>
        <Stack gap={2}>
          {preview.rejected.map((r) => (
            <Text key={`${r.row}-${r.key}`} size="sm">
              {t("confirmedImport.rejectedRow", { row: r.row, key: r.key || "-", reason: r.reason })}
            </Text>
          ))}
        </Stack>
      </Alert>
    );
  }
  const totals = preview.totals;
  const figures = [
    ["confirmed", totals.confirmed],
    ["previously", totals.previously_confirmed],
    ["adjustment", totals.adjustment],
    ["estimated", totals.estimated],
    ["difference", totals.difference],
  ] as const;
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 5 }} data-testid="confirmed-totals">
        {figures.map(([key, value]) => (
          <Paper key={key} withBorder radius="lg" p="md">
            <Text size="xs" c="dimmed">
              {t(`confirmedImport.columns.${key}`)}
            </Text>
            <Text fw={700}>{usd(value)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <TableScroll framed label={t("confirmedImport.title")}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("confirmedImport.columns.channel")}</Table.Th>
              <Table.Th>{t("confirmedImport.columns.month")}</Table.Th>
              {figures.map(([key]) => (
                <Table.Th key={key} ta="right">
                  {t(`confirmedImport.columns.${key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.channels.map((c) => (
              <Table.Tr key={`${c.channel_id}-${c.month}`}>
                <Table.Td>
                  {c.title}{" "}
                  <Text span size="xs" c="dimmed">
                    {c.platform_channel_id}
                  </Text>
                </Table.Td>
                <Table.Td>{c.month.replace("-", "/")}</Table.Td>
                <Table.Td ta="right">{usd(c.confirmed)}</Table.Td>
                <Table.Td ta="right">{usd(c.previously_confirmed)}</Table.Td>
                <Table.Td ta="right">{usd(c.adjustment)}</Table.Td>
                <Table.Td ta="right">{usd(c.estimated)}</Table.Td>
                <Table.Td ta="right" c={c.difference.startsWith("-") ? "red" : undefined}>
                  {usd(c.difference)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </>
  );
}
