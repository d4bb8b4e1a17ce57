import { ActionIcon, CopyButton, Group, Image, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { toString as qrSvg } from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showSnackbar } from "../../stores/snackbar";

/** The share link of an invite code on this site: `/r/<code>` (docs/spec.md §2). */
export const inviteLinkOf = (code: string, origin = window.location.origin) =>
  `${origin}/r/${encodeURIComponent(code)}`;

/** The invite code, its share link with a copy button, and the link as a QR code to scan. */
export function InviteLinkCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = inviteLinkOf(code);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrSvg(link, { type: "svg", margin: 1, errorCorrectionLevel: "M" }).then((svg) => {
      if (current) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [link]);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group align="flex-start" justify="space-between" wrap="wrap" gap="lg">
        <Stack gap="xs" style={{ flex: "1 1 260px", minWidth: 0 }}>
          <Title order={2} size="h4">
            {t("invitation.yourCode")}
          </Title>
          <Text fw={800} fz={28} style={{ letterSpacing: "0.08em" }}>
            {code}
          </Text>
          <Text size="sm" c="dimmed">
            {t("invitation.linkLabel")}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
              {link}
            </Text>
            <CopyButton value={link} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t("invitation.copied") : t("invitation.copyLink")} withArrow>
                  <ActionIcon
                    variant="light"
                    color={copied ? "teal" : "brand"}
                    aria-label={t("invitation.copyLink")}
                    onClick={() => {
                      copy();
                      showSnackbar("success", t("invitation.copied"));
                    }}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Stack>
        {qr && <Image src={qr} alt={t("invitation.qrAlt")} w={148} h={148} />}
      </Group>
    </Paper>
  );
}
