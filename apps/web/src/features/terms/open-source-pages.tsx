import { Anchor, Badge, Code, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { formatDate } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryLoaded } from "../../components/query-states";
import { useSettings } from "../../stores/settings";
import {
  isFontLicence,
  type OpenSourceLicenses,
  type OpenSourcePackage,
  openSourceLicensesQuery,
} from "./open-source-licenses";
import { TermsFrame } from "./terms-frame";

/** A package's licence text, read only when its disclosure is opened (hundreds of texts otherwise). */
function LicenceText({ item, licenses }: { item: OpenSourcePackage; licenses: OpenSourceLicenses }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = item.text === null ? null : (licenses.texts[item.text] ?? null);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <Text component="span" size="sm">
          {t("terms.osl.showText", { name: item.name })}
        </Text>
      </summary>
      {open &&
        (text === null ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t("terms.osl.noText", { license: item.license })}
          </Text>
        ) : (
          <Code block mt="xs" style={{ whiteSpace: "pre-wrap", maxHeight: 360, overflow: "auto" }}>
            {text}
          </Code>
        ))}
    </details>
  );
}

function PackageRow({ item, licenses }: { item: OpenSourcePackage; licenses: OpenSourceLicenses }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {item.homepage ? (
            <Anchor href={item.homepage} target="_blank" rel="noopener noreferrer" inherit>
              {item.name}
            </Anchor>
          ) : (
            item.name
          )}{" "}
          <Text component="span" c="dimmed" size="sm">
            {item.version}
          </Text>
        </Text>
        <Badge variant="light">{item.license}</Badge>
      </Group>
      <LicenceText item={item} licenses={licenses} />
    </Paper>
  );
}

function PackageList({ licenses }: { licenses: OpenSourceLicenses }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search.trim().toLowerCase());
  const shown = query
    ? licenses.packages.filter((p) => p.name.includes(query) || p.license.toLowerCase().includes(query))
    : licenses.packages;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end">
        <TextInput
          label={t("terms.osl.search")}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: "100%", sm: 320 }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t("terms.osl.count", { count: shown.length })}
        </Text>
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">{t("terms.osl.noMatch")}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
          {shown.map((item) => (
            <PackageRow key={`${item.name}@${item.version}`} item={item} licenses={licenses} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /terms-osl: every package of the build, its version and licence, and the licence's text. */
export function OpenSourcePage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const licenses = useQuery(openSourceLicensesQuery);
  return (
    <TermsFrame>
      <Stack gap={4}>
        <Title order={1}>{t("terms.osl.title")}</Title>
        <Text c="dimmed">{t("terms.osl.intro")}</Text>
        {licenses.data && (
          <Text c="dimmed" size="sm">
            {t("terms.generated", { date: formatDate(licenses.data.generatedAt, language) })}
          </Text>
        )}
      </Stack>
      <QueryLoaded query={licenses}>{(data) => <PackageList licenses={data} />}</QueryLoaded>
    </TermsFrame>
  );
}

/** /terms-ofl: the fonts the product embeds and the Open Font Licence's text, from the same list. */
export function OflPage() {
  const { t } = useTranslation();
  const licenses = useQuery(openSourceLicensesQuery);
  return (
    <TermsFrame>
      <Stack gap={4}>
        <Title order={1}>{t("terms.ofl.title")}</Title>
        <Text c="dimmed">{t("terms.ofl.intro")}</Text>
      </Stack>
      <QueryLoaded query={licenses}>
        {(data) => {
          const fonts = data.packages.filter((p) => isFontLicence(p.license));
          const text = fonts.map((f) => (f.text === null ? null : data.texts[f.text])).find(Boolean);
          if (fonts.length === 0) return <Text c="dimmed">{t("terms.ofl.empty")}</Text>;
          return (
            <Stack gap="md">
              <Title order={2} size="h4">
                {t("terms.ofl.fonts")}
              </Title>
              <Stack component="ul" gap={4} pl="md" m={0}>
                {fonts.map((font) => (
                  <Text component="li" key={`${font.name}@${font.version}`}>
                    {font.name} {font.version} ({font.license})
                  </Text>
                ))}
              </Stack>
              {text && (
                <Code block style={{ whiteSpace: "pre-wrap" }}>
                  {text}
                </Code>
              )}
            </Stack>
          );
        }}
      </QueryLoaded>
    </TermsFrame>
  );
}
