// The action section: every action of schemas/actions.schema.json with its fields and its schema example.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { code, defaultText, jsonBlock, table, typeText } from './markdown';

type Schema = Record<string, unknown>;

export interface Action {
  name: string;
  schema: Schema;
}

export function readActions(root: string): Action[] {
  const schema = JSON.parse(readFileSync(join(root, 'schemas/actions.schema.json'), 'utf8')) as { $defs: Record<string, Schema> };
  return Object.values(schema.$defs)
    .filter((def) => (def.properties as Record<string, Schema> | undefined)?.do?.const !== undefined)
    .map((def) => ({ name: String((def.properties as Record<string, Schema>).do.const), schema: def }));
}

function actionSection({ name, schema }: Action): string {
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(schema.properties as Record<string, Schema>)
    .filter(([key]) => key !== 'do')
    .map(([key, field]) => [code(key), typeText(field), required.has(key) ? 'yes' : '', defaultText(field), field.description ?? '']);
  const example = Array.isArray(schema.examples) ? schema.examples[0] : { do: name };
  return [
    `### ${name}`,
    String(schema.description ?? ''),
    rows.length ? table(['field', 'type', 'required', 'default', 'description'], rows) : 'No fields besides `do`.',
    jsonBlock(example),
  ].join('\n\n');
}

export function actionsChapter(actions: readonly Action[]): string {
  return [
    '## Actions',
    'A chain is a list of actions run in order (`"on": { "tap": [ … ] }`, `onLoad`, `chains`); each action names itself with `"do"`. A failed call or validation ends its chain. A chain started by a tap is single-flight.',
    ...actions.map(actionSection),
  ].join('\n\n');
}
