/**
 * A CSV text cell a spreadsheet would read as a formula (=, +, -, @, tab or CR first) gets a
 * leading single quote (OWASP CSV injection): titles and channel names come from the platform.
 */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
