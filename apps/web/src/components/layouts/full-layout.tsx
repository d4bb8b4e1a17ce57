import { Box, Button, Container, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import { useMe } from "../../lib/session";
import { DemoBanner } from "../demo-banner";
import { LanguageMenu } from "../language-menu";
import { SiteLogo } from "../site-logo";

/** Public pages such as the landing page: a slim header and the full width below it. */
export function FullLayout() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <Box mih="100dvh">
      <DemoBanner />
      <Container component="header" size="lg">
        <Group justify="space-between" py="md">
          <SiteLogo />
          <Group gap="xs">
            <LanguageMenu />
            {/* A signed-in visitor goes on to their dashboard; nobody is asked to log in twice. */}
            {me ? (
              <Button component={Link} to="/dashboard" variant="default" size="sm">
                {t("nav.dashboard")}
              </Button>
            ) : (
              <Button component={Link} to="/login" variant="default" size="sm">
                {t("auth.login.submit")}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
      <Box component="main">
        <Outlet />
      </Box>
    </Box>
  );
}
