// The editor reports what the operator types, never the text the lab's state put into it: an echo of that text
// reached the state after the state's next change, so a lab file opened right after a bundled page got that page's
// text back (seen in tests/e2e/lab.e2e.ts on CI).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { EditorView } from 'codemirror';
import { PageEditor } from '../../../lab/editor/PageEditor';

const FIRST = '{\n  "title": "First"\n}\n';
const OPENED = '{\n  "title": "Opened"\n}\n';

function editorOf(container: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(container.querySelector<HTMLElement>('.cm-editor')!);
  if (!view) throw new Error('no editor in the page');
  return view;
}

afterEach(cleanup);

describe('PageEditor', () => {
  it('shows a text the lab puts in without reporting it back as an edit', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<PageEditor text={FIRST} file="pages/a.json" onChange={onChange} />);
    rerender(<PageEditor text={OPENED} file="pages/a.json" onChange={onChange} />);
    expect(editorOf(container).state.doc.toString()).toBe(OPENED);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports what the operator types, with the whole new text', () => {
    const onChange = vi.fn();
    const { container } = render(<PageEditor text={FIRST} file="pages/a.json" onChange={onChange} />);
    const view = editorOf(container);
    const at = FIRST.indexOf('First');
    view.dispatch({ changes: { from: at, to: at + 'First'.length, insert: 'Typed' }, userEvent: 'input.type' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(FIRST.replace('First', 'Typed'));
  });
});
