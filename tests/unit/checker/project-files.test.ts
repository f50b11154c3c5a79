// @vitest-environment node
import { describe, it, expect, afterEach } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkProject, formatProblem } from '../../../checker/node/index';
import { repositoryRoot, withoutPosition } from './fixture-expectations';

const projects: string[] = [];
afterEach(() => projects.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A throw-away project made of the given files (objects are written as JSON). */
function project(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'check-pages-'));
  projects.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

const page = { title: 'T', regions: [{ name: 'r', children: [{ type: 'Text', props: { text: 'Hi' } }] }] };
const manifest = { routes: { home: { path: '/', page: 'home' } } };
const realEnv: unknown = JSON.parse(readFileSync(join(repositoryRoot, 'env.json'), 'utf8'));

describe('checkProject on project files', () => {
  it('reports a page that is not valid JSON at the document root', async () => {
    const root = project({ 'pages.json': manifest, 'pages/home.json': '{ "title": "T", }' });
    const [problem, ...rest] = await checkProject({ root });
    expect(rest).toEqual([]);
    // The trailing comma is at line 1, column 16: the error is placed there, with the text around it and a hint.
    expect(problem).toMatchObject({
      file: 'pages/home.json',
      pointer: '',
      line: 1,
      column: 17,
      code: 'json-syntax',
      expected: 'valid JSON',
      hint: expect.stringMatching(/trailing comma/),
    });
    expect(problem.found).toBe(`unexpected '}' at: { "title": "T", ⟨here⟩}`);
  });

  it('reports a missing pages.json', async () => {
    const root = project({ 'pages/home.json': page });
    const lines = (await checkProject({ root })).map(formatProblem).map(withoutPosition);
    expect(lines).toContain('pages.json: no-file: /: expected a JSON file, found no file');
  });

  it('checks env.json against its schema', async () => {
    const env = { ...(realEnv as Record<string, unknown>), marketFlag: 'yes' };
    const root = project({ 'pages.json': manifest, 'pages/home.json': page, 'env.json': env });
    expect((await checkProject({ root })).map(formatProblem).map(withoutPosition)).toEqual([
      'env.json: schema: /marketFlag: expected true or false, found "yes"',
    ]);
  });

  it('requires the same endpoint ids in the catalogue and its request/response schemas', async () => {
    const endpoint = { method: 'GET', path: '/v1/a', encoding: 'query', successCodes: [0], timeoutMs: 1000 };
    const schemas = { request: { type: 'object' }, response: {} };
    const root = project({
      'pages.json': manifest,
      'pages/home.json': { ...page, onLoad: [{ do: 'call', endpoint: 'onlyInCatalogue' }] },
      'api/endpoints.json': { endpoints: { onlyInCatalogue: endpoint } },
      'api/endpoint-schemas.json': { onlyInSchemas: schemas },
    });
    expect((await checkProject({ root })).map(formatProblem).map(withoutPosition)).toEqual([
      'api/endpoint-schemas.json: endpoint-schemas-missing: /onlyInCatalogue: expected the request and response schemas of endpoint "onlyInCatalogue" of api/endpoints.json, found nothing',
      'api/endpoint-schemas.json: endpoint-schemas-extra: /onlyInSchemas: expected an endpoint id of api/endpoints.json, found "onlyInSchemas"',
    ]);
  });

  it("checks a call against the project's own catalogue when it has one", async () => {
    const endpoint = { method: 'GET', path: '/v1/a', encoding: 'query', successCodes: [0], timeoutMs: 1000 };
    const root = project({
      'pages.json': manifest,
      'pages/home.json': { ...page, onLoad: [{ do: 'call', endpoint: 'loanDetails' }] },
      'api/endpoints.json': { endpoints: { other: endpoint } },
      'api/endpoint-schemas.json': { other: { request: { type: 'object' }, response: {} } },
    });
    expect((await checkProject({ root })).map(formatProblem).map(withoutPosition)).toEqual([
      'pages/home.json: unknown-endpoint: /onLoad/0/endpoint: expected an endpoint id of api/endpoints.json, found "loanDetails"',
    ]);
  });

  it('refuses a file it does not know how to check', async () => {
    const root = project({ 'pages.json': manifest, 'notes.json': {} });
    expect((await checkProject({ root, files: ['notes.json'] })).map(formatProblem).map(withoutPosition)).toEqual([
      'notes.json: not-checkable: /: expected pages.json, env.json, api/endpoints.json, api/endpoint-schemas.json, a page under pages/, a fragment under pages/fragments/ or a catalogue under messages/, found another file',
    ]);
  });

  it('does not ask for a route to the page the renderer shows for unknown paths', async () => {
    const root = project({ 'pages.json': manifest, 'pages/home.json': page, 'pages/notFound.json': page });
    expect(await checkProject({ root })).toEqual([]);
  });
});
