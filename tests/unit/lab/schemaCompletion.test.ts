// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { json } from '@codemirror/lang-json';
import { CompletionContext } from '@codemirror/autocomplete';
import { ensureSyntaxTree } from '@codemirror/language';
import { pageSchemaBundle } from '../../../lab/editor/bundleSchema';
import { schemaCompletion } from '../../../lab/editor/schemaCompletion';

/** The labels offered at the `|` of the text. */
function offered(textWithCursor: string): string[] {
  const pos = textWithCursor.indexOf('|');
  const doc = textWithCursor.replace('|', '');
  const state = EditorState.create({ doc, extensions: [json()] });
  ensureSyntaxTree(state, doc.length);
  const result = schemaCompletion(pageSchemaBundle as () => Record<string, unknown>)(
    new CompletionContext(state, pos, true),
  );
  return result ? result.options.map((o) => o.displayLabel ?? o.label) : [];
}

describe('completion from the page schema', () => {
  it('offers the members of a page', () => {
    expect(offered('{ "|" }')).toEqual(expect.arrayContaining(['title', 'regions', 'onLoad', 'persist', 'dialogs']));
  });
  it('offers widget types for a node type', () => {
    expect(offered('{ "regions": [{ "name": "a", "children": [{ "type": "Sta|" }] }] }')).toEqual(
      expect.arrayContaining(['StatusBanner', 'Button', 'PhotoInfo']),
    );
  });
  it('offers the props of the widget type beside it', () => {
    expect(offered('{ "regions": [{ "name": "a", "children": [{ "type": "Button", "props": { "|" } }] }] }')).toEqual(
      expect.arrayContaining(['label', 'variant', 'hint']),
    );
  });
  it('offers action names, and the members of the action chosen', () => {
    expect(offered('{ "onLoad": [{ "do": "|" }] }')).toEqual(
      expect.arrayContaining(['call', 'geolocate', 'leave', 'navigate']),
    );
    expect(offered('{ "onLoad": [{ "do": "geolocate", "|" }] }')).toEqual(
      expect.arrayContaining(['into', 'timeoutMs', 'highAccuracy']),
    );
  });
  it('offers enum values of a prop', () => {
    expect(
      offered('{ "regions": [{ "name": "a", "children": [{ "type": "Button", "props": { "variant": "|" } }] }] }'),
    ).toEqual(expect.arrayContaining(['primary', 'outline']));
  });
  it('offers the fragments where a node, region or action may stand, and the parameters of the one used', () => {
    expect(offered('{ "regions": [{ "|" }] }')).toEqual(expect.arrayContaining(['use', 'name', 'children']));
    expect(offered('{ "regions": [{ "use": "|" }] }')).toEqual(expect.arrayContaining(['loadErrorRegion']));
    expect(offered('{ "regions": [{ "use": "loadErrorRegion", "with": { "|" } }] }')).toEqual(
      expect.arrayContaining(['call', 'title', 'retry']),
    );
    expect(offered('{ "onLoad": [{ "use": "|" }] }')).toEqual(expect.arrayContaining(['loadErrorRegion']));
  });
});
