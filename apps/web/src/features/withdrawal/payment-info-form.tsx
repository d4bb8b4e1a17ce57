import { Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { E, errorMessage, type PaymentMethod, type TPaymentInfo, type TStepUpProof } from "@studio/contract";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api-client";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { BankForm } from "./bank-form";
import type { PaymentInfoSubmit } from "./payment-info-submit";
import { PaypalForm } from "./paypal-form";
import { StepUpProof } from "./step-up-proof";
import { useRegisterPaymentInfoMutation, useUpdatePaymentInfoMutation } from "./withdrawal-mutations";

/** The proof's own failures: shown at the proof, not in the form's alert. */
const PROOF_CODES = new Set<number>([E.SECOND_FACTOR_WRONG, E.STEP_UP_REQUIRED]);

/**
 * Registers the first payment info, or changes it (`saved` given: the current password and the
 * second factor, or a mailed code, are asked; mails tell the account, and withdrawals wait the
 * network's cooling-off, docs/design.md §7, docs/decisions/144). Bank transfer or PayPal, one form each.
 */
export function PaymentInfoForm({ saved }: { saved: TPaymentInfo | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useSettings((s) => s.language);
  const [method, setMethod] = useState<PaymentMethod>(saved?.method ?? "bank");
  const [proof, setProof] = useState<TStepUpProof | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const registerInfo = useRegisterPaymentInfoMutation();
  const updateInfo = useUpdatePaymentInfoMutation();
  const changing = saved !== null;
  const onProof = useCallback((next: TStepUpProof | null) => setProof(next), []);

  const onSubmit: PaymentInfoSubmit = async (details, password) => {
    if (changing) {
      if (!proof) {
        setProofError(errorMessage(E.STEP_UP_REQUIRED, language));
        return;
      }
      setProofError(null);
      try {
        await updateInfo.mutateAsync({ ...details, password: password ?? "", proof });
      } catch (error) {
        if (error instanceof ApiError && PROOF_CODES.has(error.code)) {
          setProofError(error.message);
          return;
        }
        throw error;
      }
    } else await registerInfo.mutateAsync(details);
    showSnackbar("success", t(changing ? "withdrawal.info.changed" : "withdrawal.info.registered"));
    navigate("/withdrawal/info");
  };
  const pending = registerInfo.isPending || updateInfo.isPending;
  const confirmation = changing ? <StepUpProof onChange={onProof} error={proofError} /> : null;

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
          <BankForm
            saved={saved}
            needsPassword={changing}
            confirmation={confirmation}
            onSubmit={onSubmit}
            pending={pending}
          />
        ) : (
          <PaypalForm
            saved={saved}
            needsPassword={changing}
            confirmation={confirmation}
            onSubmit={onSubmit}
            pending={pending}
          />
        )}
      </Stack>
    </Paper>
  );
}
