import { Button, Modal, Stack, Text, Textarea } from "@mantine/core";
import type { TStaffAccountDetail } from "@studio/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogActions } from "../../components/dialog-actions";
import { useFailureMessage } from "../../lib/api-action";
import { showSnackbar } from "../../stores/snackbar";
import { useStaffWrite } from "./backoffice-queries";

/** The longest reason the reset keeps (the contract's `adminTwoFactorResetCall.input`). */
const REASON_MAX = 500;

/**
 * An administrator's reset of an account's two-step sign-in, for a person who lost every second
 * factor (docs/decisions/142): a reason, then a confirmation; the server audits it and mails the
 * account. A staff or manager account is asked to set one up again at its next sign-in.
 */
export function TwoFactorReset({ account }: { account: TStaffAccountDetail["account"] }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const reset = useStaffWrite("adminTwoFactorResetCall");
  const failed = useFailureMessage(reset.error);
  const close = () => {
    reset.reset();
    setConfirming(false);
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t("backoffice.accounts.resetTwoFactor.reason")}
        description={t("backoffice.accounts.resetTwoFactor.hint")}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={REASON_MAX}
        autosize
        minRows={2}
      />
      <Button
        variant="light"
        color="red"
        disabled={!reason.trim()}
        onClick={() => setConfirming(true)}
        style={{ alignSelf: "flex-start" }}
      >
        {t("backoffice.accounts.resetTwoFactor.title")}
      </Button>
      <Modal
        opened={confirming}
        onClose={close}
        title={t("backoffice.accounts.resetTwoFactor.confirmTitle", { name: account.nickname })}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack gap="md">
          <Text size="sm">{t("backoffice.accounts.resetTwoFactor.confirmBody")}</Text>
          <Text size="sm" fs="italic">
            {reason.trim()}
          </Text>
          <DialogActions error={failed} onCancel={close}>
            <Button
              color="red"
              loading={reset.isPending}
              onClick={() =>
                reset.mutate(
                  { account_id: account.id, reason: reason.trim() },
                  {
                    onSuccess: () => {
                      close();
                      setReason("");
                      showSnackbar(
                        "success",
                        t("backoffice.accounts.resetTwoFactor.done", { name: account.nickname }),
                      );
                    },
                  },
                )
              }
            >
              {t("backoffice.accounts.resetTwoFactor.confirm")}
            </Button>
          </DialogActions>
        </Stack>
      </Modal>
    </Stack>
  );
}
