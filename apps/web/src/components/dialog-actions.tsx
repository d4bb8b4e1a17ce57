import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ServerErrorAlert } from "./server-error-alert";

/** The foot of a dialog: the server's error, then Cancel and the dialog's own button (children). */
export function DialogActions({
  error,
  onCancel,
  children,
}: {
  error: string | null;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ServerErrorAlert message={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        {children}
      </Group>
    </>
  );
}
