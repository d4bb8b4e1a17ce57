import { Menu } from "@mantine/core";
import { LANGUAGE_NAMES, type Language } from "@studio/contract";
import type { ReactElement } from "react";

interface LanguageMenuDropdownProps {
  /** The button that opened the menu; it stays the menu's target. */
  target: ReactElement;
  language: Language;
  languages: Language[];
  onChoose: (language: Language) => void;
}

/** The open language menu (with the positioning library it needs), loaded on the first click. */
export default function LanguageMenuDropdown({
  target,
  language,
  languages,
  onChoose,
}: LanguageMenuDropdownProps) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {languages.map((l) => (
          <Menu.Item key={l} onClick={() => onChoose(l)} aria-current={l === language ? "true" : undefined}>
            {LANGUAGE_NAMES[l]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
