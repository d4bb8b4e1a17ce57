import { Button, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconWallet } from "@tabler/icons-react";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { QueryLoaded } from "../../components/query-states";
import { PaymentInfoForm } from "./payment-info-form";
import { paymentInfoQuery } from "./payment-info-queries";
import { PaymentInfoView } from "./payment-info-view";

function PageTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Title order={1} size="h2">
      {t(titleKey)}
    </Title>
  );
}

/** `/withdrawal/info`: the saved payment info, masked, or a call to register it (docs/spec.md §2). */
export function PaymentInfoPage() {
  const { t } = useTranslation();
  const query = useQuery(paymentInfoQuery());
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle titleKey="withdrawal.info.title" />
      <QueryLoaded query={query}>
        {({ info }) =>
          info ? (
            <PaymentInfoView info={info} />
          ) : (
            <Paper withBorder radius="lg" p="xl">
              <Stack align="center" ta="center" gap="sm">
                <ThemeIcon variant="light" size={56} radius="xl">
                  <IconWallet size={28} />
                </ThemeIcon>
                <Text fw={600}>{t("withdrawal.info.none")}</Text>
                <Text c="dimmed" maw={420}>
                  {t("withdrawal.info.noneHint")}
                </Text>
                <Button component={Link} to="/withdrawal/info-register">
                  {t("withdrawal.info.register")}
                </Button>
              </Stack>
            </Paper>
          )
        }
      </QueryLoaded>
    </Stack>
  );
}

/**
 * Whether payment info was saved when the page first had its answer. The pages decide on that, not
 * on later answers: the entry a form has just saved must not send its own page elsewhere while it
 * navigates to `/withdrawal/info`.
 */
function useSavedAtFirst(query: UseQueryResult<{ info: unknown }>): boolean | null {
  const first = useRef<boolean | null>(null);
  if (first.current === null && query.data) first.current = query.data.info !== null;
  return first.current;
}

/** `/withdrawal/info-register`: the first payment info; with saved info, the change page instead. */
export function PaymentInfoRegisterPage() {
  const query = useQuery(paymentInfoQuery());
  const savedAtFirst = useSavedAtFirst(query);
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle titleKey="withdrawal.info.registerTitle" />
      <QueryLoaded query={query}>
        {() =>
          savedAtFirst ? <Navigate to="/withdrawal/info-update" replace /> : <PaymentInfoForm saved={null} />
        }
      </QueryLoaded>
    </Stack>
  );
}

/** `/withdrawal/info-update`: a change, with the current password; without saved info, registration. */
export function PaymentInfoUpdatePage() {
  const query = useQuery(paymentInfoQuery());
  const savedAtFirst = useSavedAtFirst(query);
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle titleKey="withdrawal.info.updateTitle" />
      <QueryLoaded query={query}>
        {({ info }) =>
          savedAtFirst && info ? (
            <PaymentInfoForm saved={info} />
          ) : (
            <Navigate to="/withdrawal/info-register" replace />
          )
        }
      </QueryLoaded>
    </Stack>
  );
}
