// The fewest characters a regular expression can match: a pattern `^[0-9]{10,16}$` needs 10, so a maxLength of 8 on the
// same value lets no value pass both. Read from the pattern's own text (classes, escapes, groups, alternatives and
// counts); a construct it does not know (a back-reference, a named group) gives undefined and nothing is judged.
const ZERO_WIDTH_ESCAPES = new Set(['b', 'B']);

class Reader {
  at = 0;
  constructor(private readonly text: string) {}

  /** Alternatives up to a `)` or the end: the shortest of them. */
  alternatives(): number | undefined {
    let best: number | undefined = this.sequence();
    while (this.text[this.at] === '|') {
      this.at += 1;
      const next = this.sequence();
      best = best === undefined || next === undefined ? undefined : Math.min(best, next);
    }
    return best;
  }

  private sequence(): number | undefined {
    let total = 0;
    while (this.at < this.text.length && this.text[this.at] !== '|' && this.text[this.at] !== ')') {
      const atom = this.atom();
      if (atom === undefined) return undefined;
      const times = this.count();
      if (times === undefined) return undefined;
      total += atom * times;
    }
    return total;
  }

  /** One atom's shortest match. */
  private atom(): number | undefined {
    const char = this.text[this.at];
    this.at += 1;
    if (char === '^' || char === '$') return 0;
    if (char === '\\') {
      const escaped = this.text[this.at];
      this.at += 1;
      if (escaped === undefined || /[1-9k]/.test(escaped)) return undefined;
      if (escaped === 'u' || escaped === 'x') this.at += escaped === 'u' ? 4 : 2;
      return ZERO_WIDTH_ESCAPES.has(escaped) ? 0 : 1;
    }
    if (char === '[') {
      for (; this.at < this.text.length && this.text[this.at] !== ']'; this.at += 1)
        if (this.text[this.at] === '\\') this.at += 1;
      this.at += 1;
      return 1;
    }
    if (char === '(') {
      const lookaround = /^\?<?[=!]/.exec(this.text.slice(this.at));
      if (this.text.startsWith('?<', this.at) && !lookaround) return undefined; // a named group
      if (lookaround) this.at += lookaround[0].length;
      else if (this.text.startsWith('?:', this.at)) this.at += 2;
      const inner = this.alternatives();
      if (this.text[this.at] !== ')') return undefined;
      this.at += 1;
      return lookaround ? 0 : inner;
    }
    return 1;
  }

  /** The fewest times a count lets its atom repeat (`*`, `?`: none; `+`: once; `{n,m}`: n); 1 without one. */
  private count(): number {
    const char = this.text[this.at];
    let times: number;
    if (char === '*' || char === '?' || char === '+') {
      this.at += 1;
      times = char === '+' ? 1 : 0;
    } else if (char === '{') {
      const braces = /^\{(\d+)(,\d*)?\}/.exec(this.text.slice(this.at));
      if (!braces) return 1; // a brace that forms no count is a letter (pattern-brace says so)
      this.at += braces[0].length;
      times = Number(braces[1]);
    } else return 1;
    if (this.text[this.at] === '?') this.at += 1; // lazy: the same fewest
    return times;
  }
}

/** The fewest characters a value must have to match `pattern` (found anywhere in it), or undefined when not known. */
export function shortestMatch(pattern: string): number | undefined {
  const reader = new Reader(pattern);
  const length = reader.alternatives();
  return reader.at === pattern.length ? length : undefined;
}
