import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { formatNumber, type TCampaignApplication } from "@studio/contract";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { failureMessage } from "../../lib/api-action";
import { useMe } from "../../lib/session";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { boardDateTime } from "./board-date";
import {
  ownApprovedChannelsQuery,
  type TCampaignDetail,
  useApplyToCampaign,
  useCampaignResources,
  useEnterCampaignVideo,
} from "./board-queries";

/** A campaign under its event (docs/decisions/122): the song, the goal, the dates, and taking part. */
export function CampaignPanel({ boardId, campaign }: { boardId: number; campaign: TCampaignDetail }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const percent = Math.min(100, (campaign.total_views / Math.max(1, campaign.view_goal)) * 100);
  const views = (n: number) => formatNumber(n, language);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t("campaign.title")}
          </Title>
          <Badge variant="light" color={campaign.state === "open" ? "green" : "gray"}>
            {t(`campaign.state.${campaign.state}`)}
          </Badge>
        </Group>
        <Group wrap="nowrap" gap="md">
          <Image src={campaign.song.thumbnail} alt="" w={64} h={64} radius="md" />
          <div>
            <Text size="xs" c="dimmed">
              {t("campaign.song")}
            </Text>
            <Text fw={700}>{campaign.song.name}</Text>
            <Text size="sm" c="dimmed">
              {campaign.song.artist}
            </Text>
          </div>
        </Group>
        <div>
          <Group justify="space-between">
            <Text size="sm">{t("campaign.goal")}</Text>
            <Text size="sm" fw={600}>
              {t("campaign.viewsOf", { views: views(campaign.total_views), goal: views(campaign.view_goal) })}
            </Text>
          </Group>
          <Progress value={percent} mt={6} aria-label={t("campaign.goal")} />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Text size="sm">
            {t("campaign.applyPeriod", {
              from: boardDateTime(campaign.apply_from, language),
              until: boardDateTime(campaign.apply_until, language),
            })}
          </Text>
          <Text size="sm">
            {t("campaign.benefitPeriod", {
              from: boardDateTime(campaign.benefit_from, language),
              until: boardDateTime(campaign.benefit_until, language),
            })}
          </Text>
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t("campaign.rules", { seconds: campaign.min_seconds, song: campaign.song.name })}
        </Text>
        {campaign.applications.map((application) => (
          <ApplicationCard key={application.id} boardId={boardId} application={application} />
        ))}
        {campaign.applications.length === 0 && campaign.state === "open" && <ApplyForm boardId={boardId} />}
      </Stack>
    </Paper>
  );
}

function ApplyForm({ boardId }: { boardId: number }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const { data: me } = useMe();
  const channels = useQuery(ownApprovedChannelsQuery());
  const apply = useApplyToCampaign(boardId);
  const own = (channels.data?.items ?? []).filter((c) => c.owner.name === me?.info.name);
  const [channelId, setChannelId] = useState<string | null>(null);
  const chosen = channelId ?? (own.length === 1 ? String(own[0]?.id) : null);
  if (channels.isSuccess && own.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("campaign.noChannel")}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Select
        label={t("campaign.channel")}
        data={own.map((c) => ({ value: String(c.id), label: c.name }))}
        value={chosen}
        onChange={setChannelId}
        disabled={channels.isPending}
        allowDeselect={false}
      />
      <ServerErrorAlert message={apply.error ? failureMessage(apply.error, language) : null} />
      <Button
        onClick={() =>
          chosen &&
          apply.mutate(Number(chosen), { onSuccess: () => showSnackbar("success", t("campaign.applied")) })
        }
        disabled={!chosen}
        loading={apply.isPending}
      >
        {t("campaign.apply")}
      </Button>
    </Stack>
  );
}

function ApplicationCard({ boardId, application }: { boardId: number; application: TCampaignApplication }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{application.channel_name}</Text>
          <Badge variant="light" color={application.status === "rejected" ? "red" : "green"}>
            {t(`campaign.status.${application.status}`)}
          </Badge>
        </Group>
        {application.entry ? (
          <Text size="sm">
            {t("campaign.entered")}{" "}
            <Anchor href={application.entry.url} target="_blank" rel="noopener noreferrer">
              {application.entry.title}
            </Anchor>{" "}
            · {t("campaign.entryViews", { views: formatNumber(application.entry.views, language) })}
          </Text>
        ) : (
          application.status !== "rejected" && (
            <EntryForm boardId={boardId} channelId={application.channel_id} />
          )
        )}
        <Resources boardId={boardId} opensAt={application.resources_at} />
      </Stack>
    </Paper>
  );
}

function EntryForm({ boardId, channelId }: { boardId: number; channelId: number }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const enter = useEnterCampaignVideo(boardId);
  const [url, setUrl] = useState("");
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    enter.mutate(
      { channelId, url },
      { onSuccess: () => showSnackbar("success", t("campaign.videoEntered")) },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t("campaign.videoUrl")}
          description={t("campaign.videoUrlHint")}
          placeholder="https://www.youtube.com/shorts/..."
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          maxLength={500}
          required
          error={enter.error ? failureMessage(enter.error, language) : undefined}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={enter.isPending} disabled={url.trim() === ""}>
            {t("campaign.enterVideo")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The campaign's files, a minute after applying (60009 before). */
function Resources({ boardId, opensAt }: { boardId: number; opensAt: string }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const resources = useCampaignResources(boardId);
  if (resources.data) {
    return (
      <Group gap="sm">
        {resources.data.items.map((item) => (
          <Button
            key={item.url}
            component="a"
            href={item.url}
            download={item.name}
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
          >
            {t(`campaign.resource.${item.kind}`)}
          </Button>
        ))}
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Button variant="default" size="xs" onClick={() => resources.mutate()} loading={resources.isPending}>
          {t("campaign.resources")}
        </Button>
        <Text size="xs" c="dimmed">
          {t("campaign.resourcesFrom", { at: boardDateTime(opensAt, language) })}
        </Text>
      </Group>
      <ServerErrorAlert message={resources.error ? failureMessage(resources.error, language) : null} />
    </Stack>
  );
}
