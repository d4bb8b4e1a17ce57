import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A small label over its value: one fact of a channel card. */
export function LabelledFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
