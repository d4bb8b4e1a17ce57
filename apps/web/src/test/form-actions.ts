import { fireEvent, screen } from "@testing-library/react";

/** Types into the field with this label (a required field's label ends with an asterisk). */
export function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Presses the button with this accessible name. */
export function press(name: string | RegExp) {
  fireEvent.click(screen.getByRole("button", { name }));
}

/** Whether the named button refuses clicks (a pending call, or a form not ready). */
export function isDisabled(name: string | RegExp): boolean {
  return screen.getByRole("button", { name }).hasAttribute("disabled");
}

/** What the field with this label announces besides its name: its hint and its error (aria-describedby). */
export function descriptionOf(label: RegExp): string {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}
