/** Parses text into a Compiled: template scanning, then jsep and the static checks for each expression. */
import type { Compiled, ExprError } from './types';
import { checkSource } from './check';
import { makeError } from './errors';
import { scanTemplate } from './template';

export function buildCompiled(text: string): Compiled | ExprError {
  const segments = scanTemplate(text);
  if ('message' in segments) return makeError(segments.message, text, segments.index);
  const parts: Array<string | { source: string; ast: unknown }> = [];
  for (const segment of segments) {
    if (segment.kind === 'text') {
      parts.push(segment.text);
      continue;
    }
    const ast = checkSource(segment.source, segment.start);
    if ('message' in ast) return makeError(ast.message, text, ast.index);
    parts.push({ source: segment.source, ast });
  }
  const [only] = parts;
  if (parts.length === 0) return { kind: 'literal', value: '' };
  if (parts.length === 1 && typeof only === 'string') return { kind: 'literal', value: only };
  if (parts.length === 1 && typeof only !== 'string') return { kind: 'binding', source: only.source, ast: only.ast };
  return { kind: 'template', parts };
}
