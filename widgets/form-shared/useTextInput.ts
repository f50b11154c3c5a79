import type { ChangeEvent } from 'react';
import { asText } from '../shared/values';
import { applyTextEdit, type TextRules } from './editText';
import { useBinding } from './useBinding';

/** A controlled text input or textarea whose every change goes through the field's rules. */
export function useTextInput(value: unknown, setValue: ((next: unknown) => void) | undefined, rules: TextRules) {
  const [bound, write] = useBinding(value, setValue);
  const text = asText(bound);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const control = event.currentTarget;
    const edit = applyTextEdit(text, control.value, rules);
    if (edit.text !== control.value) {
      // Writing the kept text into the control ourselves leaves the caret where the person was typing;
      // React's own correction of a controlled value would jump it to the end.
      control.value = edit.text;
      control.setSelectionRange(edit.caret, edit.caret);
    }
    // An edit that changes nothing (a dropped letter, typing at the limit) must not fire `change`.
    if (edit.text !== text) write(edit.text);
  };
  return { text, onChange };
}
