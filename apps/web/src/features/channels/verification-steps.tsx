import { Anchor, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

const YOUTUBE_STUDIO = "https://studio.youtube.com";

/** Where to put the code: the four steps in YouTube Studio. */
export function VerificationSteps() {
  const { t } = useTranslation();
  return (
    <List type="ordered" spacing="xs" size="sm">
      <List.Item>
        <Text size="sm" span>
          {t("channels.verify.step1")}{" "}
          <Anchor href={YOUTUBE_STUDIO} target="_blank" rel="noopener noreferrer" size="sm">
            {t("channels.verify.openStudio")}
          </Anchor>
        </Text>
      </List.Item>
      <List.Item>{t("channels.verify.step2")}</List.Item>
      <List.Item>{t("channels.verify.step3")}</List.Item>
      <List.Item>{t("channels.verify.step4")}</List.Item>
    </List>
  );
}
