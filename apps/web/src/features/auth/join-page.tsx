import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { joinCall, TERMS_DOCUMENTS } from "@studio/contract";
import { useEffect, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { callApi } from "../../lib/api-client";
import {
  confirmationMatches,
  confirmField,
  policyPasswordField,
  type RequiredMessages,
  serverAlert,
  showServerError,
  useFieldErrors,
  usePasswordPolicy,
} from "../../lib/form-errors";
import { useSettings } from "../../stores/settings";
import { storage } from "../../stores/storage";
import { useJoinMutation } from "./auth-mutations";

/** The contract's sign-up input, plus the confirmation only the form asks for. */
const joinSchema = joinCall.input
  .extend({ password: policyPasswordField, confirm: confirmField })
  .refine(...confirmationMatches("password"));
type JoinForm = z.input<typeof joinSchema>;

/** Which field a server error belongs to, so the message shows where the person looks. */
const FIELD_OF_CODE: Partial<Record<number, Path<JoinForm>>> = {
  10006: "password",
  10007: "id",
  10009: "id",
  10008: "nickname",
  10010: "nickname",
  10011: "referral",
};

const REQUIRED: RequiredMessages<JoinForm> = {
  id: "emailRequired",
  password: "passwordRequired",
  nickname: "nicknameRequired",
};

export function JoinPage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const policy = usePasswordPolicy();
  const navigate = useNavigate();
  const join = useJoinMutation();
  const [params] = useSearchParams();
  const [inviter, setInviter] = useState<string | null>(null);
  const invite = params.get("code") ?? storage.get("referralCode") ?? "";
  const { register, handleSubmit, formState, setError, getValues } = useForm<
    JoinForm,
    unknown,
    z.output<typeof joinSchema>
  >({
    resolver: zodResolver(joinSchema),
    defaultValues: { id: "", password: "", confirm: "", nickname: "", referral: invite },
  });

  useEffect(() => {
    if (params.get("code")) storage.set("referralCode", params.get("code"));
  }, [params]);

  const checkInvite = async () => {
    const code = (getValues("referral") ?? "").trim();
    setInviter(null);
    if (!code) return;
    try {
      setInviter((await callApi("invitationValidateCall", { code })).inviter);
    } catch (error) {
      showServerError(error, setError, language, FIELD_OF_CODE);
    }
  };

  const submit = handleSubmit(async ({ confirm: _confirm, ...input }) => {
    try {
      await join.mutateAsync(input);
      navigate("/join-email", { replace: true });
    } catch (error) {
      showServerError(error, setError, language, FIELD_OF_CODE);
    }
  });

  const fieldError = useFieldErrors(formState.errors, REQUIRED);
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
        <ServerErrorAlert message={serverAlert(formState.errors)} />
        <TextInput
          label={t("auth.fields.email")}
          type="email"
          autoComplete="email"
          required
          {...register("id")}
          error={fieldError("id")}
        />
        <PasswordInput
          label={t("auth.fields.password")}
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
        <TextInput
          label={t("auth.fields.nickname")}
          description={t("auth.fields.nicknameHint")}
          autoComplete="nickname"
          required
          {...register("nickname")}
          error={fieldError("nickname")}
        />
        <TextInput
          label={t("auth.fields.inviteCode")}
          description={inviter ? t("auth.join.invitedBy", { name: inviter }) : t("auth.fields.optional")}
          {...register("referral", { onBlur: checkInvite })}
          error={fieldError("referral")}
        />
        <TermsConsent />
        <Button type="submit" loading={join.isPending} fullWidth size="md">
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

/** The current terms of service and privacy policy, linked from the sentence that accepts them. */
function TermsConsent() {
  const { t } = useTranslation();
  const mark = "\u0000";
  const links: Record<string, React.ReactNode> = {
    terms: (
      <Anchor key="terms" component={Link} to={TERMS_DOCUMENTS.terms.path} target="_blank" underline="always">
        {t("auth.join.termsLink")}
      </Anchor>
    ),
    policy: (
      <Anchor
        key="policy"
        component={Link}
        to={TERMS_DOCUMENTS.policy.path}
        target="_blank"
        underline="always"
      >
        {t("auth.join.policyLink")}
      </Anchor>
    ),
  };
  // The sentence's word order is the language's: the links go where its placeholders are.
  const pieces = t("auth.join.terms", { terms: `${mark}terms${mark}`, policy: `${mark}policy${mark}` }).split(
    mark,
  );
  return (
    <Text size="sm" c="dimmed">
      {pieces.map((piece) => links[piece] ?? <span key={`text-${piece}`}>{piece}</span>)}
    </Text>
  );
}
