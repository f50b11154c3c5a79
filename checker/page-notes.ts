// A page's `notes` justify warnings the authors accept: a note names the warning's code and pointer and
// says why. A justified warning is not reported; a note that matches no warning is, so notes cannot rot.
import { childPointer, isPlainObject } from './json-pointer';
import type { Finding } from './problem';
import { WARNING_CODES } from './codes';

interface Note { code: string; pointer: string; index: number }

function notesOf(page: unknown): Note[] {
  const notes = isPlainObject(page) && Array.isArray(page.notes) ? page.notes : [];
  return notes.flatMap((note, index) =>
    isPlainObject(note) && typeof note.code === 'string' && typeof note.pointer === 'string' ? [{ code: note.code, pointer: note.pointer, index }] : []);
}

export function applyNotes(page: unknown, findings: Finding[]): Finding[] {
  const notes = notesOf(page);
  if (!notes.length) return findings;
  const isWarning = (finding: Finding) => finding.code !== undefined && WARNING_CODES.has(finding.code);
  const justified = (finding: Finding) => isWarning(finding) && notes.some((note) => note.code === finding.code && note.pointer === finding.pointer);
  const stale = notes.filter((note) => !findings.some((finding) => isWarning(finding) && finding.code === note.code && finding.pointer === note.pointer));
  return [
    ...findings.filter((finding) => !justified(finding)),
    ...stale.map((note): Finding => ({
      code: 'note-unused', pointer: childPointer('/notes', note.index),
      expected: `a note about a warning the checker reports (${[...WARNING_CODES].join(', ')})`,
      found: `a note for ${note.code} at ${note.pointer || '/'}, where there is no such warning`,
    })),
  ];
}
