import { Anchor, Button, Checkbox, Divider, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import type { CallInput, loginPasskeyVerifyCall, TSecondFactorStep } from "@studio/contract";
import { IconKey } from "@tabler/icons-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { failureMessage } from "../../lib/api-action";
import { ApiError, callApi } from "../../lib/api-client";
import { useSignIn } from "../../lib/session";
import { trustedDevices } from "../../lib/trusted-devices";
import { passkeyCancelled, passkeysSupported, signWithPasskey } from "../../lib/webauthn";
import { useSettings } from "../../stores/settings";
import { storage } from "../../stores/storage";

/** The second step's codes the screen answers itself: a wrong code, and a sign-in that took too long. */
const WRONG_CODE = 10030;
const SIGN_IN_EXPIRED = 10032;

type CodeMode = "totp" | "recovery";

/** Finishes a two-step sign-in: the session, and this device remembered for the e-mail when asked. */
function useFinishSignIn() {
  const signIn = useSignIn();
  return async (email: string, answer: { token: string; device: string | null }) => {
    // Kept with the other e-mails' devices (lib/trusted-devices.ts), for this e-mail's next login.
    const key = email.trim().toLowerCase();
    if (answer.device)
      storage.set("trustedDevices", JSON.stringify({ ...trustedDevices(), [key]: answer.device }));
    await signIn(answer.token);
  };
}

/**
 * The authenticator code a throttled account (10033) adds to its password on the login form
 * (docs/decisions/143): loaded with the second step, not with the login page.
 */
export function ThrottledCodeField() {
  const { t } = useTranslation();
  return (
    <TextInput
      name="code"
      label={t("security.signIn.appCode")}
      description={t("security.signIn.throttledHint")}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={32}
    />
  );
}

/** What the login page loads: the second step with its props, or without them the code field. */
export function TwoStep(props: Partial<Parameters<typeof SecondStep>[0]>) {
  const { email, step, onSignedIn, onRestart } = props;
  return email && step && onSignedIn && onRestart ? (
    <SecondStep email={email} step={step} onSignedIn={onSignedIn} onRestart={onRestart} />
  ) : (
    <ThrottledCodeField />
  );
}

/**
 * The second step of a sign-in (docs/decisions/142): an authenticator code, a passkey or a recovery
 * code, and "remember this device". Loaded only when a login asks for it, so the login page's first
 * load does not carry it, and SimpleWebAuthn only when the passkey button is used.
 */
export function SecondStep({
  email,
  step,
  onSignedIn,
  onRestart,
}: {
  email: string;
  step: TSecondFactorStep;
  onSignedIn: () => void;
  /** Back to the password: with the reason when the sign-in expired, null when the person asked. */
  onRestart: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const finish = useFinishSignIn();
  const hasPasskey = step.methods.includes("passkey") && passkeysSupported();
  const [mode, setMode] = useState<CodeMode | null>(step.methods.includes("totp") ? "totp" : null);
  const [code, setCode] = useState("");
  const [remember, setRemember] = useState(false);
  const [pending, setPending] = useState<"code" | "passkey" | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step replaces the password form: focus goes to its field (or its heading), so a keyboard or
  // screen-reader user is told where they are.
  useEffect(() => {
    if (mode) codeRef.current?.focus();
    else headingRef.current?.focus();
  }, [mode]);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === SIGN_IN_EXPIRED) {
      onRestart(error.message);
      return;
    }
    setAlert(failureMessage(error, language));
    if (error instanceof ApiError && error.code === WRONG_CODE) {
      setCode("");
      codeRef.current?.focus();
    }
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !mode) return;
    const value = code.trim();
    if (!value) {
      setAlert(t("security.signIn.codeRequired"));
      codeRef.current?.focus();
      return;
    }
    setAlert(null);
    setPending("code");
    try {
      const answer = await callApi("loginVerifyCall", {
        ticket: step.ticket,
        method: mode,
        code: value,
        remember,
      });
      await finish(email, answer);
      onSignedIn();
    } catch (error) {
      failed(error);
    } finally {
      setPending(null);
    }
  };

  const passkey = async () => {
    if (pending) return;
    setAlert(null);
    setPending("passkey");
    try {
      const { options } = await callApi("loginPasskeyOptionsCall", { ticket: step.ticket });
      let response: CallInput<typeof loginPasskeyVerifyCall>["response"];
      try {
        response = (await signWithPasskey(options)) as unknown as typeof response;
      } catch (error) {
        setAlert(
          passkeyCancelled(error)
            ? t("security.signIn.passkeyCancelled")
            : t("security.signIn.passkeyFailed"),
        );
        return;
      }
      const answer = await callApi("loginPasskeyVerifyCall", { ticket: step.ticket, response, remember });
      await finish(email, answer);
      onSignedIn();
    } catch (error) {
      failed(error);
    } finally {
      setPending(null);
    }
  };

  const switchTo = (next: CodeMode) => {
    setMode(next);
    setCode("");
    setAlert(null);
  };

  return (
    <form onSubmit={submitCode} noValidate aria-busy={pending !== null}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2" ref={headingRef} tabIndex={-1}>
            {t("security.signIn.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {mode === "totp"
              ? t("security.signIn.introApp")
              : mode === "recovery"
                ? t("security.signIn.introRecovery")
                : t("security.signIn.introPasskey")}
          </Text>
        </div>
        <ServerErrorAlert message={alert} />
        {mode && (
          <TextInput
            ref={codeRef}
            name="code"
            label={mode === "totp" ? t("security.signIn.appCode") : t("security.signIn.recoveryCode")}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            inputMode={mode === "totp" ? "numeric" : "text"}
            autoComplete={mode === "totp" ? "one-time-code" : "off"}
            autoCapitalize="off"
            spellCheck={false}
            maxLength={32}
            required
            size="md"
          />
        )}
        <Checkbox
          label={t("security.signIn.remember")}
          description={t("security.signIn.rememberHint")}
          checked={remember}
          onChange={(event) => setRemember(event.currentTarget.checked)}
        />
        {mode && (
          <Button
            type="submit"
            loading={pending === "code"}
            disabled={pending === "passkey"}
            fullWidth
            size="md"
          >
            {t("security.signIn.verify")}
          </Button>
        )}
        {hasPasskey && (
          <>
            {mode && <Divider label={t("security.signIn.or")} labelPosition="center" />}
            <Button
              type="button"
              variant={mode ? "default" : "filled"}
              leftSection={<IconKey size={18} aria-hidden />}
              loading={pending === "passkey"}
              disabled={pending === "code"}
              onClick={passkey}
              fullWidth
              size="md"
            >
              {t("security.signIn.usePasskey")}
            </Button>
          </>
        )}
        <OtherWays methods={step.methods} mode={mode} onSwitch={switchTo} onBack={() => onRestart(null)} />
      </Stack>
    </form>
  );
}

/** The other ways through the step: a recovery code, the app's code, or back to the password. */
function OtherWays({
  methods,
  mode,
  onSwitch,
  onBack,
}: {
  methods: TSecondFactorStep["methods"];
  mode: CodeMode | null;
  onSwitch: (mode: CodeMode) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap={4} align="center">
        {mode !== "recovery" && methods.includes("recovery") && (
          <Anchor component="button" type="button" size="sm" onClick={() => onSwitch("recovery")}>
            {t("security.signIn.useRecovery")}
          </Anchor>
        )}
        {mode !== "totp" && methods.includes("totp") && (
          <Anchor component="button" type="button" size="sm" onClick={() => onSwitch("totp")}>
            {t("security.signIn.useApp")}
          </Anchor>
        )}
      </Stack>
      <Group justify="center">
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onBack}>
          {t("security.signIn.back")}
        </Anchor>
      </Group>
    </>
  );
}
