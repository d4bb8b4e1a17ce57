import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChangePasswordForm } from "./change-password-form";
import { WithdrawMembership } from "./delete-account-form";

export function ConfigAccountPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1} size="h2">
        {t("account.title")}
      </Title>
      <ChangePasswordForm />
      <WithdrawMembership />
    </Stack>
  );
}
