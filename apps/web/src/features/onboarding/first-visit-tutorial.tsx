import { Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { type TMe, TUTORIAL_STEPS } from "@studio/contract";
import { IconBrandYoutube, IconHeadphones, IconPresentationAnalytics } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { callApi } from "../../lib/api-client";
import { meQueryKey, useMe } from "../../lib/session";

const STEPS = [
  { icon: IconPresentationAnalytics, key: "dashboard" },
  { icon: IconBrandYoutube, key: "channels" },
  { icon: IconHeadphones, key: "music" },
] as const satisfies readonly unknown[] & { length: typeof TUTORIAL_STEPS };

/** Records the step reached (`member/settings/step.tutorial`); the member cache follows at once. */
function useRecordStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: number) => callApi("stepTutorialCall", { value }),
    onMutate: (value) =>
      queryClient.setQueriesData<TMe | null>({ queryKey: meQueryKey }, (me) =>
        me ? { ...me, tutorial_step: Math.max(me.tutorial_step, value) } : me,
      ),
  });
}

/**
 * The first-visit tutorial (docs/spec.md §2): three steps over the dashboard, channels and music,
 * from the step the account reached (it stays on the page: the channels page has its own guide); finishing or skipping records the last step, so it never
 * shows again, on this device or another.
 */
export default function FirstVisitTutorial() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const record = useRecordStep();
  const [step, setStep] = useState(() => Math.min(me?.tutorial_step ?? 0, TUTORIAL_STEPS - 1));
  if (!me || me.tutorial_step >= TUTORIAL_STEPS) return null;
  const current = STEPS[step] ?? STEPS[0];
  const last = step === TUTORIAL_STEPS - 1;
  const finish = () => record.mutate(TUTORIAL_STEPS);
  const next = () => {
    if (last) return finish();
    record.mutate(step + 1);
    setStep(step + 1);
  };
  return (
    <Modal
      opened
      onClose={finish}
      centered
      title={t("tutorial.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          <current.icon size={34} aria-hidden />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {t(`tutorial.${current.key}.title`)}
        </Text>
        <Text size="sm">{t(`tutorial.${current.key}.text`)}</Text>
        <Text size="xs" c="dimmed" aria-live="polite">
          {t("tutorial.progress", { step: step + 1, count: TUTORIAL_STEPS })}
        </Text>
        <Group justify="space-between" w="100%">
          <Button variant="subtle" onClick={finish}>
            {t("tutorial.skip")}
          </Button>
          <Button onClick={next}>{t(last ? "tutorial.done" : "tutorial.next")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
