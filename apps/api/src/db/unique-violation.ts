/** True when a database error is a unique-constraint violation on the named index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.cause ?? e;
  return inner?.code === "23505" && (inner.constraint === constraint || constraint === "*");
}
