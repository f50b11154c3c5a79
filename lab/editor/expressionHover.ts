// Hovering a path inside an expression shows its type as the page checker reads it (`data.loan.isDelay: "0" | "1"`),
// beside the schema's hover docs: from the response schema of the call, the route, env, the scope schema and the
// page's own writes (checker/expr/hover.ts), so what the editor shows is what check:pages judges with.
import type { EditorState } from '@codemirror/state';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import { hoverTooltip, type Tooltip } from '@codemirror/view';
import { expressionTypeIn } from '../../checker/bundled';
import { childPointer } from '../../checker/read/json-pointer';
import { pathTo } from './schemaCompletion';

const ESCAPE_LENGTH: Record<string, number> = { u: 6 };

/** For a JSON string literal as written (quotes included): where each character of its value starts in the literal. */
export function valueOffsets(literal: string): number[] {
  const starts: number[] = [];
  for (let i = 1; i < literal.length - 1;) {
    starts.push(i);
    i += literal[i] === '\\' ? (ESCAPE_LENGTH[literal[i + 1]] ?? 2) : 1;
  }
  starts.push(literal.length - 1); // the end of the value is the closing quote
  return starts;
}

export interface ExpressionHover {
  from: number;
  to: number;
  text: string;
}

/** The type of the expression path under `pos`, with the document range it covers; null elsewhere. */
export function expressionHoverAt(state: EditorState, pos: number, file: string): ExpressionHover | null {
  const tree = ensureSyntaxTree(state, pos, 200) ?? syntaxTree(state);
  const node = tree.resolveInner(pos, 1);
  if (node.name !== 'String') return null;
  const literal = state.doc.sliceString(node.from, node.to);
  if (!literal.includes('{{')) return null;
  const pointer = pathTo(state, node).reduce((at, step) => childPointer(at, step.key), '');
  const starts = valueOffsets(literal);
  // The character of the value under the pointer: the last one starting at or before it (none on the quotes).
  const offset = starts.findLastIndex((start) => start <= pos - node.from);
  if (offset < 0 || offset >= starts.length - 1) return null;
  const found = expressionTypeIn(file, state.doc.toString(), pointer, offset);
  if (!found) return null;
  return {
    from: node.from + starts[found.from],
    to: node.from + starts[Math.min(found.to, starts.length - 1)],
    text: `${found.path}: ${found.type}`,
  };
}

/** The editor extension: a tooltip with the path's type. */
export function expressionHover(file: () => string) {
  return hoverTooltip((view, pos): Tooltip | null => {
    const hit = expressionHoverAt(view.state, pos, file());
    if (!hit) return null;
    return {
      pos: hit.from,
      end: hit.to,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'cm-expression-type';
        dom.textContent = hit.text;
        return { dom };
      },
    };
  });
}
