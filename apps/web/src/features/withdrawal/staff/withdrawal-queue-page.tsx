import {
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type TQueuedWithdrawal, WITHDRAWAL_STATUSES, type WithdrawalStatus } from "@studio/contract";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { NotFoundPage } from "../../../components/errors/not-found-page";
import { ListPagination } from "../../../components/list-pagination";
import { QueryLoaded } from "../../../components/query-states";
import { ServerErrorAlert } from "../../../components/server-error-alert";
import { failureMessage } from "../../../lib/api-action";
import { useMe } from "../../../lib/session";
import { useSettings } from "../../../stores/settings";
import { pastMonths } from "../earnings-queries";
import { monthLabel } from "../earnings-report-page";
import { statusKey } from "../withdrawal-list-page";
import {
  downloadPayoutFile,
  overdueQueueQuery,
  usePayWithdrawalMutation,
  useRejectWithdrawalMutation,
  withdrawalQueueQuery,
} from "../withdrawal-queries";
import { type Decision, WithdrawalQueueCards, WithdrawalQueueTable } from "./withdrawal-queue-rows";

const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * `/admin/withdrawals`: the network's withdrawal requests by month, status and method, or those of
 * one payout batch (`?batch=<id>`), or the overdue ones (open past their due date); mark one paid
 * with its payout reference or reject it (returning the money or not) with a reason, pending or
 * processing in a batch; download the month's bank or PayPal payouts file; the batches themselves
 * are on `/admin/payout-batches` (docs/decisions/089, 133; staff only).
 */
export function WithdrawalQueuePage() {
  const { data: me } = useMe();
  if (!me?.is_staff) return <NotFoundPage />;
  return <WithdrawalQueue />;
}

/** Requests per page of the queue (the API's default page size). */
const QUEUE_PAGE_SIZE = 50;

type View = "all" | "overdue";

function WithdrawalQueue() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [params, setParams] = useSearchParams();
  const batchId = Number(params.get("batch")) || null;
  const [view, setView] = useState<View>("all");
  const [month, setMonth] = useState(thisMonth());
  const [status, setStatus] = useState<WithdrawalStatus | null>("pending");
  const [method, setMethod] = useState<"bank" | "paypal" | null>(null);
  const [pageNo, setPageNo] = useState(0);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  // One batch's requests whatever their month and status; otherwise the month's, pending first.
  const filter = batchId
    ? { batch_id: batchId, page: pageNo, size: QUEUE_PAGE_SIZE, ...(method ? { method } : {}) }
    : {
        month,
        page: pageNo,
        size: QUEUE_PAGE_SIZE,
        ...(status ? { status } : {}),
        ...(method ? { method } : {}),
      };
  /** A new filter starts again at its first page. */
  const refilter = (change: () => void) => {
    change();
    setPageNo(0);
  };
  const overdue = view === "overdue";
  const queue = useQuery({ ...withdrawalQueueQuery(filter), enabled: !overdue });
  const late = useQuery({ ...overdueQueueQuery({ page: pageNo, size: QUEUE_PAGE_SIZE }), enabled: overdue });
  const months = [thisMonth(), ...pastMonths(new Date(), 12)];
  const download = (which: "bank" | "paypal") =>
    downloadPayoutFile({ month, method: which }).catch((error: unknown) =>
      setExportError(failureMessage(error, language)),
    );
  const showAll = () => refilter(() => setParams({}));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t("adminWithdrawals.title")}
        </Title>
        <Button component={Link} to="/admin/payout-batches" variant="default">
          {t("adminWithdrawals.batches")}
        </Button>
      </Group>
      <SegmentedControl
        aria-label={t("adminWithdrawals.view")}
        value={view}
        onChange={(value) => refilter(() => setView(value as View))}
        data={[
          { value: "all", label: t("adminWithdrawals.viewAll") },
          { value: "overdue", label: t("adminWithdrawals.viewOverdue") },
        ]}
        w="fit-content"
      />
      {overdue ? (
        <Text c="dimmed">{t("adminWithdrawals.overdueHint")}</Text>
      ) : batchId ? (
        <Group>
          <Text fw={600}>{t("adminWithdrawals.batchFilter", { id: batchId })}</Text>
          <Button variant="subtle" size="xs" onClick={showAll}>
            {t("adminWithdrawals.showAll")}
          </Button>
        </Group>
      ) : (
        <Group align="flex-end">
          <Select
            label={t("adminWithdrawals.month")}
            data={months.map((m) => ({ value: m, label: monthLabel(m) }))}
            value={month}
            onChange={(value) => value && refilter(() => setMonth(value))}
            allowDeselect={false}
          />
          <Select
            label={t("withdrawal.list.status")}
            data={WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(statusKey(s)) }))}
            value={status}
            onChange={(value) => refilter(() => setStatus(value as WithdrawalStatus | null))}
            clearable
          />
          <Select
            label={t("withdrawal.info.method")}
            data={[
              { value: "bank", label: t("withdrawal.info.bank") },
              { value: "paypal", label: t("withdrawal.info.paypal") },
            ]}
            value={method}
            onChange={(value) => refilter(() => setMethod(value as "bank" | "paypal" | null))}
            clearable
          />
          <Button variant="light" onClick={() => download("bank")}>
            {t("adminWithdrawals.exportBank")}
          </Button>
          <Button variant="light" onClick={() => download("paypal")}>
            {t("adminWithdrawals.exportPaypal")}
          </Button>
        </Group>
      )}
      <ServerErrorAlert message={exportError} />
      <QueueList
        query={overdue ? late : queue}
        empty={overdue ? t("adminWithdrawals.overdueEmpty") : t("adminWithdrawals.empty")}
        pageNo={pageNo}
        onPage={setPageNo}
        onDecide={setDeciding}
      />
      <DecisionModal deciding={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}

