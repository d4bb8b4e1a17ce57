import { Alert, Button, Stack, Table, Text } from "@mantine/core";
import type { TFailedMail } from "@studio/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useCallback, useId } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PagedResults } from "../../components/paged-results";
import { RequireStaff } from "../../components/require-staff";
import { TableScroll } from "../../components/table-scroll";
import { useFailureMessage } from "../../lib/api-action";
import { callApi } from "../../lib/api-client";
import { showSnackbar } from "../../stores/snackbar";
import { backofficeKeys, useStaffWrite } from "./backoffice-queries";
import { useStaffFormat } from "./staff-format";
import { StaffPageTitle } from "./staff-page-parts";

const PAGE_SIZE = 25;

/** A page of the network's failed mail: under the back-office's keys, so a resend refreshes it. */
const failedMailQuery = (page: number) =>
  queryOptions({
    queryKey: [...backofficeKeys.all, "failedMail", page],
    queryFn: () => callApi("adminMailFailedListCall", { page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/**
 * `/admin/mail`: mail the outbox gave up on after a day of retries, the recipient masked, with a
 * Resend button that queues it again for another day (staff of either role; docs/decisions/136).
 */
export function AdminFailedMailPage() {
  return (
    <RequireStaff>
      <FailedMail />
    </RequireStaff>
  );
}

function FailedMail() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Math.trunc(Number(params.get("page"))) || 0);
  const query = useQuery(failedMailQuery(page));
  const resend = useStaffWrite("adminMailResendCall");
  const failed = useFailureMessage(resend.error);
  const onPage = useCallback(
    (next: number) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next > 0) out.set("page", String(next));
          else out.delete("page");
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  // The mail being resent: its button spins (the mutation's input, never a form here).
  const sendingId =
    resend.isPending && resend.variables && !(resend.variables instanceof FormData)
      ? resend.variables.mail_id
      : null;
  const onResend = (mail: TFailedMail) =>
    resend.mutate(
      { mail_id: mail.id },
      {
        onSuccess: ({ resent }) =>
          showSnackbar(
            resent ? "success" : "info",
            t(resent ? "backoffice.mail.resent" : "backoffice.mail.alreadyResent"),
          ),
      },
    );
  return (
    <Stack gap="lg" maw={1400}>
      <StaffPageTitle title={t("backoffice.mail.title")} subtitle={t("backoffice.mail.subtitle")} />
      {failed && (
        <Alert color="red" role="alert">
          {failed}
        </Alert>
      )}
      <PagedResults
        query={query}
        emptyText={t("backoffice.mail.empty")}
        countText={(count) => t("backoffice.mail.count", { count })}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={onPage}
      >
        {(items) => (
          <TableScroll framed label={t("backoffice.mail.title")} minWidth={900}>
            <Table verticalSpacing="xs" aria-label={t("backoffice.mail.title")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("backoffice.mail.columns.subject")}</Table.Th>
                  <Table.Th>{t("backoffice.mail.columns.to")}</Table.Th>
                  <Table.Th>{t("backoffice.mail.columns.attempts")}</Table.Th>
                  <Table.Th>{t("backoffice.mail.columns.error")}</Table.Th>
                  <Table.Th>{t("backoffice.mail.columns.failed")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((mail) => (
                  <MailRow key={mail.id} mail={mail} sending={sendingId === mail.id} onResend={onResend} />
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </PagedResults>
    </Stack>
  );
}

function MailRow({
  mail,
  sending,
  onResend,
}: {
  mail: TFailedMail;
  sending: boolean;
  onResend: (mail: TFailedMail) => void;
}) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const id = useId();
  return (
    <Table.Tr>
      <Table.Td>
        <Text id={`${id}-subject`} size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {mail.subject}
        </Text>
        {/* The action sits under the subject: on a phone it is in view without scrolling the table. */}
        {mail.resendable ? (
          <Button
            mt={6}
            size="compact-sm"
            variant="light"
            loading={sending}
            onClick={() => onResend(mail)}
            // Its name says which mail: "Resend" and the mail's subject.
            aria-labelledby={`${id}-resend ${id}-subject`}
          >
            <span id={`${id}-resend`}>{t("backoffice.mail.resend")}</span>
          </Button>
        ) : (
          <Text size="xs" c="dimmed" mt={6}>
            {t("backoffice.mail.notResendable")}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {mail.to}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{format.number(mail.attempts)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={mail.last_error ? undefined : "dimmed"} style={{ overflowWrap: "anywhere" }}>
          {mail.last_error ?? t("backoffice.mail.noError")}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{format.moment(mail.first_failed_at ?? mail.created_at)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
