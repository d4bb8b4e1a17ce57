import { ActionIcon, CopyButton, Group, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { showSnackbar } from "../../stores/snackbar";

/** A channel's verification code as text, with a button that copies it. */
export function ChannelCode({ code, size = "sm" }: { code: string; size?: "sm" | "xl" }) {
  const { t } = useTranslation();
  const big = size === "xl";
  return (
    <Group gap={big ? "sm" : 4} wrap="nowrap">
      <Text
        ff="monospace"
        fw={big ? 800 : 600}
        fz={big ? { base: 22, sm: 28 } : "sm"}
        // The big code may wrap on a phone; in a table cell it stays on one line, whole.
        style={big ? { letterSpacing: "0.06em", overflowWrap: "anywhere" } : { whiteSpace: "nowrap" }}
      >
        {code}
      </Text>
      <CopyButton value={code} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t("channels.copied") : t("channels.copyCode")} withArrow>
            <ActionIcon
              variant={big ? "light" : "subtle"}
              color={copied ? "teal" : "gray"}
              size={big ? "lg" : "md"}
              aria-label={t("channels.copyCode")}
              onClick={() => {
                copy();
                showSnackbar("success", t("channels.copied"));
              }}
            >
              {copied ? <IconCheck size={big ? 20 : 16} /> : <IconCopy size={big ? 20 : 16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
