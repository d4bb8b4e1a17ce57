import { Alert, Badge, Button, Group, Loader, Paper, Select, Stack, Table, Text, Title } from "@mantine/core";
import type { TPayoutBatch } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NotFoundPage } from "../../../components/errors/not-found-page";
import { ListPagination } from "../../../components/list-pagination";
import { QueryErrorPanel, QueryLoaded } from "../../../components/query-states";
import { ServerErrorAlert } from "../../../components/server-error-alert";
import { TableScroll } from "../../../components/table-scroll";
import { failureMessage } from "../../../lib/api-action";
import { useMe } from "../../../lib/session";
import { useSettings } from "../../../stores/settings";
import { pastMonths } from "../earnings-queries";
import { monthLabel } from "../earnings-report-page";
import {
  downloadBatchFile,
  payoutBatchesQuery,
  payoutBatchPreviewQuery,
  useCreatePayoutBatchMutation,
} from "../withdrawal-queries";
import { instantLabel } from "../withdrawal-request";
import { SettleBatchModal } from "./payout-batch-settle";
import { usd } from "./withdrawal-queue-rows";

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** Batches per page of the list. */
const BATCH_PAGE_SIZE = 20;

type Method = "bank" | "paypal";

/**
 * `/admin/payout-batches`: payouts go out in batches per method and month (docs/decisions/133).
 * Staff see what a batch would take, create it (its requests become processing), download its
 * file for the bank or PayPal, and upload the settlement result, which marks each request paid or
 * failed (its money returned); staff only.
 */
export function PayoutBatchesPage() {
  const { data: me } = useMe();
  if (!me?.is_staff) return <NotFoundPage />;
  return <PayoutBatches />;
}

function PayoutBatches() {
  const { t } = useTranslation();
  const [settling, setSettling] = useState<TPayoutBatch | null>(null);
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t("payoutBatches.title")}
          </Title>
          <Text c="dimmed">{t("payoutBatches.subtitle")}</Text>
        </div>
        <Button component={Link} to="/admin/withdrawals" variant="default">
          {t("adminWithdrawals.title")}
        </Button>
      </Group>
      <CreateBatch />
      <BatchList onSettle={setSettling} />
      <SettleBatchModal batch={settling} onClose={() => setSettling(null)} />
    </Stack>
  );
}

