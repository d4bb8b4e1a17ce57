import { Badge, Button, Group, Select, Stack, Table, Text, Textarea } from "@mantine/core";
import {
  AT_RISK_REASONS,
  type ClaimMark,
  MAX_CLAIM_NOTE,
  type TAtRiskVideo,
  type TClearanceReason,
} from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useCallback, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ChosenModal } from "../../components/chosen-modal";
import { DialogActions } from "../../components/dialog-actions";
import { PagedResults } from "../../components/paged-results";
import { RequireStaff } from "../../components/require-staff";
import { TableScroll } from "../../components/table-scroll";
import { useFailureMessage } from "../../lib/api-action";
import { showSnackbar } from "../../stores/snackbar";
import { atRiskQuery, useStaffWrite } from "./backoffice-queries";
import { useStaffFormat } from "./staff-format";
import { StaffPageTitle } from "./staff-page-parts";

const PAGE_SIZE = 25;
type Reason = (typeof AT_RISK_REASONS)[number];
/** The reason filter's option for every reason (the URL then has no `reason`). */
const ALL = "all";

/** The filter the URL holds (`?reason=track_withdrawn&page=2`): a bookmark or a reload keeps it. */
function readFilter(params: URLSearchParams): { reason: Reason | undefined; page: number } {
  const reason = AT_RISK_REASONS.find((code) => code === params.get("reason"));
  return { reason, page: Math.max(0, Math.trunc(Number(params.get("page"))) || 0) };
}

/** The mark a row's button records: the release of a received claim, else a claim received. */
const nextMark = (video: TAtRiskVideo): ClaimMark =>
  video.claim?.mark === "received" ? "released" : "received";

/**
 * `/admin/claims`: the network's videos at risk of a copyright claim, by reason, where staff
 * (administrators and operators) record a claim the platform placed on a video, or its release; the
 * creator sees it on the video, and the staff audit keeps it (docs/decisions/127).
 */
export function AdminClaimsPage() {
  return (
    <RequireStaff>
      <Claims />
    </RequireStaff>
  );
}

function Claims() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { reason, page } = readFilter(params);
  const [marking, setMarking] = useState<TAtRiskVideo | null>(null);
  const query = useQuery(atRiskQuery({ page, size: PAGE_SIZE, ...(reason ? { reason } : {}) }));
  const change = useCallback(
    (next: { reason?: Reason | undefined; page: number }) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if ("reason" in next) {
            if (next.reason) out.set("reason", next.reason);
            else out.delete("reason");
          }
          if (next.page > 0) out.set("page", String(next.page));
          else out.delete("page");
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  const reasonTitle = (code: string) => t(`clearance.reason.${code}.title`);
  // The reasons the network's at-risk videos have now, with their counts (only those one filters by).
  const options = (query.data?.by_reason ?? [])
    .filter(({ code }) => AT_RISK_REASONS.some((r) => r === code))
    .map(({ code, videos }) => ({
      value: code,
      label: t("backoffice.claims.reasonCount", { reason: reasonTitle(code), count: videos }),
    }));
  // The chosen reason stays offered while the list loads, and when no video has it any more.
  if (reason && !options.some((o) => o.value === reason))
    options.push({ value: reason, label: reasonTitle(reason) });
  return (
    <Stack gap="lg" maw={1400}>
      <StaffPageTitle title={t("backoffice.claims.title")} subtitle={t("backoffice.claims.subtitle")} />
      <Group align="flex-end">
        <Select
          label={t("backoffice.claims.reason")}
          data={[{ value: ALL, label: t("backoffice.claims.allReasons") }, ...options]}
          value={reason ?? ALL}
          onChange={(value) => change({ reason: AT_RISK_REASONS.find((code) => code === value), page: 0 })}
          allowDeselect={false}
          w={{ base: "100%", sm: 320 }}
        />
      </Group>
      <PagedResults
        query={query}
        emptyText={t(reason ? "backoffice.claims.emptyReason" : "backoffice.claims.empty")}
        countText={(count) => t("backoffice.claims.count", { count })}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={(next) => change({ page: next })}
      >
        {(items) => <ClaimTable videos={items} onMark={setMarking} />}
      </PagedResults>
      <ClaimModal video={marking} onClose={() => setMarking(null)} />
    </Stack>
  );
}

