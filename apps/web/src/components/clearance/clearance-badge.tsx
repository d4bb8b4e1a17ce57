import { Badge, type MantineColor } from "@mantine/core";
import type { ClearanceState } from "@studio/contract";
import { IconAlertTriangle, IconCircleDashed, IconShieldCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

const LOOK: Record<ClearanceState, { color: MantineColor; Icon: typeof IconShieldCheck }> = {
  cleared: { color: "teal", Icon: IconShieldCheck },
  at_risk: { color: "red", Icon: IconAlertTriangle },
  not_covered: { color: "gray", Icon: IconCircleDashed },
};

/**
 * A video's claim safety in one word (docs/decisions/127): its colour and icon say the same as its
 * text, so nothing rests on colour alone.
 */
export function ClearanceBadge({ state, size = "sm" }: { state: ClearanceState; size?: "xs" | "sm" | "md" }) {
  const { t } = useTranslation();
  const { color, Icon } = LOOK[state];
  const word = t(`clearance.state.${state}`);
  return (
    <Badge
      color={color}
      variant={state === "at_risk" ? "filled" : "light"}
      size={size}
      leftSection={<Icon size={12} aria-hidden />}
      aria-label={t("clearance.badgeLabel", { state: word })}
      style={{ flex: "none" }}
    >
      {word}
    </Badge>
  );
}
