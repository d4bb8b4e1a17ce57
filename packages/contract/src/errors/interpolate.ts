/** Values a message may interpolate. */
export type MessageParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * Replaces every `{name}` in the template with `params[name]`. A placeholder without a value is
 * left as it is; values are inserted literally (no second pass, no `$` replacement patterns).
 */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (match: string, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

/** The distinct placeholder names a template uses, in order of first appearance. */
export function placeholdersOf(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1];
    if (name !== undefined && !names.includes(name)) names.push(name);
  }
  return names;
}
