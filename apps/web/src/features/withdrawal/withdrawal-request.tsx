import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  E,
  errorMessage,
  type Language,
  microToExactDecimalString,
  type TWithdrawalQuote,
} from "@studio/contract";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryLoaded } from "../../components/query-states";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { TwoFactorOffer } from "../../components/two-factor-offer";
import { failureMessage } from "../../lib/api-action";
import { ApiError } from "../../lib/api-client";
import { useDialogParams } from "../../lib/dialog-param";
import { useSettings } from "../../stores/settings";
import { useRequestWithdrawalMutation, withdrawalQuoteQuery } from "./withdrawal-queries";

/** An instant as the person reads it, in their language and their browser's time zone. */
export const instantLabel = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/**
 * The readiness checklist (docs/design.md §11; docs/decisions/132): each condition of a request, met
 * or not, and when the window opens and the next amount becomes withdrawable. A bank transfer below
 * 100 USD says what the API would answer (40019) before the person asks.
 */
export function ReadinessChecklist({ quote }: { quote: TWithdrawalQuote }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  return (
    <Stack gap="sm" data-testid="readiness-checklist">
      <List spacing="xs" listStyleType="none">
        {quote.checklist.map((item) => (
          <List.Item
            key={item.condition}
            data-met={item.met}
            icon={
              <ThemeIcon color={item.met ? "teal" : "gray"} variant="light" size={22} radius="xl">
                {item.met ? <IconCircleCheck size={16} /> : <IconCircleX size={16} />}
              </ThemeIcon>
            }
          >
            {t(`withdrawal.ready.${item.condition}`)}
            {!item.met && item.condition === "cooling_off" && quote.payment_info_hold_until && (
              <Text size="sm" c="dimmed" data-testid="payment-info-hold">
                {t("withdrawal.ready.holdUntil", {
                  date: instantLabel(quote.payment_info_hold_until, language),
                })}{" "}
                <Link to="/withdrawal/info">{t("withdrawal.info.title")}</Link>
              </Text>
            )}
            {!item.met && item.condition === "window" && (
              <Text span size="sm" c="dimmed">
                {" "}
                {t("withdrawal.ready.opensAt", { date: instantLabel(quote.window_opens_at, language) })}
              </Text>
            )}
            {!item.met && item.condition === "method_allowed" && quote.method === "bank" && (
              <Text size="sm" c="dimmed" data-testid="bank-minimum">
                {errorMessage(E.BANK_TRANSFER_MINIMUM, language)}{" "}
                <Link to="/withdrawal/info-update">{t("withdrawal.info.change")}</Link>
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {quote.next_available_at
          ? t("withdrawal.ready.nextAvailable", { date: instantLabel(quote.next_available_at, language) })
          : t("withdrawal.ready.nothingWaiting")}
      </Text>
    </Stack>
  );
}

/**
 * Total, fee and net of a request in the chosen currency, with the rate used, and the part of the
 * balance below a cent that stays in it (a request takes whole cents, docs/decisions/132).
 */
export function RequestFigures({ quote }: { quote: TWithdrawalQuote }) {
  const { t } = useTranslation();
  const remainder = BigInt(quote.remainder);
  return (
    <Table withRowBorders={false} data-testid="request-figures">
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>{t("withdrawal.request.total")}</Table.Td>
          <Table.Td ta="right">{quote.total_display}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td>
            {t("withdrawal.request.fee")}
            {quote.method && (
              <Text span size="xs" c="dimmed">
                {" "}
                ({t(`withdrawal.request.feeRule.${quote.method}`)})
              </Text>
            )}
          </Table.Td>
          <Table.Td ta="right">{quote.fee_display}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td fw={700}>{t("withdrawal.request.net")}</Table.Td>
          <Table.Td ta="right" fw={700}>
            {quote.net_display}
          </Table.Td>
        </Table.Tr>
        {quote.currency !== "USD" && (
          <Table.Tr>
            <Table.Td colSpan={2}>
              <Text size="xs" c="dimmed">
                {t("withdrawal.request.rate", { currency: quote.currency, rate: quote.rate })}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {remainder > 0n && (
          <Table.Tr>
            <Table.Td colSpan={2}>
              <Text size="xs" c="dimmed" data-testid="request-remainder">
                {t("withdrawal.request.remainder", {
                  amount: `${microToExactDecimalString(remainder)} USD`,
                })}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A refused request as the person reads it: the cooling-off after a change of payment info (40020)
 * names its end in the person's language and time zone (docs/decisions/144), the rest as answered.
 */
export function requestFailure(error: unknown, language: Language): string {
  const date = error instanceof ApiError ? error.params?.date : undefined;
  if (error instanceof ApiError && error.code === E.PAYOUT_DETAILS_COOLING_OFF && typeof date === "string") {
    return errorMessage(E.PAYOUT_DETAILS_COOLING_OFF, language, { date: instantLabel(date, language) });
  }
  return failureMessage(error, language);
}

/** The figures and the confirmation of a request; one Idempotency-Key per confirmation shown. */
function RequestConfirm({ quote, onDone }: { quote: TWithdrawalQuote; onDone?: () => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [key] = useState(() => crypto.randomUUID());
  const request = useRequestWithdrawalMutation();
  if (request.data) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" data-testid="request-done">
          {t("withdrawal.request.done", { net: request.data.withdrawal.net_display })}{" "}
          <Link to="/withdrawal/list">{t("withdrawal.list.title")}</Link>
        </Alert>
        <TwoFactorOffer />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <RequestFigures quote={quote} />
      <ServerErrorAlert message={request.error ? requestFailure(request.error, language) : null} />
      <Group>
        <Button
          disabled={!quote.ready}
          loading={request.isPending}
          onClick={() => request.mutate({ total: quote.total, key }, { onSuccess: () => onDone?.() })}
        >
          {t("withdrawal.request.confirm")}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/withdrawal/request`: what a request takes now, the checklist, and the confirmation. */
export function WithdrawalRequestPage() {
  const { t } = useTranslation();
  const currency = useSettings((s) => s.currency);
  const query = useQuery(withdrawalQuoteQuery(currency));
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} size="h2">
        {t("withdrawal.request.title")}
      </Title>
      <QueryLoaded query={query}>
        {(quote) => (
          <>
            <Paper withBorder radius="lg" p="lg">
              <ReadinessChecklist quote={quote} />
            </Paper>
            {!quote.checklist.find((c) => c.condition === "payment_info")?.met && (
              <Button component={Link} to="/withdrawal/info-register" variant="light" w="fit-content">
                {t("withdrawal.info.register")}
              </Button>
            )}
            <Paper withBorder radius="lg" p="lg">
              <RequestConfirm quote={quote} />
            </Paper>
          </>
        )}
      </QueryLoaded>
      <WithdrawalDialogs />
    </Stack>
  );
}

/**
 * The withdrawal dialogs, opened by their query keys (docs/spec.md §2): withdrawalNotice (the rules
 * of a request), requireAccount (payment info first), requestWithdrawal (the request's confirmation).
 */
export function WithdrawalDialogs() {
  const { t } = useTranslation();
  const dialogs = useDialogParams();
  const currency = useSettings((s) => s.currency);
  const requesting = dialogs.get("requestWithdrawal") !== null;
  const noticeOpen = dialogs.get("withdrawalNotice") !== null;
  const quote = useQuery({ ...withdrawalQuoteQuery(currency), enabled: requesting || noticeOpen });
  return (
    <>
      <Modal
        opened={dialogs.get("withdrawalNotice") !== null}
        onClose={() => dialogs.close("withdrawalNotice")}
        title={t("withdrawal.notice.title")}
      >
        <List spacing="xs" size="sm">
          <List.Item>
            {quote.data
              ? t("withdrawal.notice.window", { day: quote.data.open_day })
              : t("withdrawal.notice.windowOpenDay")}
          </List.Item>
          <List.Item>{t("withdrawal.notice.minimum")}</List.Item>
          <List.Item>{t("withdrawal.notice.fees")}</List.Item>
          <List.Item>{t("withdrawal.notice.payout")}</List.Item>
        </List>
      </Modal>
      <Modal
        opened={dialogs.get("requireAccount") !== null}
        onClose={() => dialogs.close("requireAccount")}
        title={t("withdrawal.requireAccount.title")}
      >
        <Stack>
          <Text size="sm">{t("withdrawal.requireAccount.body")}</Text>
          <Button component={Link} to="/withdrawal/info-register" w="fit-content">
            {t("withdrawal.info.register")}
          </Button>
        </Stack>
      </Modal>
      <Modal
        opened={requesting}
        onClose={() => dialogs.close("requestWithdrawal")}
        title={t("withdrawal.request.title")}
      >
        <QueryLoaded query={quote}>{(data) => <RequestConfirm quote={data} />}</QueryLoaded>
      </Modal>
    </>
  );
}
