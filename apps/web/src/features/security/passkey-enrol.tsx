import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { CallInput, passkeyRegisterCall } from "@studio/contract";
import { IconKey } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { failureMessage } from "../../lib/api-action";
import { callApi } from "../../lib/api-client";
import { createPasskey, passkeyCancelled, passkeysSupported } from "../../lib/webauthn";
import { useSettings } from "../../stores/settings";
import { useSecurityWrite } from "./security-queries";

/**
 * Adding a passkey (docs/decisions/142): a name to know it by, then the browser's own dialog
 * (SimpleWebAuthn loads only now). `onEnrolled` gets the recovery codes when this was the account's
 * first second factor.
 */
export function PasskeyEnrol({
  onEnrolled,
  refreshMember = true,
}: {
  onEnrolled: (codes: string[] | null) => void;
  refreshMember?: boolean;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [name, setName] = useState(() => t("security.passkey.defaultName"));
  const [missing, setMissing] = useState(false);
  const [working, setWorking] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const register = useSecurityWrite("passkeyRegisterCall", { refreshMember });
  if (!passkeysSupported()) {
    return (
      <Text size="sm" role="status">
        {t("security.passkey.unsupported")}
      </Text>
    );
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = name.trim();
    setMissing(!value);
    if (!value || working) return;
    setAlert(null);
    setWorking(true);
    try {
      const { options } = await callApi("passkeyOptionsCall", {});
      let response: CallInput<typeof passkeyRegisterCall>["response"];
      try {
        response = (await createPasskey(options)) as unknown as typeof response;
      } catch (error) {
        setAlert(
          passkeyCancelled(error)
            ? t("security.signIn.passkeyCancelled")
            : t("security.signIn.passkeyFailed"),
        );
        return;
      }
      const answer = await register.mutateAsync({ name: value, response });
      onEnrolled(answer.recovery_codes);
    } catch (error) {
      setAlert(failureMessage(error, language));
    } finally {
      setWorking(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("security.passkey.intro")}</Text>
        <ServerErrorAlert message={alert} />
        <TextInput
          label={t("security.passkey.name")}
          description={t("security.passkey.nameHint")}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={missing ? t("security.passkey.nameRequired") : undefined}
          maxLength={60}
          required
        />
        <Group>
          <Button type="submit" loading={working} leftSection={<IconKey size={16} aria-hidden />}>
            {t("security.passkey.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
