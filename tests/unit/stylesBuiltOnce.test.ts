// @vitest-environment node
// Styles prepared once per widget type, not per render, checked on the real source tree: Emotion
// serializes and hashes every style object or css() call it meets while rendering, so a widget that builds its style in
// its body pays that on each render of each instance (a row of a 200-row list, a countdown's tick). A style is built at
// module scope or inside the function handed to cachedStyle (renderer/cachedStyle.ts), never in a component. The page
// lab is held to the same rule: it renders the same widgets beside panels that re-render on every keystroke in the
// editor and every request the preview makes.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function shippedSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return shippedSources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The function a node sits in, or undefined at module scope. */
function enclosingFunction(node: ts.Node): ts.FunctionLikeDeclaration | undefined {
  for (let at = node.parent; at; at = at.parent) if (ts.isFunctionLike(at)) return at as ts.FunctionLikeDeclaration;
  return undefined;
}

/** Whether a function is the style maker handed to cachedStyle(...), directly or nested inside one. */
function insideCachedStyle(fn: ts.Node): boolean {
  for (let at: ts.Node | undefined = fn; at; at = at.parent) {
    const call = at.parent;
    if (
      call &&
      ts.isCallExpression(call) &&
      ts.isIdentifier(call.expression) &&
      call.expression.text === 'cachedStyle' &&
      call.arguments.includes(at as ts.Expression)
    )
      return true;
  }
  return false;
}

interface Offence {
  file: string;
  line: number;
  what: string;
}

function offencesIn(file: string): Offence[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Offence[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push({
      file: relative(root, file),
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      what,
    });
  // Any function other than a cachedStyle maker may run on each render: a component, or a helper one calls.
  const builtPerRender = (node: ts.Node) => {
    const fn = enclosingFunction(node);
    return fn !== undefined && !insideCachedStyle(fn);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'css' &&
      builtPerRender(node)
    )
      report(node, 'css() outside module scope and cachedStyle');
    if (
      ts.isJsxAttribute(node) &&
      node.name.getText() === 'css' &&
      node.initializer &&
      ts.isJsxExpression(node.initializer) &&
      node.initializer.expression
    ) {
      const value = node.initializer.expression;
      const literals = ts.isArrayLiteralExpression(value) ? value.elements : [value];
      if (literals.some((element) => ts.isObjectLiteralExpression(element)))
        report(node, 'a style object literal in a css prop');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('styles are built once per widget type', () => {
  it('no widget, renderer or lab code builds a style while it renders', () => {
    const files = ['widgets', 'renderer', 'lab'].flatMap((dir) => shippedSources(join(root, dir)));
    const offences = files.flatMap(offencesIn).map((o) => `${o.file}:${o.line} ${o.what}`);
    expect(offences).toEqual([]);
  });

  it('the check catches a component that builds its style per render, and passes one that does not', () => {
    const fixture = (body: string) => {
      const path = join(root, 'node_modules', '.cache', `styles-fixture-${Math.random().toString(36).slice(2)}.tsx`);
      ts.sys.writeFile(path, `import { css } from '@emotion/react';\n${body}`);
      return offencesIn(path).map((o) => o.what);
    };
    expect(fixture(`export function Row() { return <p css={css({ margin: 0 })} />; }`)).toEqual([
      'css() outside module scope and cachedStyle',
    ]);
    expect(fixture(`export function Row() { return <p css={{ margin: 0 }} />; }`)).toEqual([
      'a style object literal in a css prop',
    ]);
    expect(
      fixture(`const helper = (gap: number) => css({ gap });\nexport function Row() { return <p css={helper(4)} />; }`),
    ).toEqual(['css() outside module scope and cachedStyle']);
    expect(
      fixture(
        `const row = css({ margin: 0 });\nconst tone = cachedStyle((theme: unknown, on: boolean) => css({ color: on ? 'red' : 'blue' }));\nexport function Row() { return <p css={[row, tone({}, true)]} />; }`,
      ),
    ).toEqual([]);
  });
});
