import { Anchor, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { meQueryKey, useLogout, useMe } from "../../lib/session";
import { PasskeyEnrol } from "./passkey-enrol";
import { RecoveryCodes } from "./recovery-codes";
import { TotpEnrol } from "./totp-enrol";

type Method = "totp" | "passkey";

/**
 * `/two-step-setup`: setting up a second factor (docs/decisions/142). Staff and managers without
 * one are kept here by the route rules until they have one; anyone else may come here too. An
 * authenticator app or a passkey, then the recovery codes, then where the person was going
 * (`fromUrl`, checked by `safeTarget`, which app/ passes in).
 */
export function TwoStepSetupPage({ safeTarget }: { safeTarget: (fromUrl: string | null) => string }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [method, setMethod] = useState<Method>("totp");
  // The recovery codes of the factor just added (null when the account already had codes).
  const [codes, setCodes] = useState<string[] | null>(null);
  const [leaving, setLeaving] = useState(false);
  const target = safeTarget(params.get("fromUrl"));

  // The member is read again only now: until then the route rules would keep a required account
  // here anyway, and the codes stay on screen.
  const goOn = async () => {
    setLeaving(true);
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    navigate(target, { replace: true });
  };
  const enrolled = (recovery: string[] | null) => {
    if (recovery) setCodes(recovery);
    else void goOn();
  };

  if (!me || leaving) return <Loader mx="auto" role="status" aria-label={t("common.loading")} />;
  if (codes) return <RecoveryCodes codes={codes} onDone={goOn} doneLabel={t("security.setup.continue")} />;
  const required = me.two_factor === "setup_required";
  if (me.two_factor === "on") {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("security.setup.title")}
        </Title>
        <Text size="sm">{t("security.setup.alreadyOn")}</Text>
        <Button onClick={() => navigate(target, { replace: true })}>{t("security.setup.continue")}</Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t("security.setup.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {required ? t("security.setup.required") : t("security.setup.optional")}
        </Text>
      </div>
      <SegmentedControl
        fullWidth
        value={method}
        onChange={(value) => setMethod(value as Method)}
        aria-label={t("security.setup.choose")}
        data={[
          { value: "totp", label: t("security.totp.title") },
          { value: "passkey", label: t("security.passkey.title") },
        ]}
      />
      {method === "totp" ? (
        <TotpEnrol onEnrolled={enrolled} refreshMember={false} />
      ) : (
        <PasskeyEnrol onEnrolled={enrolled} refreshMember={false} />
      )}
      <Group justify="center">
        {required ? (
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={logout}>
            {t("auth.logout")}
          </Anchor>
        ) : (
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => navigate(target)}>
            {t("security.setup.later")}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
