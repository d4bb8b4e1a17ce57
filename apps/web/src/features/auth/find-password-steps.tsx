import { zodResolver } from "@hookform/resolvers/zod";
import { Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { findPasswordCall, findPasswordUpdateCall, findPasswordVerifyCall } from "@studio/contract";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  confirmationMatches,
  confirmField,
  policyPasswordField,
  type RequiredMessages,
  useFieldErrors,
  usePasswordPolicy,
} from "../../lib/form-errors";
import { CodeField } from "./code-input";

/** The steps of the forgotten-password flow: each a form on the contract's input of its call. */

const emailSchema = findPasswordCall.input;
type EmailForm = z.input<typeof emailSchema>;

export function EmailStep({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (values: z.output<typeof emailSchema>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<EmailForm, unknown, z.output<typeof emailSchema>>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: "" },
  });
  const fieldError = useFieldErrors(formState.errors, { email: "emailRequired" });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("auth.findPassword.emailHelp")}
        </Text>
        <TextInput
          label={t("auth.fields.email")}
          type="email"
          autoComplete="email"
          required
          {...register("email")}
          error={fieldError("email")}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t("auth.findPassword.sendCode")}
        </Button>
      </Stack>
    </form>
  );
}

const codeSchema = findPasswordVerifyCall.input.pick({ code: true });
type CodeForm = z.input<typeof codeSchema>;

export function CodeStep({
  email,
  busy,
  usedUp,
  resend,
  onSubmit,
}: {
  email: string;
  busy: boolean;
  /** Too many wrong tries: the code no longer works, so only a new one is offered. */
  usedUp: boolean;
  /** Sends the code again; disabled while the resend cooldown runs. */
  resend: { label: string; disabled: boolean; onClick: () => void };
  onSubmit: (values: z.output<typeof codeSchema>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, formState } = useForm<CodeForm, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: "" },
  });
  const fieldError = useFieldErrors(formState.errors, { code: "codeRequired" });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("auth.findPassword.codeHelp", { email })}
        </Text>
        {!usedUp && (
          <>
            <CodeField control={control} label={t("auth.fields.code")} error={fieldError("code")} />
            <Button type="submit" loading={busy} fullWidth>
              {t("auth.findPassword.verifyCode")}
            </Button>
          </>
        )}
        <Button
          variant={usedUp ? "filled" : "subtle"}
          onClick={resend.onClick}
          disabled={resend.disabled || busy}
          fullWidth={usedUp}
        >
          {resend.label}
        </Button>
      </Stack>
    </form>
  );
}

/** The contract's new password, plus the confirmation only the form asks for. */
const passwordSchema = findPasswordUpdateCall.input
  .pick({ password: true })
  .extend({ password: policyPasswordField, confirm: confirmField })
  .refine(...confirmationMatches("password"));
type PasswordForm = z.input<typeof passwordSchema>;
const PASSWORD_REQUIRED: RequiredMessages<PasswordForm> = { password: "passwordRequired" };

export function PasswordStep({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (values: z.output<typeof passwordSchema>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const policy = usePasswordPolicy();
  const { register, handleSubmit, formState } = useForm<
    PasswordForm,
    unknown,
    z.output<typeof passwordSchema>
  >({ resolver: zodResolver(passwordSchema), defaultValues: { password: "", confirm: "" } });
  const fieldError = useFieldErrors(formState.errors, PASSWORD_REQUIRED);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t("auth.fields.newPassword")}
          description={t("auth.fields.passwordHint", { ...policy })}
          autoComplete="new-password"
          required
          {...register("password")}
          error={fieldError("password")}
        />
        <PasswordInput
          label={t("auth.fields.confirmPassword")}
          autoComplete="new-password"
          required
          {...register("confirm")}
          error={fieldError("confirm")}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t("auth.findPassword.save")}
        </Button>
      </Stack>
    </form>
  );
}
