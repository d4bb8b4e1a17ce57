import { zodResolver } from "@hookform/resolvers/zod";
import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { currentPasswordField, type TPaymentInfo, ZPaypalDetails } from "@studio/contract";
import { type ReactNode, useMemo } from "react";
import { type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { type RequiredMessages, serverAlert, showServerError, useFieldErrors } from "../../lib/form-errors";
import { useSettings } from "../../stores/settings";
import type { PaymentInfoSubmit } from "./payment-info-submit";

/** The PayPal form on the contract's PayPal details, with the current password for a change. */
function paypalSchema(needsPassword: boolean) {
  return ZPaypalDetails.extend({ password: needsPassword ? currentPasswordField : z.string() });
}
type PaypalSchema = ReturnType<typeof paypalSchema>;
type PaypalFormValues = z.input<PaypalSchema>;

const FIELD_OF_CODE: Partial<Record<number, Path<PaypalFormValues>>> = {
  10007: "email",
  10019: "password",
};
const REQUIRED: RequiredMessages<PaypalFormValues> = { email: "emailRequired", password: "passwordRequired" };

export function PaypalForm({
  saved,
  needsPassword,
  confirmation,
  onSubmit,
  pending,
}: {
  saved: TPaymentInfo | null;
  needsPassword: boolean;
  /** What a change asks for besides the password: the proof of the second factor (docs/decisions/144). */
  confirmation?: ReactNode;
  onSubmit: PaymentInfoSubmit;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const schema = useMemo(() => paypalSchema(needsPassword), [needsPassword]);
  const paypal = saved?.method === "paypal" ? saved : null;
  const { register, handleSubmit, formState, setError } = useForm<
    PaypalFormValues,
    unknown,
    z.output<PaypalSchema>
  >({
    resolver: zodResolver(schema),
    defaultValues: {
      method: "paypal",
      account_name: paypal?.account_name ?? "",
      email: paypal?.email ?? "",
      password: "",
    },
  });
  const fieldError = useFieldErrors(formState.errors, REQUIRED);

  const submit = handleSubmit(async ({ password, ...details }) => {
    try {
      await onSubmit(details, needsPassword ? password : undefined);
    } catch (error) {
      showServerError(error, setError, language, FIELD_OF_CODE);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t("withdrawal.info.paypal")}>
      <Stack gap="sm">
        <ServerErrorAlert message={serverAlert(formState.errors)} />
        <TextInput
          label={t("withdrawal.info.fields.paypalAccountName")}
          required
          autoComplete="name"
          {...register("account_name")}
          error={fieldError("account_name")}
        />
        <TextInput
          label={t("withdrawal.info.fields.paypalEmail")}
          required
          type="email"
          autoComplete="email"
          {...register("email")}
          error={fieldError("email")}
        />
        {needsPassword && (
          <PasswordInput
            label={t("auth.fields.currentPassword")}
            description={t("withdrawal.info.passwordHint")}
            required
            autoComplete="current-password"
            {...register("password")}
            error={fieldError("password")}
          />
        )}
        {confirmation}
        <Button type="submit" loading={pending} w={{ base: "100%", sm: "auto" }}>
          {t(needsPassword ? "withdrawal.info.saveChange" : "withdrawal.info.register")}
        </Button>
      </Stack>
    </form>
  );
}
