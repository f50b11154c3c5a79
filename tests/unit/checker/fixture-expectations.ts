// Reads the bad-fixture expectations and fills in the lists they leave as placeholders, from the same
// sources the contract comes from (the schemas and the expression library).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUNCTION_NAMES } from '../../../renderer/host';

export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** `npm run check:pages -- <args>` as an operator runs it (the command's cached bundle, scripts/check-pages.mjs). */
export const runCheckPages = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/check-pages.mjs', ...args], { cwd: repositoryRoot, encoding: 'utf8' });

export const badProject = join(repositoryRoot, 'tests/fixtures/pages-bad');
export const goodProject = join(repositoryRoot, 'tests/fixtures/pages-good');

/** The call most test pages start with: loanDetails' answer, stored as `data.loan`. */
export const LOAN_CALL = {
  do: 'call',
  endpoint: 'loanDetails',
  params: { productId: '{{ query.productId }}', orderId: '{{ query.orderId }}' },
  as: 'loan',
  quiet: true,
};

const readJson = (path: string): unknown => JSON.parse(readFileSync(join(repositoryRoot, path), 'utf8'));

interface SchemaShape {
  properties?: Record<string, { enum?: string[]; const?: string }>;
  $defs?: Record<string, SchemaShape>;
  oneOf?: Array<{ $ref: string }>;
}

function widgetTypes(): string {
  const node = readJson('schemas/generated/node.schema.json') as SchemaShape;
  return (node.properties?.type?.enum ?? []).join(', ');
}

function actionNames(): string {
  const actions = readJson('schemas/actions.schema.json') as SchemaShape;
  const defs = actions.$defs ?? {};
  return (defs.action?.oneOf ?? [])
    .map(({ $ref }) => defs[$ref.replace('#/$defs/', '')]?.properties?.do?.const)
    .join(', ');
}

function propsOf(widget: string): string {
  const schema = readJson(`schemas/widgets/${widget}.schema.json`) as SchemaShape;
  return Object.keys(schema.properties ?? {}).join(', ');
}

function routeKeys(): string {
  const manifest = JSON.parse(readFileSync(join(badProject, 'pages.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  return Object.keys(manifest.routes).join(', ');
}

function expand(line: string): string {
  return line
    .replaceAll('<widget types>', widgetTypes())
    .replaceAll('<route keys>', routeKeys())
    .replaceAll('<functions>', FUNCTION_NAMES.join(', '))
    .replaceAll('<actions>', actionNames())
    .replace(/<props of (\w+)>/g, (_, widget: string) => propsOf(widget));
}

/** Problem lines expected per file of the bad fixture project. */
export function expectedProblems(): Record<string, string[]> {
  const { problems } = JSON.parse(readFileSync(join(badProject, 'expected.json'), 'utf8')) as {
    problems: Record<string, string[]>;
  };
  return Object.fromEntries(Object.entries(problems).map(([file, lines]) => [file, lines.map(expand)]));
}

/** A problem line without its line:column, for expectations that are about what was found rather than where. */
export function withoutPosition(line: string): string {
  return line.replace(/^([^:\s]+):\d+:\d+: /, '$1: ');
}
