import { Group, Paper, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

/** A titled block of the music home, named by its heading. */
export function MusicSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
