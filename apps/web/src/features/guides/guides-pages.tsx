import {
  Anchor,
  Badge,
  Breadcrumbs,
  Card,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconBulb } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { NotFoundPage } from "../../components/errors/not-found-page";
import { useLocalePath } from "../../lib/locale-path";
import {
  GUIDANCE_VALUES,
  GUIDE_GROUPS,
  GUIDES,
  type Guide,
  type GuideStep,
  guideOf,
} from "./guide-catalogue";
import { GUIDE_ILLUSTRATIONS } from "./illustrations";

/** /guides and its children (docs/spec.md §2): the index without a slug, else that guide. */
export function GuidesRoute() {
  const slug = (useParams()["*"] ?? "").replace(/\/$/, "");
  if (slug === "") return <GuidesIndexPage />;
  const guide = guideOf(slug);
  return guide ? <GuidePage guide={guide} /> : <NotFoundPage />;
}

function GuidesIndexPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t("guides.title")}</Title>
        <Text c="dimmed">{t("guides.intro")}</Text>
      </Stack>
      {GUIDE_GROUPS.map((group) => (
        <Stack key={group} gap="sm" component="section" aria-labelledby={`guides-${group}`}>
          <Title order={2} size="h3" id={`guides-${group}`}>
            {t(`guides.groups.${group}`)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {GUIDES.filter((g) => g.group === group).map((guide) => (
              <Card key={guide.slug} withBorder radius="lg" padding="lg" component="article">
                <Text fw={700} component="h3" m={0} fz="md">
                  <Anchor component={Link} to={to(`/guides/${guide.slug}`)} inherit>
                    {t(`guides.pages.${guide.slug}.title`)}
                  </Anchor>
                </Text>
                <Text size="sm" c="dimmed" mt={6}>
                  {t(`guides.pages.${guide.slug}.summary`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

function GuidePage({ guide }: { guide: Guide }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const base = `guides.pages.${guide.slug}`;
  return (
    <Stack gap="xl" component="article" maw={880}>
      <Breadcrumbs>
        <Anchor component={Link} to={to("/guides")} size="sm">
          {t("guides.all")}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t(`guides.groups.${guide.group}`)}
        </Text>
      </Breadcrumbs>
      <Stack gap={4}>
        <Title order={1}>{t(`${base}.title`)}</Title>
        <Text c="dimmed">{t(`${base}.summary`)}</Text>
      </Stack>
      <Stack
        component="ol"
        gap="md"
        p={0}
        m={0}
        aria-label={t("guides.stepsLabel")}
        style={{ listStyle: "none" }}
      >
        {guide.steps.map((step, index) => (
          <GuideStepCard key={step.key} guide={guide} step={step} index={index} />
        ))}
      </Stack>
      {guide.slug === "auths" && <Text fw={600}>{t("guides.pages.auths.choose")}</Text>}
      {guide.tips && <UploadTips />}
      <Stack gap="xs" component="nav" aria-label={t("guides.other")}>
        <Title order={2} size="h4">
          {t("guides.other")}
        </Title>
        <Group gap="md">
          {guide.next.map((slug) => (
            <Anchor key={slug} component={Link} to={to(`/guides/${slug}`)}>
              {t(`guides.pages.${slug}.title`)}
            </Anchor>
          ))}
          <Anchor component={Link} to={to("/guides")}>
            {t("guides.all")}
          </Anchor>
        </Group>
      </Stack>
    </Stack>
  );
}

function GuideStepCard({ guide, step, index }: { guide: Guide; step: GuideStep; index: number }) {
  const { t } = useTranslation();
  const key = `guides.pages.${guide.slug}.steps.${step.key}`;
  const title = t(`${key}.title`);
  const Art = step.art ? GUIDE_ILLUSTRATIONS[step.art] : undefined;
  return (
    <Paper component="li" withBorder radius="lg" p="lg">
      <Group align="center" gap="xl" wrap="wrap">
        <Stack gap={6} style={{ flex: "1 1 260px" }}>
          <Badge variant="light" w="fit-content">
            {t("guides.step", { n: index + 1 })}
          </Badge>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text>{t(`${key}.text`, GUIDANCE_VALUES)}</Text>
        </Stack>
        {Art && (
          <div style={{ flex: "0 1 320px", display: "flex", justifyContent: "center" }}>
            <Art title={title} device={guide.device ?? undefined} />
          </div>
        )}
      </Group>
    </Paper>
  );
}

/** The upload guidance of docs/spec.md §9, with the figures of the contract. */
export function UploadTips() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="upload-tips">
      <Group gap="xs" mb="sm">
        <IconBulb size={20} aria-hidden />
        <Title order={2} size="h4" id="upload-tips">
          {t("guides.tips.title")}
        </Title>
      </Group>
      <List spacing="xs">
        {(["volume", "oneTrack", "length", "revenue"] as const).map((tip) => (
          <List.Item key={tip}>{t(`guides.tips.${tip}`, GUIDANCE_VALUES)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
