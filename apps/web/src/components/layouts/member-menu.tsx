import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { TMe } from "@studio/contract";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

const loadDropdown = () => import("./member-menu-dropdown");
const MemberMenuDropdown = lazy(loadDropdown);

/**
 * The member's button in the header. The menu itself (Mantine's Menu and its positioning library,
 * 25 KB gzip) is fetched when the button is first pointed at, focused or clicked, not with the page
 * (docs/decisions/075), as the language menu is (065); it opens at once on that first click.
 */
export function MemberMenu({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const button = (
    <UnstyledButton
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={used ? undefined : () => setUsed(true)}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar color="brand" radius="xl" size={32}>
          {me.info.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Text size="sm" fw={600} visibleFrom="sm" maw={140} truncate>
          {me.info.name}
        </Text>
        {/* Named by what shows, then what it opens (WCAG 2.5.3, label in name). */}
        <VisuallyHidden>{t("nav.memberMenu")}</VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <MemberMenuDropdown target={button} me={me} />
    </Suspense>
  );
}
