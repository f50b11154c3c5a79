// The page chapter: every member of a page definition (schemas/page.schema.json) with its type and what it is for, and
// the timers, whose fields and example come from the schema's own timer definition.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { code, defaultText, jsonBlock, table, typeText } from './markdown';

type Schema = Record<string, unknown>;

/** Members an operator never writes by hand (the editor's schema line, a page that is one fragment use). */
const NOT_LISTED = new Set(['$schema', 'use', 'with']);

export interface PageSchema {
  members: Record<string, Schema>;
  defs: Record<string, Schema>;
  timer: Schema;
}

export function readPageSchema(root: string): PageSchema {
  const schema = JSON.parse(readFileSync(join(root, 'schemas/page.schema.json'), 'utf8')) as {
    properties: Record<string, Schema>;
    $defs: Record<string, Schema>;
  };
  return { members: schema.properties, defs: schema.$defs, timer: schema.$defs.timer };
}

export const exampleTimer = ({ timer }: PageSchema): unknown => (timer.examples as unknown[])[0];

/** The description of the page's own definition a member refers to (`persist`). */
const definition = (page: PageSchema, member: Schema): unknown =>
  typeof member.$ref === 'string' ? page.defs[member.$ref.replace('#/$defs/', '')]?.description : undefined;

export function pageChapter(page: PageSchema): string {
  const members = Object.entries(page.members).filter(([name]) => !NOT_LISTED.has(name));
  const timerFields = Object.entries(page.timer.properties as Record<string, Schema>);
  const required = new Set(page.timer.required as string[]);
  return [
    '## The page',
    'A page definition (`pages/<name>.json`, starting with `"$schema": "../schemas/page.schema.json"`) has these members; `regions` and `title` are the usual start ([pages.md](pages.md)).',
    table(
      ['member', 'type', 'what it is'],
      members.map(([name, member]) => [code(name), typeText(member), member.description ?? definition(page, member)]),
    ),
    '### Timers',
    String(page.timer.description ?? ''),
    table(
      ['field', 'type', 'required', 'default', 'description'],
      timerFields.map(([name, field]) => [
        code(name),
        typeText(field),
        required.has(name) ? 'yes' : '',
        defaultText(field),
        field.description ?? '',
      ]),
    ),
    jsonBlock({ timers: [exampleTimer(page)] }),
  ].join('\n\n');
}
