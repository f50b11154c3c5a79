// Rules on one value that no borrower can pass together, and patterns that mean other than they read. A minLength
// above the maxLength of the same value, or a maxLength below what its pattern needs, leaves the form stuck on its
// error for ever; a `{` that opens no quantifier
// (`^[0-9]{10,16$`) is read by the run time (renderer/core/validation.ts, no flags) as literal text, so the
// pattern asks for a brace no one types.
import { childPointer, isPlainObject } from '../read/json-pointer';
import type { Finding } from '../problem';
import { shortestMatch } from './pattern-length';

type Rule = Record<string, unknown>;
type Placed = { rule: Rule; pointer: string };

/** The offset of the first `{` outside a class that is not escaped and forms no `{n}`, `{n,}` or `{n,m}`. */
export function strayBrace(pattern: string): number | undefined {
  let inClass = false;
  for (let at = 0; at < pattern.length; at++) {
    const char = pattern[at];
    if (char === '\\') at++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '{' && !/^\{\d+(,\d*)?\}/.test(pattern.slice(at))) return at;
  }
  return undefined;
}

function braceFinding({ rule, pointer }: Placed): Finding[] {
  if (rule.rule !== 'pattern' || typeof rule.pattern !== 'string') return [];
  const at = strayBrace(rule.pattern);
  if (at === undefined) return [];
  return [
    {
      code: 'pattern-brace',
      pointer: childPointer(pointer, 'pattern'),
      exprOffset: at,
      expected: 'a { that closes a count such as {10,16} (a brace meant as text is written \\\\{)',
      found: `a { that is never closed in ${JSON.stringify(rule.pattern)}, so it is read as the letter {`,
      hint: 'close the count with } (e.g. {10,16})',
    },
  ];
}

/** minLength above maxLength on the same value (the same `value` text) of one group. */
function lengthFindings(placed: readonly Placed[]): Finding[] {
  const valueOf = ({ rule }: Placed) => JSON.stringify(rule.value);
  const limitOf = ({ rule }: Placed) => (typeof rule.limit === 'number' ? rule.limit : undefined);
  return placed.flatMap((min): Finding[] => {
    const low = limitOf(min);
    if (min.rule.rule !== 'minLength' || low === undefined) return [];
    const max = placed.find(
      (other) => other.rule.rule === 'maxLength' && valueOf(other) === valueOf(min) && (limitOf(other) ?? low) < low,
    );
    if (!max) return [];
    return [
      {
        code: 'rule-limits',
        pointer: childPointer(min.pointer, 'limit'),
        expected: `a minLength no greater than the maxLength ${limitOf(max)} of the same value (at ${max.pointer})`,
        found: `minLength ${low}: no value can be both at least ${low} and at most ${limitOf(max)} long`,
        hint: `lower the minLength to ${limitOf(max)} or less, or raise the maxLength`,
      },
    ];
  });
}

/** A maxLength below the fewest characters a pattern on the same value matches (`{10,16}` under maxLength 8). */
function patternLengthFindings(placed: readonly Placed[]): Finding[] {
  return placed.flatMap((max): Finding[] => {
    const limit = max.rule.limit;
    if (max.rule.rule !== 'maxLength' || typeof limit !== 'number') return [];
    const value = JSON.stringify(max.rule.value);
    const needs = placed.flatMap(({ rule, pointer }) => {
      const shortest =
        rule.rule === 'pattern' && typeof rule.pattern === 'string' && JSON.stringify(rule.value) === value
          ? shortestMatch(rule.pattern)
          : undefined;
      return shortest !== undefined && shortest > limit ? [{ rule, pointer, shortest }] : [];
    });
    if (!needs.length) return [];
    const [{ rule, pointer, shortest }] = needs;
    return [
      {
        code: 'rule-limits',
        pointer: childPointer(max.pointer, 'limit'),
        expected: `a maxLength of at least ${shortest}, the fewest characters the pattern ${JSON.stringify(rule.pattern)} of the same value matches (at ${pointer})`,
        found: `maxLength ${limit}: no value can match the pattern, which needs at least ${shortest} characters, and be at most ${limit} long`,
        hint: `raise the maxLength to ${shortest} or more, or correct the pattern's count`,
      },
    ];
  });
}

export function checkRuleLimits(page: unknown): Finding[] {
  const groups = isPlainObject(page) && isPlainObject(page.validations) ? page.validations : {};
  return Object.entries(groups).flatMap(([group, rules]) => {
    const placed = (Array.isArray(rules) ? rules : []).flatMap((rule, index): Placed[] =>
      isPlainObject(rule) ? [{ rule, pointer: childPointer(childPointer('/validations', group), String(index)) }] : [],
    );
    return [...lengthFindings(placed), ...patternLengthFindings(placed), ...placed.flatMap(braceFinding)];
  });
}
