import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { TPaymentInfo } from "@studio/contract";
import { IconBrandPaypal, IconBuildingBank } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSettings } from "../../stores/settings";
import { countryName } from "./country-names";

/** Saved payment info as the API answers it: the account number only as `****` and its last four. */
export function PaymentInfoView({ info }: { info: TPaymentInfo }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const rows: [string, string][] =
    info.method === "bank"
      ? [
          [t("withdrawal.info.fields.holderName"), info.holder_name],
          [t("withdrawal.info.fields.bankName"), info.bank_name],
          [t("withdrawal.info.fields.bankAddress"), info.bank_address],
          [t("withdrawal.info.fields.swift"), info.swift],
          [t("withdrawal.info.fields.accountNumber"), info.account_number_masked],
          [t("withdrawal.info.fields.postalCode"), info.postal_code],
          [t("withdrawal.info.fields.country"), countryName(info.country, language)],
        ]
      : [
          [t("withdrawal.info.fields.paypalAccountName"), info.account_name],
          [t("withdrawal.info.fields.paypalEmail"), info.email],
        ];
  return (
    <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="payment-info-saved">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            {info.method === "bank" ? (
              <IconBuildingBank size={22} aria-hidden />
            ) : (
              <IconBrandPaypal size={22} aria-hidden />
            )}
            <Title order={2} size="h4" id="payment-info-saved">
              {t(info.method === "bank" ? "withdrawal.info.bank" : "withdrawal.info.paypal")}
            </Title>
          </Group>
          <Badge variant="light">{t("withdrawal.info.registeredBadge")}</Badge>
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder={false}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: 140, sm: 200 }}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {t("withdrawal.info.updatedAt", { date: new Date(info.updated_at).toLocaleDateString(language) })}
        </Text>
        <Button
          component={Link}
          to="/withdrawal/info-update"
          variant="light"
          w={{ base: "100%", sm: "auto" }}
        >
          {t("withdrawal.info.change")}
        </Button>
      </Stack>
    </Paper>
  );
}
