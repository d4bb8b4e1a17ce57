import { Box, Paper } from "@mantine/core";
import type { ReactNode } from "react";

interface TableScrollProps {
  /** The region's name: the table's own label, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** A bordered, rounded box around the table. */
  framed?: boolean;
  children: ReactNode;
}

/**
 * A table that may be wider than the screen, in a box that scrolls sideways. The box takes keyboard
 * focus so it scrolls without a pointer (WCAG 2.1.1, axe's scrollable-region-focusable) and is
 * named like the table it holds (docs/decisions/108).
 */
export function TableScroll({ label, labelledBy, minWidth, framed = false, children }: TableScrollProps) {
  const region = {
    role: "region",
    "aria-label": label,
    "aria-labelledby": labelledBy,
    tabIndex: 0,
    style: { overflowX: "auto" as const },
  };
  const content = minWidth ? <Box miw={minWidth}>{children}</Box> : children;
  return framed ? (
    <Paper withBorder radius="lg" p={0} {...region}>
      {content}
    </Paper>
  ) : (
    <Box {...region}>{content}</Box>
  );
}