/** One page of requests: loading, its failure, none, or the rows with their pages. */
function QueueList({
  query,
  empty,
  pageNo,
  onPage,
  onDecide,
}: {
  query: UseQueryResult<{ items: TQueuedWithdrawal[]; total: number }>;
  empty: string;
  pageNo: number;
  onPage: (page: number) => void;
  onDecide: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  const laptop = useSettings((s) => s.screenClass === "laptop");
  return (
    <QueryLoaded query={query}>
      {(page) =>
        page.items.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Text ta="center" c="dimmed">
              {empty}
            </Text>
          </Paper>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t("adminWithdrawals.count", { count: page.total })}
            </Text>
            {laptop ? (
              <WithdrawalQueueTable rows={page.items} onDecide={onDecide} />
            ) : (
              <WithdrawalQueueCards rows={page.items} onDecide={onDecide} />
            )}
            <ListPagination total={page.total} pageSize={QUEUE_PAGE_SIZE} page={pageNo} onPage={onPage} />
          </Stack>
        )
      }
    </QueryLoaded>
  );
}

function DecisionModal({ deciding, onClose }: { deciding: Decision | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [text, setText] = useState("");
  const [recover, setRecover] = useState(true);
  const pay = usePayWithdrawalMutation();
  const reject = useRejectWithdrawalMutation();
  const failed = pay.error ?? reject.error;
  const close = () => {
    setText("");
    setRecover(true);
    pay.reset();
    reject.reset();
    onClose();
  };
  const submit = () => {
    if (!deciding || !text.trim()) return;
    const id = deciding.row.id;
    if (deciding.kind === "pay") pay.mutate({ id, payout_reference: text.trim() }, { onSuccess: close });
    else reject.mutate({ id, recover, reason: text.trim() }, { onSuccess: close });
  };
  return (
    <Modal
      opened={deciding !== null}
      onClose={close}
      title={deciding?.kind === "pay" ? t("adminWithdrawals.pay") : t("adminWithdrawals.reject")}
    >
      <Stack>
        <TextInput
          label={deciding?.kind === "pay" ? t("adminWithdrawals.reference") : t("adminWithdrawals.reason")}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          required
        />
        {deciding?.kind === "reject" && (
          <Checkbox
            label={t("adminWithdrawals.recover")}
            checked={recover}
            onChange={(event) => setRecover(event.currentTarget.checked)}
          />
        )}
        <ServerErrorAlert message={failed ? failureMessage(failed, language) : null} />
        <Button onClick={submit} disabled={!text.trim()} loading={pay.isPending || reject.isPending}>
          {t("adminWithdrawals.confirm")}
        </Button>
      </Stack>
    </Modal>
  );
}
