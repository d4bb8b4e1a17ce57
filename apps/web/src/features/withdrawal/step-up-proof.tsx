import { Alert, Anchor, Button, Fieldset, Stack, Text, TextInput } from "@mantine/core";
import type { TStepUpProof } from "@studio/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryLoaded } from "../../components/query-states";
import { useFailureMessage } from "../../lib/api-action";
import { callApi } from "../../lib/api-client";
import { signWithPasskey } from "../../lib/webauthn";

/**
 * The proof a change of payment info asks for (docs/decisions/144): a code from the authenticator
 * app (or a recovery code), the passkey, or, for an account without a second factor, a code mailed
 * to it. `member/2fa/stepup.options` says which. SimpleWebAuthn's browser helpers are imported only
 * when the passkey button is pressed, so the withdrawal pages do not carry them (docs/decisions/107).
 */

type CodeMethod = "totp" | "recovery" | "mail";

export function stepUpOptionsQuery() {
  return {
    queryKey: ["member", "2fa", "stepup.options"] as const,
    queryFn: () => callApi("stepUpOptionsCall", {}),
    staleTime: 0,
  };
}

export function StepUpProof({
  onChange,
  error,
}: {
  /** The proof as it stands: null until the person gave one. */
  onChange: (proof: TStepUpProof | null) => void;
  /** Why the last proof was refused (the server's 10030 or 10035), in the person's language. */
  error: string | null;
}) {
  const { t } = useTranslation();
  const query = useQuery(stepUpOptionsQuery());
  return (
    <Fieldset legend={t("withdrawal.info.stepUp.title")} variant="filled" data-testid="step-up">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("withdrawal.info.stepUp.hint")}
        </Text>
        <QueryLoaded query={query}>
          {(options) => <ProofInput methods={options.methods} onChange={onChange} error={error} />}
        </QueryLoaded>
      </Stack>
    </Fieldset>
  );
}

function ProofInput({
  methods,
  onChange,
  error,
}: {
  methods: ("totp" | "passkey" | "recovery" | "mail")[];
  onChange: (proof: TStepUpProof | null) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const hasApp = methods.includes("totp");
  const hasRecovery = methods.includes("recovery");
  const first: CodeMethod | null = hasApp
    ? "totp"
    : hasRecovery
      ? "recovery"
      : methods.includes("mail")
        ? "mail"
        : null;
  const [method, setMethod] = useState<CodeMethod | null>(first);
  const [code, setCode] = useState("");
  const [passkeyUsed, setPasskeyUsed] = useState(false);

  useEffect(() => {
    if (passkeyUsed) return;
    const trimmed = code.trim();
    onChange(method && trimmed ? { method, code: trimmed } : null);
  }, [method, code, passkeyUsed, onChange]);

  const switchTo = (next: CodeMethod) => {
    setMethod(next);
    setCode("");
    setPasskeyUsed(false);
  };

  return (
    <Stack gap="sm">
      {methods.includes("passkey") && (
        <PasskeyButton
          used={passkeyUsed}
          onSigned={(response) => {
            setPasskeyUsed(true);
            onChange({ method: "passkey", response });
          }}
        />
      )}
      {method === "mail" && <MailedCode />}
      {method && (
        <TextInput
          label={t(`withdrawal.info.stepUp.${method}Label`)}
          description={method === "totp" ? t("withdrawal.info.stepUp.totpHint") : undefined}
          inputMode={method === "recovery" ? "text" : "numeric"}
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => {
            setPasskeyUsed(false);
            setCode(event.currentTarget.value);
          }}
          error={passkeyUsed ? undefined : error}
          data-testid="step-up-code"
        />
      )}
      {passkeyUsed && error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {hasApp && hasRecovery && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => switchTo(method === "recovery" ? "totp" : "recovery")}
        >
          {t(method === "recovery" ? "withdrawal.info.stepUp.useTotp" : "withdrawal.info.stepUp.useRecovery")}
        </Anchor>
      )}
    </Stack>
  );
}

/** "Send me a code": mails a six-digit code to the account (member/2fa/stepup.mail). */
function MailedCode() {
  const { t } = useTranslation();
  const send = useMutation({ mutationFn: () => callApi("stepUpMailCall", {}) });
  const failure = useFailureMessage(send.error);
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        w="fit-content"
        loading={send.isPending}
        onClick={() => send.mutate()}
        data-testid="step-up-send"
      >
        {t(send.data ? "withdrawal.info.stepUp.sendAgain" : "withdrawal.info.stepUp.send")}
      </Button>
      <div aria-live="polite">
        {send.data && (
          <Text size="sm" c="dimmed">
            {t("withdrawal.info.stepUp.sent", { minutes: Math.round(send.data.expires_in / 60) })}
          </Text>
        )}
      </div>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}

/** "Use your passkey": fresh options (a new challenge), then the browser's passkey prompt. */
function PasskeyButton({
  used,
  onSigned,
}: {
  used: boolean;
  onSigned: (response: Extract<TStepUpProof, { method: "passkey" }>["response"]) => void;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const sign = useMutation({
    mutationFn: async () => {
      const options = await callApi("stepUpOptionsCall", {});
      if (!options.passkey_options) throw new Error("no passkey options");
      return signWithPasskey(options.passkey_options);
    },
    onSuccess: (response) => {
      setFailed(false);
      onSigned(response as never);
    },
    onError: () => setFailed(true),
  });
  return (
    <Stack gap="xs">
      <Button
        variant={used ? "light" : "filled"}
        color={used ? "teal" : undefined}
        w="fit-content"
        loading={sign.isPending}
        onClick={() => sign.mutate()}
        aria-describedby={used || failed ? "step-up-passkey-state" : undefined}
      >
        {t("withdrawal.info.stepUp.passkey")}
      </Button>
      <div aria-live="polite" id="step-up-passkey-state">
        {used && (
          <Text size="sm" c="teal">
            {t("withdrawal.info.stepUp.passkeyDone")}
          </Text>
        )}
        {failed && !used && (
          <Text size="sm" c="red">
            {t("withdrawal.info.stepUp.passkeyFailed")}
          </Text>
        )}
      </div>
    </Stack>
  );
}
