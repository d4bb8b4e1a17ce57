import { Progress, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Where an upload is: sending its bytes (with the share sent), then the server working on them. */
export type UploadPhase = { kind: "idle" } | { kind: "sending"; share: number } | { kind: "working" };

/** The phase of one upload and the progress callback that moves it. */
export function useUploadPhase() {
  const [phase, setPhase] = useState<UploadPhase>({ kind: "idle" });
  const onProgress = (share: number) =>
    setPhase(share >= 1 ? { kind: "working" } : { kind: "sending", share });
  return { phase, setPhase, onProgress };
}

/** The bar under an upload's button: the share sent, then an animated bar while the server imports. */
export function UploadProgress({ phase }: { phase: UploadPhase }) {
  const { t } = useTranslation();
  if (phase.kind === "idle") return null;
  const sending = phase.kind === "sending";
  const percent = sending ? Math.round(phase.share * 100) : 100;
  const label = sending ? t("backoffice.imports.sending", { percent }) : t("backoffice.imports.working");
  return (
    <Stack gap={4}>
      <Progress value={percent} animated={!sending} striped={!sending} aria-label={label} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {label}
      </Text>
    </Stack>
  );
}
