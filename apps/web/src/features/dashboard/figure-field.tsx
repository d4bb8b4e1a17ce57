import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A label over its value, as the cards and the detail dialog show figures. */
export function FigureField({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} component="div">
        {children}
      </Text>
    </div>
  );
}
