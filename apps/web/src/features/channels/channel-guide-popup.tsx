import { Anchor, Button, Checkbox, Group, List, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconClipboardCheck, IconLink, IconShieldCheck, IconUserCheck } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useDialogParams } from "../../lib/dialog-param";
import { sessionFlags, storage } from "../../stores/storage";
import { shouldAutoShowChannelGuide } from "./channel-guide-rule";

const SHOWN_FLAG = "channelGuideShown";

const STEPS = [
  { icon: IconLink, key: "channels.guide.step1" },
  { icon: IconClipboardCheck, key: "channels.guide.step2" },
  { icon: IconShieldCheck, key: "channels.guide.step3" },
  { icon: IconUserCheck, key: "channels.guide.step4" },
] as const;

/**
 * How registration and verification work: pops up on a first visit to /manage-channel (once a
 * session, until "Don't show again"), and opens on demand with the query key guide.
 */
export function ChannelGuidePopup() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const dialogs = useDialogParams();
  const [auto, setAuto] = useState(() =>
    shouldAutoShowChannelGuide({
      hidden: storage.get("hideChannelGuidePopup") !== null,
      shownThisSession: sessionFlags.get(SHOWN_FLAG) !== null,
      search,
    }),
  );
  useEffect(() => {
    if (auto) sessionFlags.set(SHOWN_FLAG, "1");
  }, [auto]);
  const [dontShow, setDontShow] = useState(false);
  const opened = auto || dialogs.get("guide") !== null;

  const close = () => {
    if (dontShow) storage.set("hideChannelGuidePopup", "1");
    setAuto(false);
    if (dialogs.get("guide") !== null) dialogs.close("guide");
  };

  return (
    <Modal
      closeButtonProps={{ "aria-label": t("common.close") }}
      opened={opened}
      onClose={close}
      title={t("channels.guide.title")}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{t("channels.guide.intro")}</Text>
        <List spacing="sm" center>
          {STEPS.map((step, index) => (
            <List.Item
              key={step.key}
              icon={
                <ThemeIcon variant="light" radius="xl" size={30}>
                  <step.icon size={16} aria-hidden />
                </ThemeIcon>
              }
            >
              <Text size="sm">
                {index + 1}. {t(step.key)}
              </Text>
            </List.Item>
          ))}
        </List>
        <Anchor component={Link} to="/guides/auths" size="sm" onClick={close}>
          {t("channels.guide.more")}
        </Anchor>
        <Group justify="space-between">
          <Checkbox
            label={t("channels.guide.dontShowAgain")}
            checked={dontShow}
            onChange={(e) => setDontShow(e.currentTarget.checked)}
          />
          <Button onClick={close}>{t("channels.guide.close")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
