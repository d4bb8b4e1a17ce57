import { Anchor, Badge, Group, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TStaffTrack } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedResults } from "../../components/paged-results";
import { RequireStaff } from "../../components/require-staff";
import { TableScroll } from "../../components/table-scroll";
import { TrackCover } from "../../components/track-cover";
import { trackListQuery } from "./backoffice-queries";
import { StaffPageTitle, StaffSearchField } from "./staff-page-parts";
import { TrackEditModal } from "./track-edit-modal";

const PAGE_SIZE = 25;
type Withdrawn = "any" | "none" | "only";

/**
 * `/admin/catalogue`: the network's tracks, withdrawn ones included, searched by name, artist or
 * ISRC; each opens to edit its names, tags and flags, replace its files or withdraw it
 * (docs/decisions/125).
 */
export function AdminCataloguePage() {
  return (
    <RequireStaff>
      <Catalogue />
    </RequireStaff>
  );
}

function Catalogue() {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [q] = useDebouncedValue(text.trim(), 300);
  const [withdrawn, setWithdrawn] = useState<Withdrawn>("any");
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<TStaffTrack | null>(null);
  const query = useQuery(trackListQuery({ q, withdrawn, page, size: PAGE_SIZE }));
  return (
    <Stack gap="lg" maw={1200}>
      <StaffPageTitle title={t("backoffice.catalogue.title")} subtitle={t("backoffice.catalogue.subtitle")} />
      <Group align="flex-end">
        <StaffSearchField
          label={t("backoffice.catalogue.search")}
          placeholder={t("backoffice.catalogue.searchHint")}
          value={text}
          onChange={(value) => {
            setText(value);
            setPage(0);
          }}
        />
        <SegmentedControl
          aria-label={t("backoffice.catalogue.state")}
          value={withdrawn}
          onChange={(value) => {
            setWithdrawn(value as Withdrawn);
            setPage(0);
          }}
          data={(["any", "none", "only"] as const).map((value) => ({
            value,
            label: t(`backoffice.catalogue.states.${value}`),
          }))}
        />
      </Group>
      <PagedResults
        query={query}
        emptyText={t("backoffice.catalogue.empty")}
        countText={(count) => t("backoffice.catalogue.count", { count })}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={setPage}
      >
        {(items) => <TrackTable tracks={items} onEdit={setEditing} />}
      </PagedResults>
      <TrackEditModal track={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function TrackTable({ tracks, onEdit }: { tracks: TStaffTrack[]; onEdit: (track: TStaffTrack) => void }) {
  const { t } = useTranslation();
  return (
    <TableScroll framed label={t("backoffice.catalogue.title")} minWidth={760}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("backoffice.catalogue.columns.track")}</Table.Th>
            <Table.Th>{t("backoffice.catalogue.columns.isrc")}</Table.Th>
            <Table.Th>{t("backoffice.catalogue.columns.category")}</Table.Th>
            <Table.Th>{t("backoffice.catalogue.columns.flags")}</Table.Th>
            <Table.Th>{t("backoffice.catalogue.columns.state")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tracks.map((track) => (
            <Table.Tr key={track.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <TrackCover src={track.thumbnail} size={40} />
                  <div>
                    {/* The title opens the track: on a phone it is in view without scrolling the table. */}
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      fw={600}
                      ta="start"
                      onClick={() => onEdit(track)}
                      aria-label={t("backoffice.catalogue.editTrack", { name: track.name })}
                    >
                      {track.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {track.artist}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {track.isrc}
                </Text>
              </Table.Td>
              <Table.Td>{t(`music.category.${track.category}`)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {track.shopping && <Badge variant="light">{t("backoffice.catalogue.shopping")}</Badge>}
                  {track.prioritized && (
                    <Badge variant="light" color="grape">
                      {t("backoffice.catalogue.prioritized")}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                {track.withdrawn_at ? (
                  <Badge color="red" variant="light">
                    {t("backoffice.catalogue.withdrawn")}
                  </Badge>
                ) : (
                  <Badge color="green" variant="light">
                    {t("backoffice.catalogue.live")}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
