import { Group, Paper, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

/**
 * The server's message, in the person's language, above a form: in the colours of Mantine's light
 * red alert, without the Alert component and its close button, which the sign-in page (the first
 * paint of many visits) would otherwise load for this alone (docs/decisions/107).
 */
export function ServerErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Paper
      role="alert"
      radius="md"
      p="sm"
      bg="var(--mantine-color-red-light)"
      c="var(--mantine-color-red-light-color)"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconAlertCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" c="inherit">
          {message}
        </Text>
      </Group>
    </Paper>
  );
}
