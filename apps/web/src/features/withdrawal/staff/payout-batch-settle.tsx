import { Alert, Badge, Button, FileInput, Group, Modal, Stack, Table, Text } from "@mantine/core";
import type { SettlementOutcome, TPayoutBatch, TSettlementLine } from "@studio/contract";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ServerErrorAlert } from "../../../components/server-error-alert";
import { TableScroll } from "../../../components/table-scroll";
import { failureMessage } from "../../../lib/api-action";
import { useSettings } from "../../../stores/settings";
import { useSettlePayoutBatchMutation } from "../withdrawal-queries";

const OUTCOME_COLOURS: Record<SettlementOutcome, string> = {
  paid: "teal",
  failed: "orange",
  unchanged: "gray",
  refused: "red",
};

/**
 * A batch's settlement result uploaded (docs/decisions/133): the file the bank or PayPal sent back,
 * then what became of each of its lines. The same file again changes nothing (its lines read
 * "already recorded").
 */
export function SettleBatchModal({ batch, onClose }: { batch: TPayoutBatch | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [file, setFile] = useState<File | null>(null);
  const settle = useSettlePayoutBatchMutation();
  const close = () => {
    setFile(null);
    settle.reset();
    onClose();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    settle.reset();
  };
  return (
    <Modal
      opened={batch !== null}
      onClose={close}
      size="xl"
      title={batch ? t("payoutBatches.settleTitle", { id: batch.id }) : ""}
    >
      <Stack>
        <Group align="flex-end">
          <FileInput
            label={t("payoutBatches.file")}
            description={t("payoutBatches.fileHint")}
            accept=".csv,text/csv"
            value={file}
            onChange={choose}
            leftSection={<IconFileSpreadsheet size={16} />}
            w={{ base: "100%", sm: 420 }}
            clearable
          />
          <Button
            disabled={!file || !batch}
            loading={settle.isPending}
            onClick={() => file && batch && settle.mutate({ batchId: batch.id, file })}
          >
            {t("payoutBatches.import")}
          </Button>
        </Group>
        <ServerErrorAlert message={settle.error ? failureMessage(settle.error, language) : null} />
        {settle.data && (
          <>
            <Alert color={settle.data.refused > 0 ? "yellow" : "green"} role="status">
              {t("payoutBatches.summary", {
                paid: settle.data.paid,
                failed: settle.data.failed,
                unchanged: settle.data.unchanged,
                refused: settle.data.refused,
              })}
            </Alert>
            <SettlementLines lines={settle.data.lines} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("payoutBatches.close")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Each line of the file and its result, with why it was refused or why the payment failed. */
function SettlementLines({ lines }: { lines: TSettlementLine[] }) {
  const { t } = useTranslation();
  return (
    <TableScroll framed label={t("payoutBatches.lines.outcome")}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("payoutBatches.lines.row")}</Table.Th>
            <Table.Th>{t("payoutBatches.lines.withdrawal")}</Table.Th>
            <Table.Th>{t("payoutBatches.lines.status")}</Table.Th>
            <Table.Th>{t("payoutBatches.lines.outcome")}</Table.Th>
            <Table.Th>{t("payoutBatches.lines.detail")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.row}>
              <Table.Td>{line.row}</Table.Td>
              <Table.Td>{line.withdrawal_id === null ? "-" : `#${line.withdrawal_id}`}</Table.Td>
              <Table.Td>{line.status ? t(`payoutBatches.fileStatus.${line.status}`) : "-"}</Table.Td>
              <Table.Td>
                <Badge color={OUTCOME_COLOURS[line.outcome]} variant="light">
                  {t(`payoutBatches.outcome.${line.outcome}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {line.refusal ? t(`payoutBatches.refusal.${line.refusal}`) : (line.reason ?? "")}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
