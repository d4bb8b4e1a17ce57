import { Button, Code, Group, Select, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { JOB_STATES, type TFailedJob, type TJobQueue } from "@studio/contract";
import { IconRefresh, IconRotateClockwise } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyPanel, PagedResults } from "../../components/paged-results";
import { QueryLoaded } from "../../components/query-states";
import { RequireStaff } from "../../components/require-staff";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { TableScroll } from "../../components/table-scroll";
import { failureMessage } from "../../lib/api-action";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { useStaffWrite } from "./backoffice-queries";
import { failedJobsQuery, jobKeys, jobQueuesQuery } from "./jobs-queries";
import { useStaffFormat } from "./staff-format";
import { StaffPageTitle } from "./staff-page-parts";

const PAGE_SIZE = 25;

/**
 * `/admin/jobs`: the installation's background job queues (docs/decisions/135): each queue's jobs by
 * state, the jobs that failed for good with their error and time, and a retry of each. For the
 * administrators of the default network; the API refuses everyone else.
 */
export function AdminJobsPage() {
  return (
    <RequireStaff admin>
      <Jobs />
    </RequireStaff>
  );
}

function Jobs() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queues = useQuery(jobQueuesQuery());
  const [queue, setQueue] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const failed = useQuery(failedJobsQuery({ ...(queue ? { queue } : {}), page, size: PAGE_SIZE }));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <StaffPageTitle title={t("backoffice.jobs.title")} subtitle={t("backoffice.jobs.subtitle")} />
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void queryClient.invalidateQueries({ queryKey: jobKeys.all })}
        >
          {t("backoffice.jobs.refresh")}
        </Button>
      </Group>
      <QueryLoaded query={queues}>
        {({ queues: list }) => (
          <Stack gap="lg">
            {list.length === 0 ? (
              <EmptyPanel text={t("backoffice.jobs.queuesEmpty")} />
            ) : (
              <QueueTable queues={list} />
            )}
            <Title order={2} size="h4">
              {t("backoffice.jobs.failedTitle")}
            </Title>
            <Select
              label={t("backoffice.jobs.queueFilter")}
              placeholder={t("backoffice.jobs.allQueues")}
              data={list.map((q) => q.name)}
              value={queue}
              onChange={(value) => {
                setQueue(value);
                setPage(0);
              }}
              clearable
              w={{ base: "100%", sm: 320 }}
            />
            <PagedResults
              query={failed}
              emptyText={t("backoffice.jobs.failedEmpty")}
              countText={(count) => t("backoffice.jobs.failedCount", { count })}
              pageSize={PAGE_SIZE}
              page={page}
              onPage={setPage}
            >
              {(items) => <FailedTable jobs={items} />}
            </PagedResults>
          </Stack>
        )}
      </QueryLoaded>
    </Stack>
  );
}

function QueueTable({ queues }: { queues: TJobQueue[] }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <TableScroll framed label={t("backoffice.jobs.queuesTitle")} minWidth={720}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("backoffice.jobs.columns.queue")}</Table.Th>
            {JOB_STATES.map((state) => (
              <Table.Th key={state} ta="right">
                {t(`backoffice.jobs.states.${state}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {queues.map((queue) => (
            <Table.Tr key={queue.name}>
              <Table.Td>
                <Code>{queue.name}</Code>
              </Table.Td>
              {JOB_STATES.map((state) => (
                <Table.Td
                  key={state}
                  ta="right"
                  c={state === "failed" && queue.counts.failed > 0 ? "red.8" : undefined}
                  fw={state === "failed" && queue.counts.failed > 0 ? 700 : undefined}
                >
                  {format.count(queue.counts[state])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function FailedTable({ jobs }: { jobs: TFailedJob[] }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const format = useStaffFormat();
  const retry = useStaffWrite("adminJobRetryCall");
  const [retrying, setRetrying] = useState<string | null>(null);
  const run = (job: TFailedJob) => {
    setRetrying(job.id);
    retry.mutate(
      { queue: job.queue, id: job.id },
      {
        onSuccess: ({ retried }) =>
          showSnackbar(
            retried ? "success" : "info",
            t(retried ? "backoffice.jobs.retried" : "backoffice.jobs.notRetried"),
          ),
        onSettled: () => setRetrying(null),
      },
    );
  };
  return (
    <Stack gap="sm">
      <ServerErrorAlert message={retry.error ? failureMessage(retry.error, language) : null} />
      <TableScroll framed label={t("backoffice.jobs.failedTitle")} minWidth={860}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("backoffice.jobs.columns.failedAt")}</Table.Th>
              <Table.Th>{t("backoffice.jobs.columns.queue")}</Table.Th>
              <Table.Th>{t("backoffice.jobs.columns.error")}</Table.Th>
              <Table.Th ta="right">{t("backoffice.jobs.columns.retries")}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t("backoffice.jobs.columns.action")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.map((job) => (
              <Table.Tr key={job.id}>
                <Table.Td>
                  <Text size="sm">{format.moment(job.failed_at ?? job.created_at)}</Text>
                </Table.Td>
                <Table.Td>
                  <Code>{job.queue}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {job.error || t("backoffice.jobs.noError")}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{format.count(job.retries)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconRotateClockwise size={14} aria-hidden />}
                    loading={retry.isPending && retrying === job.id}
                    disabled={retry.isPending && retrying !== job.id}
                    onClick={() => run(job)}
                    aria-label={t("backoffice.jobs.retryLabel", {
                      queue: job.queue,
                      at: format.moment(job.failed_at ?? job.created_at),
                    })}
                  >
                    {t("backoffice.jobs.retry")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}
