import { Button, Checkbox, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { type TQueuedWithdrawal, WITHDRAWAL_STATUSES, type WithdrawalStatus } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
  usePayWithdrawalMutation,
  useRejectWithdrawalMutation,
  withdrawalQueueQuery,
} from "../withdrawal-queries";
import { WithdrawalQueueCards, WithdrawalQueueTable } from "./withdrawal-queue-rows";

const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * `/admin/withdrawals`: the network's withdrawal requests by month, status and method; mark one
 * paid with its payout reference or reject it (returning the money or not) with a reason; download
 * the month's bank batch or PayPal payouts file (docs/decisions/089; staff only).
 */
export function WithdrawalQueuePage() {
  const { data: me } = useMe();
  if (!me?.is_staff) return <NotFoundPage />;
  return <WithdrawalQueue />;
}

/** Requests per page of the queue (the API's default page size). */
const QUEUE_PAGE_SIZE = 50;

function WithdrawalQueue() {
  const laptop = useSettings((s) => s.screenClass === "laptop");
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [month, setMonth] = useState(thisMonth());
  const [status, setStatus] = useState<WithdrawalStatus | null>("pending");
  const [method, setMethod] = useState<"bank" | "paypal" | null>(null);
  const [pageNo, setPageNo] = useState(0);
  const [deciding, setDeciding] = useState<{ row: TQueuedWithdrawal; kind: "pay" | "reject" } | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const filter = {
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
  const query = useQuery(withdrawalQueueQuery(filter));
  const months = [thisMonth(), ...pastMonths(new Date(), 12)];
  const download = (which: "bank" | "paypal") =>
    downloadPayoutFile({ month, method: which }).catch((error: unknown) =>
      setExportError(failureMessage(error, language)),
    );
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t("adminWithdrawals.title")}
      </Title>
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
      <ServerErrorAlert message={exportError} />
      <QueryLoaded query={query}>
        {(page) =>
          page.items.length === 0 ? (
            <Paper withBorder radius="lg" p="xl">
              <Text ta="center" c="dimmed">
                {t("adminWithdrawals.empty")}
              </Text>
            </Paper>
          ) : (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t("adminWithdrawals.count", { count: page.total })}
              </Text>
              {laptop ? (
                <WithdrawalQueueTable rows={page.items} onDecide={setDeciding} />
              ) : (
                <WithdrawalQueueCards rows={page.items} onDecide={setDeciding} />
              )}
              <ListPagination
                total={page.total}
                pageSize={QUEUE_PAGE_SIZE}
                page={pageNo}
                onPage={setPageNo}
              />
            </Stack>
          )
        }
      </QueryLoaded>
      <DecisionModal deciding={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}

function DecisionModal({
  deciding,
  onClose,
}: {
  deciding: { row: TQueuedWithdrawal; kind: "pay" | "reject" } | null;
  onClose: () => void;
}) {
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
