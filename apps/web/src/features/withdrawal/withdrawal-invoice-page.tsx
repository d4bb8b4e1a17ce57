import {
  Alert,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { type Language, microToExactDecimalString, type TInvoice } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { callApi } from "../../lib/api-client";
import { fileCallUrl } from "../../lib/call-routes";
import { useSettings } from "../../stores/settings";

/**
 * Micro-USD as "1234.56 USD" (an invoice is always in USD): the request's amount exactly, whole cents
 * since docs/decisions/132; an older request's part below a cent is written out, never cut.
 */
const usd = (micro: string) => `${microToExactDecimalString(BigInt(micro))} USD`;

/** The PDF of the invoice a token signs, in `language` (a plain link: no session needed). */
export const invoicePdfHref = (token: string, language: Language) =>
  fileCallUrl("withdrawalInvoicePdfCall", { t: token, lang: language });

/**
 * `/embedded/withdrawal-invoice?t=<token>` (docs/spec.md §2, §3; docs/design.md §7; decision 091):
 * a public page without the app's chrome, reached with a signed link that expires, showing one
 * withdrawal's invoice in the viewer's language with its PDF download.
 */
export function WithdrawalInvoicePage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [params] = useSearchParams();
  const token = params.get("t") ?? "";
  const query = useQuery({
    queryKey: ["withdrawal", "invoice", token],
    queryFn: () => callApi("withdrawalInvoiceCall", { t: token }),
    enabled: token !== "",
    retry: false,
  });
  return (
    <Center component="main" p="lg">
      <Paper withBorder radius="lg" p="xl" w="100%" maw={720}>
        {token === "" || query.isError ? (
          <Stack gap="md">
            <Title order={1} size="h3">
              {t("withdrawal.invoice.title")}
            </Title>
            <Alert color="red">{t("withdrawal.invoice.invalid")}</Alert>
          </Stack>
        ) : query.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label={t("common.loading")} />
          </Center>
        ) : (
          <InvoiceView
            invoice={query.data.invoice}
            expiresAt={query.data.expires_at}
            pdfHref={invoicePdfHref(token, language)}
          />
        )}
      </Paper>
    </Center>
  );
}

function InvoiceView({
  invoice,
  expiresAt,
  pdfHref,
}: {
  invoice: TInvoice;
  expiresAt: string;
  pdfHref: string;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const orNotSet = (text: string) => text || t("withdrawal.invoice.notSet");
  const row = (label: string, value: string) => (
    <Table.Tr key={label}>
      <Table.Th w="40%">{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t("withdrawal.invoice.title")}
          </Title>
          <Text c="dimmed">{invoice.id}</Text>
        </div>
        <Button component="a" href={pdfHref} download>
          {t("withdrawal.invoice.download")}
        </Button>
      </Group>
      <Table>
        <Table.Tbody>
          {row(t("withdrawal.invoice.number"), invoice.id)}
          {row(t("withdrawal.invoice.issueDate"), invoice.issue_date)}
          {row(t("withdrawal.invoice.issuer"), orNotSet(invoice.issuer.name))}
          {row(t("withdrawal.invoice.address"), orNotSet(invoice.issuer.address))}
          {row(t("withdrawal.invoice.registration"), orNotSet(invoice.issuer.registration_number))}
          {row(
            t("withdrawal.invoice.recipient"),
            `${invoice.recipient.name} (${invoice.recipient.nickname})`,
          )}
          {row(t("withdrawal.invoice.service"), invoice.service)}
        </Table.Tbody>
      </Table>
      <Divider />
      <Table>
        <Table.Tbody>
          {row(t("withdrawal.invoice.currency"), invoice.currency)}
          {row(t("withdrawal.invoice.unitPrice"), usd(invoice.unit_price))}
          {row(
            t("withdrawal.invoice.revenue", { month: invoice.revenue_month.replace("-", "/") }),
            usd(invoice.revenue),
          )}
          {row(t("withdrawal.invoice.fee"), usd(invoice.processing_fee))}
          {row(t("withdrawal.invoice.total"), usd(invoice.total))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t("withdrawal.invoice.expires", {
          date: new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
            new Date(expiresAt),
          ),
        })}
      </Text>
    </Stack>
  );
}
