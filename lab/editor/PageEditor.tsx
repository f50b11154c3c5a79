// CodeMirror 6 fed the page schema: completion of widget types, props and actions, hover docs from the schema's
// descriptions, the type of a path in an expression on hover, and lint marks from the page checker itself (same
// words as `npm run check:pages`).
import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { EditorView, basicSetup } from 'codemirror';
import { Annotation, EditorState } from '@codemirror/state';
import { hoverTooltip } from '@codemirror/view';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { linter, lintGutter } from '@codemirror/lint';
import { jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import { checkPageText } from '../../checker/bundled';

import { pageSchemaBundle } from './bundleSchema';
import { problemDiagnostics } from './problemRanges';
import { schemaCompletion } from './schemaCompletion';
import { expressionHover } from './expressionHover';
import { schemaHoverTexts } from './schemaHoverWords';

/** The User Timing measure of each check after an edit (measure/lab-check.ts reads it by this name). */
const LAB_CHECK_MEASURE = 'lab check';

/**
 * Marks a document the lab's state put into the editor. Its change is not reported back: the echo would reach the
 * state after the state's next update (React runs the replacing effect just before it), so a lab file opened right
 * after a bundled page would get that page's text back.
 */
const fromState = Annotation.define<boolean>();

export interface PageEditorProps {
  text: string;
  /** Names the text in the problem messages (e.g. pages/loanDetail.json). */
  file: string;
  onChange(text: string): void;
}

const frame = css({
  height: '100%',
  minHeight: 0,
  border: '1px solid #d5dbe5',
  borderRadius: 8,
  overflow: 'hidden',
  background: '#fff',
  '.cm-editor': { height: '100%', fontSize: 13 },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-tooltip-hover, .cm-tooltip-lint': { maxWidth: 460, fontSize: 12.5, lineHeight: 1.45 },
  '.cm-expression-type': { padding: '4px 8px', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
});

export function PageEditor({ text, file, onChange }: PageEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ file, onChange });
  latest.current = { file, onChange };

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: [
          basicSetup,
          json(),
          EditorView.lineWrapping,
          // codemirror-json-schema's own completion reads an older JSON syntax tree and offers nothing; hover works.
          jsonLanguage.data.of({ autocomplete: schemaCompletion(pageSchemaBundle as () => Record<string, unknown>) }),
          hoverTooltip(jsonSchemaHover({ getHoverTexts: schemaHoverTexts(pageSchemaBundle) })),
          expressionHover(() => latest.current.file),
          stateExtensions(pageSchemaBundle()),
          lintGutter(),
          linter(
            (v) => {
              const started = performance.now();
              const problems = checkPageText(latest.current.file, v.state.doc.toString());
              // A User Timing entry (the browser's performance panel shows it): `npm run bench:lab-check` reads it.
              performance.measure(LAB_CHECK_MEASURE, { start: started, end: performance.now() });
              // How many the last check found, for a test to tell "checked, nothing found" from "not checked yet".
              host.current?.setAttribute('data-problems', String(problems.length));
              return problemDiagnostics(v.state, problems);
            },
            { delay: 300 },
          ),
          EditorView.contentAttributes.of({ 'aria-label': 'Page definition (JSON)' }),
          EditorView.updateListener.of((update) => {
            const typed = update.transactions.some((t) => t.docChanged && !t.annotation(fromState));
            if (typed) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    // The scroller must be reachable by keyboard (axe: scrollable-region-focusable); the text itself is the editor.
    editor.scrollDOM.tabIndex = 0;
    view.current = editor;
    return () => editor.destroy();
    // The editor is made once; later text arrives through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A page loaded from elsewhere (a route, a file, pasted text) replaces the document; typing does not loop back.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== text)
      editor.dispatch({
        changes: { from: 0, to: editor.state.doc.length, insert: text },
        annotations: fromState.of(true),
      });
  }, [text]);

  return <div ref={host} css={frame} data-testid="page-editor" />;
}
