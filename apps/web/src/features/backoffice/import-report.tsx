import { Alert, List, Text } from "@mantine/core";
import type { TImportRejection } from "@studio/contract";
import { useTranslation } from "react-i18next";

/** How many of a refused file's rows are listed on screen; the count says how many there are. */
const SHOWN_ROWS = 50;

/** What an import did: the rows it took, or every row it refused and why. */
export function ImportReport({ imported, rejected }: { imported: number; rejected: TImportRejection[] }) {
  const { t } = useTranslation();
  if (rejected.length === 0) {
    return (
      <Alert color="green" role="status" title={t("backoffice.imports.done")}>
        {t("backoffice.imports.importedRows", { count: imported })}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" title={t("backoffice.imports.refused", { count: rejected.length })}>
      {imported > 0 && <Text size="sm">{t("backoffice.imports.importedRows", { count: imported })}</Text>}
      <RejectionList rejected={rejected} />
    </Alert>
  );
}

/** The refused rows: row number, the row's key (video and day, or ISRC) and the reason. */
export function RejectionList({ rejected }: { rejected: TImportRejection[] }) {
  const { t } = useTranslation();
  return (
    <>
      <List size="sm" spacing={2} mt="xs">
        {rejected.slice(0, SHOWN_ROWS).map((r) => (
          <List.Item key={`${r.row}-${r.key}`}>
            {t("backoffice.imports.rejectedRow", { row: r.row, key: r.key || "-", reason: r.reason })}
          </List.Item>
        ))}
      </List>
      {rejected.length > SHOWN_ROWS && (
        <Text size="sm" mt="xs">
          {t("backoffice.imports.moreRows", { count: rejected.length - SHOWN_ROWS })}
        </Text>
      )}
    </>
  );
}
