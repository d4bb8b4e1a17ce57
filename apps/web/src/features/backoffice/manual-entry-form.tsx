import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  DEBIT_MANUAL_TYPES,
  LEDGER_REASON_MAX,
  MANUAL_PROFIT_TYPES,
  type ManualProfitType,
  usdToMicro,
} from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { failureMessage } from "../../lib/api-action";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { accountSearchQuery } from "./backoffice-queries";
import { accountBalanceQuery, profitTypeKey, recentMonths, usePostManualEntry } from "./ledger-queries";
import { useStaffFormat } from "./staff-format";

/** What the amount field takes: USD, at most 9 digits and 6 decimals (the call's rule). */
const AMOUNT = /^\d{1,9}(\.\d{1,6})?$/;

/** The entry's effect on the balance, micro-USD: a deduction is negative; null while the amount is not one. */
function signedAmount(type: ManualProfitType, text: string): bigint | null {
  const micro = AMOUNT.test(text.trim()) ? usdToMicro(text.trim()) : null;
  if (micro === null || micro <= 0n) return null;
  return DEBIT_MANUAL_TYPES.includes(type) ? -micro : micro;
}

/**
 * The form that enters a manual entry (docs/decisions/134): the account (searched by e-mail or
 * nickname, or given by its id), the type, the month, the amount and the reason, with the balance it
 * leaves and whether it waits for a second administrator. One Idempotency-Key per entry: sending the
 * same form twice makes one entry.
 */
export function ManualEntryForm({ threshold }: { threshold: string }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const format = useStaffFormat();
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), 300);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [type, setType] = useState<ManualProfitType>("bonus");
  const months = recentMonths(new Date(), 24);
  const [month, setMonth] = useState(months[0] ?? "");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [tried, setTried] = useState(false);
  const post = usePostManualEntry();
  const found = useQuery({
    ...accountSearchQuery({ q: query, page: 0, size: 20 }),
    enabled: query.length > 0,
  });
  const options = [
    ...(/^\d+$/.test(query)
      ? [{ value: query, label: t("backoffice.manual.form.accountById", { id: query }) }]
      : []),
    ...(found.data?.items ?? []).map((a) => ({
      value: String(a.id),
      label: `${a.nickname} · ${a.email} (#${a.id})`,
    })),
  ];
  const signed = signedAmount(type, amount);
  const needsApproval = signed !== null && (signed < 0n ? -signed : signed) > BigInt(threshold);
  const missing = {
    account: accountId === null,
    amount: signed === null,
    reason: reason.trim().length === 0,
  };
  const submit = () => {
    setTried(true);
    if (accountId === null || signed === null || missing.reason) return;
    post.mutate(
      { account_id: Number(accountId), type, month, amount_usd: amount.trim(), reason: reason.trim(), key },
      {
        onSuccess: ({ entry }) => {
          showSnackbar(
            "success",
            t(
              entry.status === "posted" ? "backoffice.manual.form.posted" : "backoffice.manual.form.awaiting",
            ),
          );
          setKey(crypto.randomUUID());
          setAmount("");
          setReason("");
          setTried(false);
        },
      },
    );
  };
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="manual-entry-form">
      <Stack gap="sm">
        <Title order={2} size="h4" id="manual-entry-form">
          {t("backoffice.manual.form.title")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("backoffice.manual.form.account")}
            placeholder={t("backoffice.manual.form.accountHint")}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            value={accountId}
            onChange={setAccountId}
            filter={({ options: all }) => all}
            nothingFoundMessage={query ? t("backoffice.manual.form.noAccount") : undefined}
            required
            error={tried && missing.account ? t("backoffice.manual.form.chooseAccount") : undefined}
          />
          <Select
            label={t("backoffice.manual.form.type")}
            data={MANUAL_PROFIT_TYPES.map((value) => ({
              value,
              label: `${t(profitTypeKey(value))} (${t(
                DEBIT_MANUAL_TYPES.includes(value)
                  ? "backoffice.manual.form.debit"
                  : "backoffice.manual.form.credit",
              )})`,
            }))}
            value={type}
            onChange={(value) => value && setType(value as ManualProfitType)}
            allowDeselect={false}
          />
          <Select
            label={t("backoffice.manual.form.month")}
            data={months.map((m) => ({ value: m, label: m.replace("-", "/") }))}
            value={month}
            onChange={(value) => value && setMonth(value)}
            allowDeselect={false}
          />
          <TextInput
            label={t("backoffice.manual.form.amount")}
            description={t("backoffice.manual.form.amountHint")}
            inputMode="decimal"
            leftSection="$"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            required
            error={tried && missing.amount ? t("backoffice.manual.form.invalidAmount") : undefined}
          />
        </SimpleGrid>
        <Textarea
          label={t("backoffice.manual.form.reason")}
          description={t("backoffice.manual.form.reasonHint")}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={LEDGER_REASON_MAX}
          autosize
          minRows={2}
          required
          error={tried && missing.reason ? t("backoffice.manual.form.reasonRequired") : undefined}
        />
        {accountId !== null && signed !== null && (
          <BalancePreview accountId={Number(accountId)} signed={signed} />
        )}
        {needsApproval && (
          <Alert color="yellow" role="status">
            {t("backoffice.manual.form.needsApproval", { threshold: format.usd(threshold) })}
          </Alert>
        )}
        <ServerErrorAlert message={post.error ? failureMessage(post.error, language) : null} />
        <Group>
          <Button onClick={submit} loading={post.isPending}>
            {t(needsApproval ? "backoffice.manual.form.submitForApproval" : "backoffice.manual.form.submit")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The account's balance now and what the entry leaves, once posted. */
function BalancePreview({ accountId, signed }: { accountId: number; signed: bigint }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const balance = useQuery(accountBalanceQuery(accountId));
  if (!balance.data) return null;
  const now = BigInt(balance.data.balance);
  return (
    <Text size="sm" data-testid="balance-preview">
      {t("backoffice.manual.form.preview", {
        now: format.usd(now.toString()),
        change: `${signed < 0n ? "-" : "+"}${format.usd((signed < 0n ? -signed : signed).toString())}`,
        after: format.usd((now + signed).toString()),
      })}
    </Text>
  );
}
