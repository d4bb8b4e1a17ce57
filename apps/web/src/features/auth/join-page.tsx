import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  emailField,
  invitationValidateCall,
  inviteCodeField,
  joinCall,
  type Language,
  newPasswordField,
  nicknameField,
} from "@studio/contract";
import { useEffect, useState } from "react";
import { type UseFormSetError, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { failureMessage } from "../../lib/api-action";
import { ApiError, callApi } from "../../lib/api-client";
import { clientIssue, useIssueText } from "../../lib/form-errors";
import { useSignIn } from "../../lib/session";
import { useSettings } from "../../stores/settings";
import { storage } from "../../stores/storage";

const joinSchema = z
  .object({
    id: emailField,
    password: newPasswordField,
    confirm: z.string().min(1, { error: clientIssue("confirmRequired") }),
    nickname: nicknameField,
    referral: inviteCodeField,
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], error: clientIssue("passwordMismatch") });
type JoinForm = z.input<typeof joinSchema>;

/** Which field a server error belongs to, so the message shows where the person looks. */
const FIELD_OF_CODE: Record<number, keyof JoinForm> = {
  10006: "password",
  10007: "id",
  10009: "id",
  10008: "nickname",
  10010: "nickname",
  10011: "referral",
};

function showServerError(
  error: unknown,
  setError: UseFormSetError<JoinForm>,
  setAlert: (m: string) => void,
  language: Language,
) {
  if (error instanceof ApiError && FIELD_OF_CODE[error.code]) {
    setError(FIELD_OF_CODE[error.code] as keyof JoinForm, { message: error.message }, { shouldFocus: true });
  } else {
    setAlert(failureMessage(error, language));
  }
}

export function JoinPage() {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const language = useSettings((s) => s.language);
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [params] = useSearchParams();
  const [alert, setAlert] = useState<string | null>(null);
  const [inviter, setInviter] = useState<string | null>(null);
  const invite = params.get("code") ?? storage.get("referralCode") ?? "";
  const { register, handleSubmit, formState, setError, getValues } = useForm<JoinForm>({
    resolver: zodResolver(joinSchema),
    defaultValues: { id: "", password: "", confirm: "", nickname: "", referral: invite },
  });

  useEffect(() => {
    if (params.get("code")) storage.set("referralCode", params.get("code"));
  }, [params]);

  const checkInvite = async () => {
    const code = getValues("referral").trim();
    setInviter(null);
    if (!code) return;
    try {
      setInviter((await callApi(invitationValidateCall, { code })).inviter);
    } catch (error) {
      showServerError(error, setError, setAlert, language);
    }
  };

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { token } = await callApi(joinCall, {
        id: values.id,
        password: values.password,
        nickname: values.nickname,
        referral: values.referral,
      });
      storage.set("referralCode", null);
      await signIn(token);
      navigate("/join-email", { replace: true });
    } catch (error) {
      showServerError(error, setError, setAlert, language);
    }
  });

  const errors = formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t("auth.join.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("auth.join.subtitle")}
          </Text>
        </div>
        <ServerErrorAlert message={alert} />
        <TextInput
          label={t("auth.fields.email")}
          type="email"
          autoComplete="email"
          required
          {...register("id")}
          error={issueText(errors.id?.message)}
        />
        <PasswordInput
          label={t("auth.fields.password")}
          description={t("auth.fields.passwordHint")}
          autoComplete="new-password"
          required
          {...register("password")}
          error={issueText(errors.password?.message)}
        />
        <PasswordInput
          label={t("auth.fields.confirmPassword")}
          autoComplete="new-password"
          required
          {...register("confirm")}
          error={issueText(errors.confirm?.message)}
        />
        <TextInput
          label={t("auth.fields.nickname")}
          description={t("auth.fields.nicknameHint")}
          autoComplete="nickname"
          required
          {...register("nickname")}
          error={issueText(errors.nickname?.message)}
        />
        <TextInput
          label={t("auth.fields.inviteCode")}
          description={inviter ? t("auth.join.invitedBy", { name: inviter }) : t("auth.fields.optional")}
          {...register("referral", { onBlur: checkInvite })}
          error={issueText(errors.referral?.message)}
        />
        <Button type="submit" loading={formState.isSubmitting} fullWidth size="md">
          {t("auth.join.submit")}
        </Button>
        <Text size="sm" ta="center">
          {t("auth.join.haveAccount")}{" "}
          <Anchor component={Link} to="/login">
            {t("auth.login.submit")}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
