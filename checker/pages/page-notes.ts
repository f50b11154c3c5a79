// A page's `notes` justify warnings the authors accept: a note names the warning's code and where it is and says
// why. A justified warning is not reported; a note that matches no warning is, so notes cannot rot. A note inside a
// widget names the node by its `id` and the place within it (`at`, a pointer relative to the node), so inserting a
// node above it does not break it; a note elsewhere (a chain) gives the pointer itself.
import { childPointer, isPlainObject } from '../read/json-pointer';
import type { NodeSite } from './page-sites';
import type { Finding } from '../problem';
import { WARNING_CODES } from '../codes';

interface Note {
  code: string;
  pointer: string | undefined;
  where: string;
  index: number;
}

function notesOf(page: unknown, nodes: readonly NodeSite[]): Note[] {
  const notes = isPlainObject(page) && Array.isArray(page.notes) ? page.notes : [];
  const pointerOfId = (id: string) => nodes.find((site) => site.node.id === id)?.pointer;
  return notes.flatMap((note, index) => {
    if (!isPlainObject(note) || typeof note.code !== 'string') return [];
    if (typeof note.node === 'string') {
      const at = typeof note.at === 'string' ? note.at : '';
      const base = pointerOfId(note.node);
      return [
        {
          code: note.code,
          pointer: base === undefined ? undefined : `${base}${at}`,
          where: `node "${note.node}"${at ? ` at ${at}` : ''}`,
          index,
        },
      ];
    }
    return typeof note.pointer === 'string'
      ? [{ code: note.code, pointer: note.pointer, where: note.pointer || '/', index }]
      : [];
  });
}

export function applyNotes(page: unknown, findings: Finding[], nodes: readonly NodeSite[]): Finding[] {
  const notes = notesOf(page, nodes);
  if (!notes.length) return findings;
  const isWarning = (finding: Finding) => finding.code !== undefined && WARNING_CODES.has(finding.code);
  const matches = (note: Note, finding: Finding) =>
    isWarning(finding) && note.code === finding.code && note.pointer === finding.pointer;
  const stale = notes.filter((note) => !findings.some((finding) => matches(note, finding)));
  return [
    ...findings.filter((finding) => !notes.some((note) => matches(note, finding))),
    ...stale.map((note): Finding => ({
      code: 'note-unused',
      pointer: childPointer('/notes', note.index),
      expected: `a note about a warning the checker reports (${[...WARNING_CODES].join(', ')})`,
      found:
        note.pointer === undefined
          ? `a note for ${note.code} at ${note.where}, but no node of the page has that id`
          : `a note for ${note.code} at ${note.where}, where there is no such warning`,
    })),
  ];
}
