// Markdown helpers of the operator reference: table cells that cannot break a table, code blocks, anchors.
type Schema = Record<string, unknown>;

/** One table cell: no line breaks, pipes escaped. */
export const cell = (value: unknown): string =>
  String(value ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|');

export function table(head: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

export const jsonBlock = (value: unknown): string => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;

export const code = (text: string): string => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to dashes. */
export const anchor = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');

const REF_NAMES: Record<string, string> = {
  'binding.schema.json#/$defs/text': 'text (templates allowed)',
  'binding.schema.json#/$defs/condition': 'boolean or {{ binding }}',
  'binding.schema.json#/$defs/statePath': '{{ state.path }}',
  'binding.schema.json#/$defs/params': 'object or {{ binding }}',
  'binding.schema.json#/$defs/binding': '{{ binding }}',
  '#/$defs/chain': 'action chain',
  '#/$defs/action': 'action',
};

/** An object's members, each with its values where it takes a fixed choice (`kind: "heading"`, `level: 2 \| 3`). */
function membersText(properties: Schema): string {
  return Object.entries(properties)
    .map(([name, member]) => {
      const choice = member as Schema;
      return 'const' in choice || Array.isArray(choice.enum) ? `${name}: ${typeText(choice)}` : name;
    })
    .join(', ');
}

/** A prop's or field's type in a few words, read from its JSON Schema. */
export function typeText(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return REF_NAMES[schema.$ref] ?? schema.$ref.replace(/^.*\//, '');
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) return [...new Set((schema[key] as Schema[]).map(typeText))].join(' or ');
  }
  const type = schema.type;
  if (type === 'array') return `list of ${typeText(schema.items as Schema | undefined)}`;
  if (type === 'object' && schema.properties) return `object { ${membersText(schema.properties as Schema)} }`;
  if (Array.isArray(type)) return type.join(' or ');
  return typeof type === 'string' ? type : 'any';
}

export const defaultText = (schema: Schema): string => ('default' in schema ? JSON.stringify(schema.default) : '');
