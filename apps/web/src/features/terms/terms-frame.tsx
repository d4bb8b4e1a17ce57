import { Anchor, Group, Stack } from "@mantine/core";
import { TERMS_DOCUMENTS } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalePath } from "../../lib/locale-path";

/** The links between the four pages, each page's own first. */
function TermsNav() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Group component="nav" aria-label={t("terms.nav")} gap="md">
      <Anchor component={Link} to={to(TERMS_DOCUMENTS.terms.path)} size="sm">
        {t("terms.service.title")}
      </Anchor>
      <Anchor component={Link} to={to(TERMS_DOCUMENTS.policy.path)} size="sm">
        {t("terms.policy.title")}
      </Anchor>
      <Anchor component={Link} to={to(TERMS_DOCUMENTS.ofl.path)} size="sm">
        {t("terms.ofl.title")}
      </Anchor>
      <Anchor component={Link} to={to(TERMS_DOCUMENTS.osl.path)} size="sm">
        {t("terms.osl.title")}
      </Anchor>
    </Group>
  );
}

/** A terms page: the links between the four, then the page. */
export function TermsFrame({ children }: { children: React.ReactNode }) {
  return (
    <Stack gap="lg" maw={880}>
      <TermsNav />
      {children}
    </Stack>
  );
}
