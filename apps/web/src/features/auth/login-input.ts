/**
 * The login form's rule without loading zod on the login page (docs/decisions/106): the
 * contract's `loginCall.input` trims both fields and requires them (docs/spec.md §5); this returns
 * the same cleaned values, or null when one is missing. `login-input.test.ts` keeps the two equal.
 * Over-long values go to the server, which answers them (code 6).
 */
export function loginInput(values: {
  id: string;
  password: string;
}): { id: string; password: string } | null {
  const id = values.id.trim();
  const password = values.password.trim();
  return id === "" || password === "" ? null : { id, password };
}
