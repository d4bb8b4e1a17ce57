import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * What the first render shows while the router loads the first page's code: the same cover as
 * index.html's, so the page never flashes empty between the two.
 */
export function BootCover() {
  const { t } = useTranslation();
  return (
    <Center pos="fixed" inset={0} bg="var(--mantine-color-body)">
      <Loader role="status" aria-label={t("common.loading")} />
    </Center>
  );
}
