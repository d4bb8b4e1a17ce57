import { Badge, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconMinus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { rankChange } from "./rank-change";

/**
 * The rank and, under it, its move since last week (an arrow with the amount, or NEW): a column of
 * one width, so every row's cover lines up whatever the mark (docs/decisions/114).
 */
/** The rank column's width: two digits above a NEW badge. */
const RANK_WIDTH = 34;

export function RankMark({ rank, previousRank }: { rank: number; previousRank: number | null }) {
  const { t } = useTranslation();
  const change = rankChange(rank, previousRank);
  return (
    <Stack gap={0} w={RANK_WIDTH} align="center" style={{ flexShrink: 0 }}>
      <Text fw={800} size="lg" lh={1.2} style={{ fontVariantNumeric: "tabular-nums" }}>
        <VisuallyHidden>{t("music.rank.label")} </VisuallyHidden>
        {rank}
      </Text>
      {change.kind === "new" && (
        <>
          <Badge size="xs" color="pink" variant="filled" aria-hidden>
            {t("music.rank.newShort")}
          </Badge>
          <VisuallyHidden>{t("music.rank.new")}</VisuallyHidden>
        </>
      )}
      {change.kind === "up" && (
        <Text size="xs" c="teal" fw={700} span>
          <IconArrowUp size={12} aria-hidden style={{ verticalAlign: "-1px" }} />
          <span aria-hidden>{change.by}</span>
          <VisuallyHidden>{t("music.rank.up", { by: change.by })}</VisuallyHidden>
        </Text>
      )}
      {change.kind === "down" && (
        <Text size="xs" c="red" fw={700} span>
          <IconArrowDown size={12} aria-hidden style={{ verticalAlign: "-1px" }} />
          <span aria-hidden>{change.by}</span>
          <VisuallyHidden>{t("music.rank.down", { by: change.by })}</VisuallyHidden>
        </Text>
      )}
      {change.kind === "same" && (
        <Text size="xs" c="dimmed" span>
          <IconMinus size={12} aria-hidden />
          <VisuallyHidden>{t("music.rank.same")}</VisuallyHidden>
        </Text>
      )}
    </Stack>
  );
}
