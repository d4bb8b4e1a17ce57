import { zodResolver } from "@hookform/resolvers/zod";
import { Button, NativeSelect, PasswordInput, Stack, TextInput } from "@mantine/core";
import {
  accountNumberConfirmation,
  accountNumberConfirmField,
  currentPasswordField,
  type TPaymentInfo,
  ZBankDetails,
} from "@studio/contract";
import { type ReactNode, useMemo } from "react";
import { type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { type RequiredMessages, serverAlert, showServerError, useFieldErrors } from "../../lib/form-errors";
import { useSettings } from "../../stores/settings";
import { countryOptions } from "./country-names";
import type { PaymentInfoSubmit } from "./payment-info-submit";

/**
 * The bank form on the contract's bank details (docs/decisions/054, 085), plus the account
 * number's confirmation the contract words for forms, and the current password when it changes
 * saved info.
 */
function bankSchema(needsPassword: boolean) {
  return ZBankDetails.extend({
    account_number_confirm: accountNumberConfirmField,
    password: needsPassword ? currentPasswordField : z.string(),
  }).refine(...accountNumberConfirmation);
}
type BankSchema = ReturnType<typeof bankSchema>;
type BankFormValues = z.input<BankSchema>;

const FIELD_OF_CODE: Partial<Record<number, Path<BankFormValues>>> = {
  10019: "password",
  40016: "country",
  40017: "swift",
  40018: "account_number",
};
const REQUIRED: RequiredMessages<BankFormValues> = { password: "passwordRequired" };

function defaultsOf(saved: TPaymentInfo | null): BankFormValues {
  const bank = saved?.method === "bank" ? saved : null;
  return {
    method: "bank",
    holder_name: bank?.holder_name ?? "",
    bank_name: bank?.bank_name ?? "",
    bank_address: bank?.bank_address ?? "",
    swift: bank?.swift ?? "",
    // Never filled in: the saved number is only known masked, and a change types it twice.
    account_number: "",
    account_number_confirm: "",
    postal_code: bank?.postal_code ?? "",
    country: bank?.country ?? "",
    password: "",
  };
}

export function BankForm({
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
  const schema = useMemo(() => bankSchema(needsPassword), [needsPassword]);
  const { register, handleSubmit, formState, setError } = useForm<
    BankFormValues,
    unknown,
    z.output<BankSchema>
  >({ resolver: zodResolver(schema), defaultValues: defaultsOf(saved) });
  const fieldError = useFieldErrors(formState.errors, REQUIRED);
  const countries = useMemo(() => countryOptions(language), [language]);

  const submit = handleSubmit(async ({ account_number_confirm: _confirm, password, ...details }) => {
    try {
      await onSubmit(details, needsPassword ? password : undefined);
    } catch (error) {
      showServerError(error, setError, language, FIELD_OF_CODE);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t("withdrawal.info.bank")}>
      <Stack gap="sm">
        <ServerErrorAlert message={serverAlert(formState.errors)} />
        <TextInput
          label={t("withdrawal.info.fields.holderName")}
          required
          autoComplete="name"
          {...register("holder_name")}
          error={fieldError("holder_name")}
        />
        <TextInput
          label={t("withdrawal.info.fields.bankName")}
          required
          {...register("bank_name")}
          error={fieldError("bank_name")}
        />
        <TextInput
          label={t("withdrawal.info.fields.bankAddress")}
          required
          {...register("bank_address")}
          error={fieldError("bank_address")}
        />
        <TextInput
          label={t("withdrawal.info.fields.swift")}
          description={t("withdrawal.info.fields.swiftHint")}
          required
          autoCapitalize="characters"
          {...register("swift")}
          error={fieldError("swift")}
        />
        <TextInput
          label={t("withdrawal.info.fields.accountNumber")}
          description={t("withdrawal.info.fields.accountNumberHint")}
          required
          autoComplete="off"
          {...register("account_number")}
          error={fieldError("account_number")}
        />
        <TextInput
          label={t("withdrawal.info.fields.accountNumberConfirm")}
          required
          autoComplete="off"
          {...register("account_number_confirm")}
          error={fieldError("account_number_confirm")}
        />
        <TextInput
          label={t("withdrawal.info.fields.postalCode")}
          required
          autoComplete="postal-code"
          {...register("postal_code")}
          error={fieldError("postal_code")}
        />
        <NativeSelect
          label={t("withdrawal.info.fields.country")}
          required
          data={[{ value: "", label: t("withdrawal.info.fields.countryChoose") }, ...countries]}
          {...register("country")}
          error={fieldError("country")}
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
