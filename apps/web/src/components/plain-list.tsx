import { Stack } from "@mantine/core";
import type { ReactNode } from "react";

/** A named list of stacked items (cards, rows of figures) without bullets or indentation. */
export function PlainList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={label}>
      {children}
    </Stack>
  );
}
