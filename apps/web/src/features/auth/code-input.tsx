import { TextInput } from "@mantine/core";
import { VERIFICATION_CODE } from "@studio/contract";
import { type Control, Controller } from "react-hook-form";

/** The 6-digit code field: one labelled input, digits only, filled from the OS one-time-code hint. */
export function CodeInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, "").slice(0, VERIFICATION_CODE.length))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE.length}
      placeholder="000000"
      size="lg"
      styles={{ input: { textAlign: "center", letterSpacing: "0.5em", fontWeight: 700 } }}
      error={error}
      required
    />
  );
}

/** The code field of a react-hook-form form whose value is `{ code }` (e-mail and password codes). */
export function CodeField({
  control,
  label,
  error,
}: {
  control: Control<{ code: string }>;
  label: string;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name="code"
      render={({ field }) => (
        <CodeInput label={label} value={field.value} onChange={field.onChange} error={error} />
      )}
    />
  );
}
