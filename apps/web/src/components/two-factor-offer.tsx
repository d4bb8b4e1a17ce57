import { Button, CloseButton, Group, Paper, Stack, Text } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMe } from "../lib/session";
import { storage } from "../stores/storage";

/**
 * The offer of two-step sign-in to a creator whose account has asked for money (docs/decisions/142):
 * shown while the account has no second factor, until it is put away. Staff and managers never see
 * it: they must have one.
 */
export function TwoFactorOffer() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [hidden, setHidden] = useState(() => storage.get("twoFactorOfferHidden") === "1");
  if (hidden || me?.two_factor !== "off") return null;
  const hide = () => {
    storage.set("twoFactorOfferHidden", "1");
    setHidden(true);
  };
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="two-factor-offer-title">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <IconShieldLock
          size={28}
          aria-hidden
          color="var(--mantine-color-brand-6)"
          style={{ flexShrink: 0 }}
        />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Text fw={700} id="two-factor-offer-title">
            {t("withdrawal.twoStepOffer.title")}
          </Text>
          <Text size="sm">{t("withdrawal.twoStepOffer.body")}</Text>
          <Group gap="sm">
            <Button component={Link} to="/two-step-setup?fromUrl=%2Fsecurity" size="sm">
              {t("withdrawal.twoStepOffer.action")}
            </Button>
          </Group>
        </Stack>
        <CloseButton onClick={hide} aria-label={t("withdrawal.twoStepOffer.dismiss")} />
      </Group>
    </Paper>
  );
}