/** The method and month of a new batch, what it would take, and the button that creates it. */
function CreateBatch() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [method, setMethod] = useState<Method>("bank");
  const [month, setMonth] = useState(thisMonth());
  const preview = useQuery(payoutBatchPreviewQuery({ method, month }));
  const create = useCreatePayoutBatchMutation();
  const months = [thisMonth(), ...pastMonths(new Date(), 12)];
  const rescope = (change: () => void) => {
    change();
    create.reset();
  };
  const nothing = preview.data?.withdrawals === 0;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t("payoutBatches.createTitle")}
        </Title>
        <Group align="flex-end">
          <Select
            label={t("withdrawal.info.method")}
            data={[
              { value: "bank", label: t("withdrawal.info.bank") },
              { value: "paypal", label: t("withdrawal.info.paypal") },
            ]}
            value={method}
            onChange={(value) => value && rescope(() => setMethod(value as Method))}
            allowDeselect={false}
          />
          <Select
            label={t("payoutBatches.month")}
            data={months.map((m) => ({ value: m, label: monthLabel(m) }))}
            value={month}
            onChange={(value) => value && rescope(() => setMonth(value))}
            allowDeselect={false}
          />
          <Button
            onClick={() => create.mutate({ method, month })}
            disabled={!preview.data || nothing}
            loading={create.isPending}
          >
            {t("payoutBatches.create")}
          </Button>
        </Group>
        {preview.isPending ? (
          <Loader size="sm" role="status" aria-label={t("common.loading")} />
        ) : preview.isError ? (
          <QueryErrorPanel
            message={failureMessage(preview.error, language)}
            onRetry={() => void preview.refetch()}
          />
        ) : (
          <Text data-testid="batch-preview">
            {preview.data.withdrawals === 0
              ? t("payoutBatches.previewNone")
              : t("payoutBatches.preview", {
                  count: preview.data.withdrawals,
                  net: usd(preview.data.net),
                  total: usd(preview.data.total),
                  fee: usd(preview.data.fee),
                })}
          </Text>
        )}
        <ServerErrorAlert message={create.error ? failureMessage(create.error, language) : null} />
        {create.data && (
          <Alert color={create.data.batch ? "green" : "blue"} role="status">
            {create.data.batch
              ? t("payoutBatches.created", { id: create.data.batch.id, count: create.data.batch.withdrawals })
              : t("payoutBatches.nothingPending")}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The network's batches, newest first, each with its file, its result upload and its requests. */
function BatchList({ onSettle }: { onSettle: (batch: TPayoutBatch) => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [pageNo, setPageNo] = useState(0);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const query = useQuery(payoutBatchesQuery({ page: pageNo, size: BATCH_PAGE_SIZE }));
  const download = (id: number) => {
    setDownloadError(null);
    downloadBatchFile(id).catch((error: unknown) => setDownloadError(failureMessage(error, language)));
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("payoutBatches.listTitle")}
      </Title>
      <ServerErrorAlert message={downloadError} />
      <QueryLoaded query={query}>
        {(page) =>
          page.items.length === 0 ? (
            <Paper withBorder radius="lg" p="xl">
              <Text ta="center" c="dimmed">
                {t("payoutBatches.empty")}
              </Text>
            </Paper>
          ) : (
            <Stack gap="sm">
              <TableScroll framed label={t("payoutBatches.listTitle")}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("payoutBatches.columns.id")}</Table.Th>
                      <Table.Th>{t("payoutBatches.columns.method")}</Table.Th>
                      <Table.Th>{t("payoutBatches.columns.month")}</Table.Th>
                      <Table.Th ta="right">{t("payoutBatches.columns.requests")}</Table.Th>
                      <Table.Th ta="right">{t("payoutBatches.columns.net")}</Table.Th>
                      <Table.Th>{t("payoutBatches.columns.status")}</Table.Th>
                      <Table.Th>{t("payoutBatches.columns.created")}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.items.map((batch) => (
                      <BatchRow key={batch.id} batch={batch} onDownload={download} onSettle={onSettle} />
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
              <ListPagination
                total={page.total}
                pageSize={BATCH_PAGE_SIZE}
                page={pageNo}
                onPage={setPageNo}
              />
            </Stack>
          )
        }
      </QueryLoaded>
    </Stack>
  );
}

function BatchRow({
  batch,
  onDownload,
  onSettle,
}: {
  batch: TPayoutBatch;
  onDownload: (id: number) => void;
  onSettle: (batch: TPayoutBatch) => void;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  return (
    <Table.Tr>
      <Table.Td>
        #{batch.id}
        <Text size="xs" c="dimmed">
          {batch.file_name}
        </Text>
      </Table.Td>
      <Table.Td>{t(`withdrawal.info.${batch.method}`)}</Table.Td>
      <Table.Td>{monthLabel(batch.month)}</Table.Td>
      <Table.Td ta="right">{batch.withdrawals}</Table.Td>
      <Table.Td ta="right">{usd(batch.net)}</Table.Td>
      <Table.Td>
        <Badge color={batch.status === "settled" ? "teal" : "blue"} variant="light">
          {t(`payoutBatches.status.${batch.status}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {t("payoutBatches.progress", {
            paid: batch.paid,
            failed: batch.failed,
            processing: batch.processing,
          })}
        </Text>
      </Table.Td>
      <Table.Td>
        {instantLabel(batch.created_at, language)}
        <Text size="xs" c="dimmed">
          {batch.created_by_nickname ?? ""}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => onDownload(batch.id)}
            aria-label={`${t("payoutBatches.download")} #${batch.id}`}
          >
            {t("payoutBatches.download")}
          </Button>
          <Button
            size="xs"
            variant={batch.status === "processing" ? "filled" : "default"}
            onClick={() => onSettle(batch)}
            aria-label={`${t("payoutBatches.upload")} #${batch.id}`}
          >
            {t("payoutBatches.upload")}
          </Button>
          <Button size="xs" variant="subtle" component={Link} to={`/admin/withdrawals?batch=${batch.id}`}>
            {t("payoutBatches.requests")}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
