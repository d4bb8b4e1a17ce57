import { Anchor, Group, Text } from "@mantine/core";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { headerNoticeQuery } from "./announcement-queries";

/**
 * The newest pinned notice, in the header of every signed-in page (docs/spec.md §2 header notices):
 * its title on a laptop, the icon alone on a phone. It sits in the header's fixed height, so its
 * arrival moves nothing on the page.
 */
export default function HeaderNotice() {
  const { t } = useTranslation();
  const { data } = useQuery(headerNoticeQuery());
  if (!data?.notice) return null;
  return (
    <Anchor
      component={Link}
      to={`/notices/${data.notice.id}`}
      c="var(--mantine-color-brand-9)"
      aria-label={`${t("menu.pinnedNotice")}: ${data.notice.title}`}
      underline="hover"
    >
      <Group gap={6} wrap="nowrap" maw={320}>
        <IconSpeakerphone size={18} aria-hidden style={{ flex: "none" }} />
        <Text size="sm" truncate visibleFrom="md" inherit>
          {data.notice.title}
        </Text>
      </Group>
    </Anchor>
  );
}
