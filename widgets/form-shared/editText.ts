// The one place where typed or pasted text is checked against a field's rules, so TextField and
// TextArea behave identically. Pure, so it is tested without a DOM.

export interface TextRules {
  /** Drop every character that is not 0-9. */
  digitsOnly?: boolean;
  /** Most UTF-16 code units kept (what `.length` and the browser's own maxlength count). */
  maxLength?: number;
}

export interface TextEdit {
  /** The text to keep. */
  text: string;
  /** Where the caret belongs in `text`: just after what was kept of the insertion. */
  caret: number;
}

/** `text` cut to `length` code units, never splitting an emoji's surrogate pair. */
export function cutTo(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, Math.max(0, length));
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * Compares the text before and after an edit to find what was inserted (typing, pasting or dropping),
 * then keeps only what the rules allow: non-digits are dropped, and the insertion is cut to the room
 * left, so typing at the limit is ignored while a paste fills what space remains. Working on the
 * insertion (rather than cutting the end of the whole text) keeps a mid-text edit from eating the tail.
 */
export function applyTextEdit(previous: string, edited: string, rules: TextRules): TextEdit {
  const keep = rules.digitsOnly ? (text: string) => text.replace(/[^0-9]/g, '') : (text: string) => text;
  let prefix = 0;
  const shorter = Math.min(previous.length, edited.length);
  while (prefix < shorter && previous[prefix] === edited[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && previous[previous.length - 1 - suffix] === edited[edited.length - 1 - suffix])
    suffix++;

  const head = keep(previous.slice(0, prefix));
  const tail = keep(previous.slice(previous.length - suffix));
  const inserted = keep(edited.slice(prefix, edited.length - suffix));
  const max = rules.maxLength;
  const room = max === undefined ? inserted.length : Math.max(0, max - head.length - tail.length);
  const kept = cutTo(inserted, room);
  // A value that was already too long (set by the page, not typed) is cut as a whole.
  const text = max === undefined ? head + kept + tail : cutTo(head + kept + tail, max);
  return { text, caret: Math.min(head.length + kept.length, text.length) };
}
