import { Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import type { PaymentMethod, TPaymentInfo } from "@studio/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { showSnackbar } from "../../stores/snackbar";
import { BankForm } from "./bank-form";
import type { PaymentInfoSubmit } from "./payment-info-submit";
import { PaypalForm } from "./paypal-form";
import { useRegisterPaymentInfoMutation, useUpdatePaymentInfoMutation } from "./withdrawal-mutations";

/**
 * Registers the first payment info, or changes it (`saved` given: the current password is asked
 * and a mail tells the account, docs/design.md §7). Bank transfer or PayPal, one form each.
 */
export function PaymentInfoForm({ saved }: { saved: TPaymentInfo | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>(saved?.method ?? "bank");
  const registerInfo = useRegisterPaymentInfoMutation();
  const updateInfo = useUpdatePaymentInfoMutation();
  const changing = saved !== null;

  const onSubmit: PaymentInfoSubmit = async (details, password) => {
    if (changing) await updateInfo.mutateAsync({ ...details, password: password ?? "" });
    else await registerInfo.mutateAsync(details);
    showSnackbar("success", t(changing ? "withdrawal.info.changed" : "withdrawal.info.registered"));
    navigate("/withdrawal/info");
  };
  const pending = registerInfo.isPending || updateInfo.isPending;

  return (
    <Paper withBorder p="lg" radius="lg">
      <Stack gap="md">
        <SegmentedControl
          aria-label={t("withdrawal.info.method")}
          value={method}
          onChange={(value) => setMethod(value as PaymentMethod)}
          data={[
            { value: "bank", label: t("withdrawal.info.bank") },
            { value: "paypal", label: t("withdrawal.info.paypal") },
          ]}
        />
        <Text size="sm" c="dimmed">
          {t("withdrawal.info.allRequired")}
        </Text>
        {method === "bank" ? (
          <BankForm saved={saved} needsPassword={changing} onSubmit={onSubmit} pending={pending} />
        ) : (
          <PaypalForm saved={saved} needsPassword={changing} onSubmit={onSubmit} pending={pending} />
        )}
      </Stack>
    </Paper>
  );
}
