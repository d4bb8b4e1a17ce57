import { Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { CURRENCIES, toSelectableCurrency } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { useChangeCurrency } from "../../lib/preferences";
import { useSettings } from "../../stores/settings";

export function CurrencyPage() {
  const { t } = useTranslation();
  const currency = useSettings((s) => s.currency);
  const change = useChangeCurrency();
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1} size="h2">
        {t("currency.title")}
      </Title>
      <Paper withBorder p="lg" radius="lg">
        <Radio.Group
          value={currency}
          onChange={(value) => change(toSelectableCurrency(value))}
          label={t("currency.choose")}
          description={t("currency.note")}
        >
          <Stack gap="sm" mt="sm">
            {CURRENCIES.map((c) => (
              <Radio key={c} value={c} label={t(`currency.${c}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="xs" c="dimmed" mt="md">
          {t("currency.rateNote")}
        </Text>
      </Paper>
    </Stack>
  );
}
