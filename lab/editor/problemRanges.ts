// Maps the checker's problems to places in the editor text, so a lint mark sits exactly where the checker points: at
// the value its JSON pointer names (through the JSON syntax tree), or, where the checker placed the problem inside it
// (the token of an expression, a key written twice, a syntax error), at that token.
import type { EditorState } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { ensureSyntaxTree } from '@codemirror/language';
import type { Action, Diagnostic } from '@codemirror/lint';
import type { SyntaxNode } from '@lezer/common';
import { formatProblem, type Problem } from '../../checker/problem';
import { pointerSegments } from '../../checker/read/json-pointer';

const VALUE_NODES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

const children = (node: SyntaxNode): SyntaxNode[] => {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) out.push(child);
  return out;
};

function propertyName(state: EditorState, node: SyntaxNode): string | null {
  try {
    return JSON.parse(state.doc.sliceString(node.from, node.to)) as string;
  } catch {
    return null;
  }
}

/** The member one step down: a property's value (and its name), or an array's item. */
function step(
  state: EditorState,
  node: SyntaxNode,
  segment: string,
): { value: SyntaxNode | null; key: SyntaxNode } | null {
  if (node.name === 'Object') {
    for (const property of children(node).filter((c) => c.name === 'Property')) {
      const parts = children(property);
      const key = parts.find((c) => c.name === 'PropertyName');
      if (key && propertyName(state, key) === segment)
        return { key, value: parts.find((c) => VALUE_NODES.has(c.name)) ?? null };
    }
  } else if (node.name === 'Array' && /^\d+$/.test(segment)) {
    const item = children(node).filter((c) => VALUE_NODES.has(c.name))[Number(segment)];
    if (item) return { key: item, value: item };
  }
  return null;
}

/** The value at the pointer; a missing member is marked on the nearest existing member's name (or its opening). */
function rangeOf(state: EditorState, pointer: string): { from: number; to: number } {
  const tree = ensureSyntaxTree(state, state.doc.length, 500);
  const first = (tree ? children(tree.topNode) : []).find((c) => VALUE_NODES.has(c.name));
  const start = { from: 0, to: Math.min(1, state.doc.length) };
  if (!first) return start;
  let node: SyntaxNode = first;
  let mark = pointer === '' ? start : { from: first.from, to: first.from + 1 };
  for (const segment of pointerSegments(pointer)) {
    const next = step(state, node, segment);
    if (!next) return mark;
    // An array item has no name: a missing member inside it is marked on its opening bracket, not all of it.
    const container = next.key === next.value && (next.key.name === 'Object' || next.key.name === 'Array');
    mark = container ? { from: next.key.from, to: next.key.from + 1 } : { from: next.key.from, to: next.key.to };
    if (!next.value) return mark;
    node = next.value;
  }
  return pointer === '' ? start : { from: node.from, to: node.to };
}

/**
 * The offset of the problem's line and column, when the checker placed it in this text (a problem it could not
 * place is at 1:1, where only a problem about the whole file belongs).
 */
function offsetOf(state: EditorState, { line, column, pointer }: Problem): number | null {
  if (line < 1 || line > state.doc.lines || (line === 1 && column === 1 && pointer !== '')) return null;
  const at = state.doc.line(line);
  return Math.min(at.from + column - 1, at.to);
}

/** The token starting at an offset: a quoted string, a name or number, or else the one character. */
function tokenAt(state: EditorState, from: number): { from: number; to: number } {
  const rest = state.doc.sliceString(from, Math.min(state.doc.length, from + 200));
  const token = /^"(?:[^"\\\n]|\\.)*"?|^[\w$]+/.exec(rest)?.[0];
  return { from, to: Math.min(state.doc.length, from + Math.max(1, token?.length ?? 1)) };
}

/**
 * The problem's one-click fix as the mark's action: its edits in one transaction (one undo step). The edits are
 * offsets of the text that was checked: once the text has changed they no longer apply, and the next check, which
 * the change starts, offers the fix again where it still holds.
 */
function actionsOf(state: EditorState, { fix }: Problem): { actions?: Action[] } {
  if (!fix) return {};
  const checked = state.doc;
  const apply = (view: EditorView) => {
    if (view.state.doc !== checked) return;
    view.dispatch({ changes: [...fix.edits].sort((a, b) => a.from - b.from), userEvent: 'input.fix' });
  };
  return { actions: [{ name: fix.label, apply }] };
}

export function problemDiagnostics(state: EditorState, problems: readonly Problem[]): Diagnostic[] {
  return problems.map((problem) => {
    const value = rangeOf(state, problem.pointer);
    const at = offsetOf(state, problem);
    return {
      ...(at !== null && at !== value.from ? tokenAt(state, at) : value),
      severity: problem.severity,
      message: formatProblem(problem),
      source: 'check:pages',
      ...actionsOf(state, problem),
    };
  });
}
