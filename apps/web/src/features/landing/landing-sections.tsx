import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { CHAT_QR_PATH, TERMS_DOCUMENTS, UPLOAD_GUIDANCE_PARAMS } from "@studio/contract";
import { IconCash, IconMessageCircle, IconMusic, IconShieldCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalePath } from "../../lib/locale-path";
import { useSettings } from "../../stores/settings";

/** Register a channel, use the music, get paid: the loop in three steps. */
export function HowItWorks() {
  const { t } = useTranslation();
  const steps = [
    { key: "channel", icon: IconShieldCheck },
    { key: "music", icon: IconMusic },
    { key: "paid", icon: IconCash },
  ] as const;
  return (
    <Stack gap="md" component="section" aria-labelledby="landing-how">
      <Title order={2} id="landing-how">
        {t("landing.how.title")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="ol" p={0} m={0} style={{ listStyle: "none" }}>
        {steps.map((step, index) => (
          <Card key={step.key} component="li" withBorder radius="lg" padding="xl">
            <Group gap="sm">
              <Box
                aria-hidden
                w={44}
                h={44}
                bg="var(--mantine-primary-color-light)"
                c="var(--mantine-primary-color-light-color)"
                style={{
                  borderRadius: "var(--mantine-radius-md)",
                  display: "flex",
                  alignItems: "center",
                  justifyContent: "center",
                }}
              >
                <step.icon size={24} />
              </Box>
              <Text fw={700} component="h3" m={0} fz="md">
                {index + 1}. {t(`landing.how.${step.key}.title`)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" mt="md">
              {t(`landing.how.${step.key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Seven days of a sample dashboard: what a member's own figures look like, drawn without a chart library. */
const SAMPLE_DAYS = [42, 55, 48, 63, 71, 66, 84];
export function InsightCard() {
  const { t } = useTranslation();
  const top = Math.max(...SAMPLE_DAYS);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" component="section" aria-labelledby="landing-insight">
      <Stack gap="sm" justify="center">
        <Title order={2} id="landing-insight">
          {t("landing.insight.title")}
        </Title>
        <Text c="dimmed">{t("landing.insight.text")}</Text>
      </Stack>
      <Paper withBorder radius="lg" p="xl" shadow="sm">
        <Group justify="space-between" mb="md">
          <Text fw={700}>{t("landing.insight.revenue")}</Text>
          <Badge variant="light">{t("landing.insight.sample")}</Badge>
        </Group>
        <Group gap="xl" mb="md">
          <Stack gap={0}>
            <Text fz={28} fw={800}>
              $1,284.50
            </Text>
            <Text size="sm" c="teal.9">
              {t("landing.insight.change")}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t("landing.insight.views")}
            </Text>
            <Text fw={700}>2.4M</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t("landing.insight.rpm")}
            </Text>
            <Text fw={700}>$0.53</Text>
          </Stack>
        </Group>
        <svg viewBox="0 0 280 96" width="100%" height="96" role="img" aria-label={t("landing.insight.chart")}>
          {SAMPLE_DAYS.map((value, day) => {
            const height = Math.round((value / top) * 88);
            return (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed week of sample days
                key={day}
                x={day * 40 + 6}
                y={96 - height}
                width={28}
                height={height}
                rx={4}
                fill={
                  day === SAMPLE_DAYS.length - 1
                    ? "var(--mantine-primary-color-filled)"
                    : "var(--mantine-primary-color-light)"
                }
              />
            );
          })}
        </svg>
      </Paper>
    </SimpleGrid>
  );
}

export function Reviews() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" aria-labelledby="landing-reviews">
      <Title order={2} id="landing-reviews">
        {t("landing.reviews.title")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(["one", "two", "three"] as const).map((review) => (
          <Card key={review} component="figure" withBorder radius="lg" padding="xl" m={0}>
            <Text component="blockquote" m={0}>
              “{t(`landing.reviews.${review}.quote`)}”
            </Text>
            <Group gap="sm" mt="md" component="figcaption">
              <Text
                aria-hidden
                fw={700}
                c="var(--mantine-primary-color-light-color)"
                bg="var(--mantine-primary-color-light)"
                w={38}
                h={38}
                ta="center"
                lh="38px"
                style={{ borderRadius: "50%" }}
              >
                {t(`landing.reviews.${review}.name`).slice(0, 1)}
              </Text>
              <Stack gap={0}>
                <Text fw={700} size="sm">
                  {t(`landing.reviews.${review}.name`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`landing.reviews.${review}.role`)}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Questions as native disclosures: keyboard and screen readers know them, and they cost no script. */
export function Faq() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" aria-labelledby="landing-faq">
      <Title order={2} id="landing-faq">
        {t("landing.faq.title")}
      </Title>
      <Stack gap="xs">
        {(["cost", "channels", "music", "revenue", "withdraw"] as const).map((question) => (
          <Paper key={question} withBorder radius="md" p="md">
            <details>
              <summary style={{ cursor: "pointer", fontWeight: 600 }}>
                {t(`landing.faq.${question}.q`)}
              </summary>
              <Text mt="sm" c="dimmed">
                {t(`landing.faq.${question}.a`, UPLOAD_GUIDANCE_PARAMS)}
              </Text>
            </details>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/** The network's chat service (its link a network setting): a QR code for a phone, and a link. */
export function ChatCard() {
  const { t } = useTranslation();
  const site = useSettings((s) => s.metaSite);
  const domain = useSettings((s) => s.domain);
  if (!site?.chat_link) return null;
  return (
    <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="landing-chat">
      <Group gap="xl" wrap="wrap">
        <img
          src={`${CHAT_QR_PATH}?domain=${encodeURIComponent(domain ?? "")}`}
          alt={t("landing.chat.qr")}
          width={140}
          height={140}
          loading="lazy"
        />
        <Stack gap="sm" style={{ flex: "1 1 240px" }}>
          <Title order={2} id="landing-chat">
            {t("landing.chat.title")}
          </Title>
          <Text c="dimmed">{t("landing.chat.text")}</Text>
          <Button
            component="a"
            href={site.chat_link}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconMessageCircle size={18} aria-hidden />}
            w="fit-content"
          >
            {t("landing.chat.open")}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}

export function LandingFooter() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Group component="footer" justify="center" gap="lg" py="xl">
      <Anchor component={Link} to={to("/guides")} size="sm" c="dimmed">
        {t("landing.guides")}
      </Anchor>
      <Anchor component={Link} to={to(TERMS_DOCUMENTS.terms.path)} size="sm" c="dimmed">
        {t("landing.footerTerms")}
      </Anchor>
      <Anchor component={Link} to={to(TERMS_DOCUMENTS.policy.path)} size="sm" c="dimmed">
        {t("landing.footerPolicy")}
      </Anchor>
      <Text size="sm" c="dimmed">
        {t("common.footer")}
      </Text>
    </Group>
  );
}
