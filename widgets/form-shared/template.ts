/** Fills `{name}` placeholders in a configured message; unknown names are left as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Bytes as megabytes for messages: 10485760 -> "10", 1572864 -> "1.5". */
export function megabytes(bytes: number): string {
  return String(Math.round((bytes / 1048576) * 10) / 10);
}
