import { Modal, type ModalProps } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A centred modal open while something is chosen (not null); the body is rendered with it. */
export function ChosenModal<T>({
  chosen,
  onClose,
  title,
  size,
  children,
}: {
  chosen: T | null;
  onClose: () => void;
  title: string;
  size?: ModalProps["size"];
  children: (chosen: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("common.close") }}
      opened={chosen !== null}
      onClose={onClose}
      title={title}
      centered
      size={size}
    >
      {chosen !== null && children(chosen)}
    </Modal>
  );
}
