import { Anchor, Badge, Group, Paper, Stack, Text, Title, Typography } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { QueryLoaded } from "../../components/query-states";
import { useSettings } from "../../stores/settings";
import { boardDate } from "./board-date";
import { boardDetailQuery, type ReaderKind } from "./board-queries";
import { CampaignPanel } from "./campaign-panel";

/**
 * `/notices/{id}` and `/events/{id}` (docs/spec.md §2): the item in the reader's language. Its HTML
 * was sanitised by the server when staff saved it (docs/decisions/122).
 */
export function BoardDetailPage({ kind }: { kind: ReaderKind }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const id = Number(useParams().id);
  const query = useQuery({ ...boardDetailQuery(kind, id), enabled: Number.isSafeInteger(id) && id > 0 });
  const back = kind === "notice" ? "/notices" : "/events";
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t(kind === "notice" ? "menu.notices" : "menu.events")}
        </Group>
      </Anchor>
      <QueryLoaded query={query}>
        {(item) => (
          <Stack gap="lg">
            <div>
              <Group gap="xs">
                {item.pinned && <Badge variant="light">{t("boards.pinned")}</Badge>}
                {item.language !== language && (
                  <Badge variant="outline" color="gray">
                    {t("boards.inEnglish")}
                  </Badge>
                )}
              </Group>
              <Title order={1} size="h2" mt={4}>
                {item.title}
              </Title>
              <Text c="dimmed" size="sm">
                {boardDate(item.published_at, language)}
              </Text>
            </div>
            <Paper withBorder radius="lg" p="lg">
              <Typography>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when saved (docs/decisions/122) */}
                <div lang={item.language} dangerouslySetInnerHTML={{ __html: item.html }} />
              </Typography>
            </Paper>
            {item.campaign && <CampaignPanel boardId={item.id} campaign={item.campaign} />}
          </Stack>
        )}
      </QueryLoaded>
    </Stack>
  );
}
