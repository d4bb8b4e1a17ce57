import { Box, Center, Container, Group, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { DemoBanner } from "../demo-banner";
import { LanguageMenu } from "../language-menu";
import { SiteLogo } from "../site-logo";

/** Sign-in, sign-up and recovery screens: one card on a quiet background. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="var(--mantine-color-brand-0)" style={{ display: "flex", flexDirection: "column" }}>
      <DemoBanner />
      <Group component="header" justify="space-between" px="md" py="sm">
        <SiteLogo />
        <LanguageMenu />
      </Group>
      <Center component="main" style={{ flex: 1 }} px="md" py="xl">
        <Container size={440} w="100%" p={0}>
          <Paper withBorder shadow="md" radius="lg" p={{ base: "lg", sm: "xl" }}>
            <Outlet />
          </Paper>
        </Container>
      </Center>
      <Text component="footer" ta="center" c="dimmed" size="xs" pb="md">
        {t("common.footer")}
      </Text>
    </Box>
  );
}
