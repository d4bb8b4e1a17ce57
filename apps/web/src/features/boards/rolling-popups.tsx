import { Button, Group, Modal, Stack, Text, Typography } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { hiddenToday, localDay } from "../../lib/popup-day";
import { storage } from "../../stores/storage";
import { popupsQuery } from "./announcement-queries";

const ROLL_MS = 6_000;

/**
 * The rolling popups staff scheduled (docs/spec.md §2), one after another in one dialog; "Don't
 * show today" keeps them away until tomorrow, across reloads (`rollingTodayNotShow`).
 */
export default function RollingPopups() {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(() => hiddenToday(storage.get("rollingTodayNotShow"), new Date()));
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const { data } = useQuery({ ...popupsQuery(), enabled: !closed });
  const items = data?.items ?? [];
  const count = items.length;
  useEffect(() => {
    if (closed || held || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ROLL_MS);
    return () => window.clearInterval(timer);
  }, [closed, held, count]);
  const popup = items[index % Math.max(1, count)];
  if (closed || !popup) return null;

  const notToday = () => {
    storage.set("rollingTodayNotShow", localDay(new Date()));
    setClosed(true);
  };
  const step = (by: number) => {
    setHeld(true);
    setIndex((i) => (i + by + count) % count);
  };
  return (
    <Modal
      opened
      onClose={() => setClosed(true)}
      title={popup.title}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md" onFocus={() => setHeld(true)} onMouseEnter={() => setHeld(true)}>
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when saved (docs/decisions/122) */}
          <div dangerouslySetInnerHTML={{ __html: popup.html }} />
        </Typography>
        {count > 1 && (
          <Group justify="center" gap="sm">
            <Button variant="subtle" size="xs" onClick={() => step(-1)}>
              {t("popup.previous")}
            </Button>
            <Text size="sm" aria-live="polite">
              {t("popup.position", { index: (index % count) + 1, count })}
            </Text>
            <Button variant="subtle" size="xs" onClick={() => step(1)}>
              {t("popup.next")}
            </Button>
          </Group>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={notToday}>
            {t("popup.notToday")}
          </Button>
          <Button onClick={() => setClosed(true)}>{t("common.close")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