function ClaimTable({ videos, onMark }: { videos: TAtRiskVideo[]; onMark: (video: TAtRiskVideo) => void }) {
  const { t } = useTranslation();
  return (
    <TableScroll framed label={t("backoffice.claims.title")} minWidth={980}>
      <Table verticalSpacing="xs" aria-label={t("backoffice.claims.title")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("backoffice.claims.columns.video")}</Table.Th>
            <Table.Th>{t("backoffice.claims.columns.channel")}</Table.Th>
            <Table.Th>{t("backoffice.claims.columns.owner")}</Table.Th>
            <Table.Th>{t("backoffice.claims.columns.reasons")}</Table.Th>
            <Table.Th>{t("backoffice.claims.columns.since")}</Table.Th>
            <Table.Th>{t("backoffice.claims.columns.claim")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {videos.map((video) => (
            <ClaimRow key={video.id} video={video} onMark={onMark} />
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function ClaimRow({ video, onMark }: { video: TAtRiskVideo; onMark: (video: TAtRiskVideo) => void }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const id = useId();
  const mark = nextMark(video);
  const handle = video.channel.handle;
  return (
    <Table.Tr>
      <Table.Td>
        <Text id={`${id}-title`} size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {video.title}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {video.video_id}
        </Text>
        {/* The action sits under the title: on a phone it is in view without scrolling the table. */}
        <Button
          mt={6}
          size="compact-sm"
          variant={mark === "received" ? "light" : "default"}
          color={mark === "received" ? "red" : undefined}
          onClick={() => onMark(video)}
          // Its name says which video: "Claim received" and the video's title.
          aria-labelledby={`${id}-mark ${id}-title`}
        >
          <span id={`${id}-mark`}>
            {t(mark === "received" ? "backoffice.claims.markReceived" : "backoffice.claims.markReleased")}
          </span>
        </Button>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{video.channel.title}</Text>
        {handle && (
          <Text size="xs" c="dimmed">
            {handle.startsWith("@") ? handle : `@${handle}`}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{video.owner.nickname}</Text>
        <Text size="xs" c="dimmed">
          {video.owner.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <Reasons reasons={video.clearance.reasons} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{format.day(video.clearance.since)}</Text>
      </Table.Td>
      <Table.Td>
        <ClaimState claim={video.claim} />
      </Table.Td>
    </Table.Tr>
  );
}

function Reasons({ reasons }: { reasons: TClearanceReason[] }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <Stack gap={4}>
      {reasons.map((reason) => (
        <div key={`${reason.code}-${reason.track ?? ""}`}>
          <Text size="sm">{t(`clearance.reason.${reason.code}.title`)}</Text>
          {reason.on && (
            <Text size="xs" c="dimmed">
              {t("clearance.since", { date: format.day(reason.on) })}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}

function ClaimState({ claim }: { claim: TAtRiskVideo["claim"] }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  if (!claim) {
    return (
      <Text size="sm" c="dimmed">
        {t("backoffice.claims.noClaim")}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={claim.mark === "received" ? "red" : "teal"}>
        {t(`backoffice.claims.${claim.mark}`, { date: format.day(claim.at) })}
      </Badge>
      {claim.note && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {claim.note}
        </Text>
      )}
    </Stack>
  );
}

/** Records the row's next mark (a claim received, or its release), with an optional note. */
function ClaimModal({ video, onClose }: { video: TAtRiskVideo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = video
    ? t(
        nextMark(video) === "received"
          ? "backoffice.claims.receivedTitle"
          : "backoffice.claims.releasedTitle",
        {
          title: video.title,
        },
      )
    : "";
  return (
    <ChosenModal chosen={video} onClose={onClose} title={title}>
      {(chosen) => <ClaimForm video={chosen} onDone={onClose} />}
    </ChosenModal>
  );
}

function ClaimForm({ video, onDone }: { video: TAtRiskVideo; onDone: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  const record = useStaffWrite("adminClaimMarkCall");
  const failed = useFailureMessage(record.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { video: video.id, mark: nextMark(video), note: note.trim() },
      {
        onSuccess: (saved) => {
          showSnackbar(
            "success",
            t("backoffice.claims.recorded", { state: t(`clearance.state.${saved.clearance.state}`) }),
          );
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t("backoffice.claims.note")}
          description={t("backoffice.claims.noteHint")}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={MAX_CLAIM_NOTE}
          autosize
          minRows={3}
          data-autofocus
        />
        <DialogActions error={failed} onCancel={onDone}>
          <Button type="submit" loading={record.isPending}>
            {t("backoffice.claims.record")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
