import { Card, Group, SimpleGrid, Stack } from "@mantine/core";
import type { TChannel } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { ChannelCode } from "./channel-code";
import { useChannelFormat } from "./channel-format";
import { ChannelIdentity } from "./channel-identity";
import { ChannelRowActions } from "./channel-row-actions";
import { categoryKey } from "./channel-status";
import { ChannelStatusCell } from "./channel-status-cell";
import { ChannelWatchWarning } from "./channel-watch-warning";
import { LabelledFact } from "./labelled-fact";

/** One channel on phone and tablet screens, with the same facts as a table row. */
export function ChannelCard({ channel }: { channel: TChannel }) {
  const { t } = useTranslation();
  const format = useChannelFormat();
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={channel.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <ChannelIdentity channel={channel} />
        </Group>
        <ChannelStatusCell channel={channel} />
        <ChannelWatchWarning watch={channel.watch} />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <LabelledFact label={t("channels.columns.category")}>
            {t(categoryKey(channel.category))}
          </LabelledFact>
          <LabelledFact label={t("channels.columns.code")}>
            <ChannelCode code={channel.verification_code} />
          </LabelledFact>
          <LabelledFact label={t("channels.fields.registered")}>
            {format.date(channel.registered_at)}
          </LabelledFact>
          <LabelledFact label={t("channels.fields.approved")}>
            {format.date(channel.approved_at)}
          </LabelledFact>
          <LabelledFact label={t("channels.columns.member")}>
            {channel.assigned_member?.name ?? "—"}
          </LabelledFact>
          <LabelledFact label={t("channels.columns.shorts")}>
            {format.count(channel.shorts_count)}
          </LabelledFact>
          <LabelledFact label={t("channels.columns.views")}>
            {format.figures(channel.figures).views}
          </LabelledFact>
          <LabelledFact label={t("channels.columns.profit")}>
            {format.figures(channel.figures).profit}
          </LabelledFact>
        </SimpleGrid>
        <ChannelRowActions channel={channel} />
      </Stack>
    </Card>
  );
}
