import { Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

/** A back-office screen's heading and the line under it that says what the screen is for. */
export function StaffPageTitle({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{subtitle}</Text>
    </div>
  );
}

/** A list's search box: typing a new search goes back to the list's first page (`onChange`). */
export function StaffSearchField(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      w={{ base: "100%", sm: 360 }}
    />
  );
}
