// Maps the checker's JSON pointers to places in the editor text, so a lint mark sits exactly where the checker points.
import type { EditorState } from '@codemirror/state';
import { getJsonPointers } from 'codemirror-json-schema';
import type { Diagnostic } from '@codemirror/lint';
import { formatProblem, type Problem } from '../../scripts/checker/problem';

type Places = ReturnType<typeof getJsonPointers>;

/** The value at the pointer, else (a missing member) its nearest existing parent, else the first character. */
function rangeOf(places: Places, pointer: string, docLength: number): { from: number; to: number } {
  for (let at = pointer; ; at = at.slice(0, at.lastIndexOf('/'))) {
    const place = places.get(at);
    if (place) {
      // A missing member is marked on its parent's key, not across the whole parent.
      if (at === pointer && 'valueFrom' in place) return { from: place.valueFrom, to: place.valueTo };
      return { from: place.keyFrom, to: place.keyTo };
    }
    if (at === '') return { from: 0, to: Math.min(1, docLength) };
  }
}

export function problemDiagnostics(state: EditorState, problems: readonly Problem[]): Diagnostic[] {
  const places = getJsonPointers(state, 'json4');
  return problems.map((problem) => ({ ...rangeOf(places, problem.pointer, state.doc.length), severity: 'error', message: formatProblem(problem), source: 'check:pages' }));
}
