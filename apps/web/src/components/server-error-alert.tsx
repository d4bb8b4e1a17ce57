import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

/** The server's message, in the person's language, above a form. */
export function ServerErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
