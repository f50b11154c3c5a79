// The action section: every action of schemas/actions.schema.json with its fields and its schema example.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate as validatePage } from '../../schemas/generated/validate-page.js';
import { code, defaultText, jsonBlock, table, typeText } from './markdown';
import { withCatalogueWords } from './words';
import { ACTION_WORDS } from '../../checker/words/page-words';

type Schema = Record<string, unknown>;

export interface Action {
  name: string;
  schema: Schema;
}

export function readActions(root: string): Action[] {
  const schema = JSON.parse(readFileSync(join(root, 'schemas/actions.schema.json'), 'utf8')) as {
    $defs: Record<string, Schema>;
  };
  return Object.values(schema.$defs)
    .filter((def) => (def.properties as Record<string, Schema> | undefined)?.do?.const !== undefined)
    .map((def) => ({ name: String((def.properties as Record<string, Schema>).do.const), schema: def }));
}

/** The validator's complaints about an action as a page's onLoad chain; none when it is valid. */
export function actionProblems(action: unknown): string[] {
  const page = { title: 'Example', onLoad: [action], regions: [] };
  if (validatePage(page)) return [];
  return (validatePage.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? error.keyword}`);
}

/** The schema's example action, its words taken from the catalogue (`keys`: English text to key). */
export const exampleAction = ({ name, schema }: Action, keys: ReadonlyMap<string, string>): unknown =>
  withCatalogueWords(
    Array.isArray(schema.examples) ? schema.examples[0] : { do: name },
    ACTION_WORDS[name] ?? [],
    keys,
    `the ${name} example`,
  );

function actionSection(action: Action, keys: ReadonlyMap<string, string>): string {
  const { name, schema } = action;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(schema.properties as Record<string, Schema>)
    .filter(([key]) => key !== 'do')
    .map(([key, field]) => [
      code(key),
      typeText(field),
      required.has(key) ? 'yes' : '',
      defaultText(field),
      field.description ?? '',
    ]);
  const example = exampleAction(action, keys);
  const problems = actionProblems(example);
  if (problems.length) throw new Error(`The ${name} example is not a valid action: ${problems.join('; ')}`);
  return [
    `### ${name}`,
    String(schema.description ?? ''),
    rows.length ? table(['field', 'type', 'required', 'default', 'description'], rows) : 'No fields besides `do`.',
    jsonBlock(example),
  ].join('\n\n');
}

export function actionsChapter(actions: readonly Action[], keys: ReadonlyMap<string, string>): string {
  return [
    '## Actions',
    'A chain is a list of actions run in order (`"on": { "tap": [ … ] }`, `onLoad`, `chains`); each action names itself with `"do"`. A failed call or validation ends its chain. A chain started by a tap is single-flight.',
    ...actions.map((action) => actionSection(action, keys)),
  ].join('\n\n');
}
