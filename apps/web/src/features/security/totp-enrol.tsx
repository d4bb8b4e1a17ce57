import { Button, Code, Group, Image, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryLoaded } from "../../components/query-states";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { useFailureMessage } from "../../lib/api-action";
import { callApi } from "../../lib/api-client";
import { useSecurityWrite } from "./security-queries";

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * Adding an authenticator app (docs/decisions/142): the server's new secret as a QR code and as
 * text, then the app's current code to confirm it. The QR code is the server's SVG shown as an
 * image from a data URL, so nothing in it runs on the page. `onEnrolled` gets the recovery codes
 * when this was the account's first second factor.
 */
export function TotpEnrol({
  onEnrolled,
  refreshMember = true,
}: {
  onEnrolled: (codes: string[] | null) => void;
  refreshMember?: boolean;
}) {
  const { t } = useTranslation();
  // One secret per visit of this form: a query, so a second render does not ask for another.
  const setup = useQuery({
    queryKey: ["security", "totp-setup"],
    queryFn: () => callApi("totpSetupCall", {}),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const confirm = useSecurityWrite("totpConfirmCall", { refreshMember });
  const failed = useFailureMessage(confirm.error);
  const [code, setCode] = useState("");
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    setMissing(!value);
    if (!value || confirm.isPending) return;
    confirm.mutate({ code: value }, { onSuccess: (answer) => onEnrolled(answer.recovery_codes) });
  };
  return (
    <QueryLoaded query={setup}>
      {(secret) => (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t("security.totp.scan")}</Text>
            <Image
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(secret.qr_svg)}`}
              alt={t("security.totp.qrAlt")}
              w={200}
              h={200}
              fit="contain"
              bg="white"
              p="xs"
              style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8 }}
            />
            <div>
              <Text size="sm">{t("security.totp.manual")}</Text>
              <Code
                block
                fz="md"
                fw={700}
                data-testid="totp-secret"
                aria-label={t("security.totp.secretLabel")}
              >
                {grouped(secret.secret)}
              </Code>
            </div>
            <ServerErrorAlert message={failed} />
            <TextInput
              label={t("security.totp.code")}
              description={t("security.totp.codeHint")}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={missing ? t("security.signIn.codeRequired") : undefined}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={32}
              required
            />
            <Group>
              <Button type="submit" loading={confirm.isPending}>
                {t("security.totp.confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </QueryLoaded>
  );
}
