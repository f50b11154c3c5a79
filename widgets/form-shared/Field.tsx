import type { ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { cachedStyle, type NodeAttributes } from '../../renderer/public';

export interface FieldIds {
  control: string;
  label: string;
  hint: string;
  error: string;
  extra: string;
}

/** Element ids for a field's parts, derived from one `useId()` value. */
export function fieldIds(base: string): FieldIds {
  return {
    control: `${base}-control`,
    label: `${base}-label`,
    hint: `${base}-hint`,
    error: `${base}-error`,
    extra: `${base}-extra`,
  };
}

/** An aria-describedby value from the parts that are shown, or undefined when none is. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const shown = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return shown.length > 0 ? shown.join(' ') : undefined;
}

interface FieldProps {
  ids: FieldIds;
  label: string;
  /** `label` ties the text to an input; `span` is for a control that names itself with aria-labelledby. */
  labelAs?: 'label' | 'span';
  hint?: string;
  error?: string;
  /** Shown at the right under the control (a character counter). */
  extra?: ReactNode;
  children: ReactNode;
  /** The node's attributes (its id as data-testid) for the field's outermost element. */
  attributes?: NodeAttributes;
}

// Made once per theme, not on each keystroke of the field inside.
const fieldStyle = cachedStyle(() => css({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 }));
const labelStyle = cachedStyle((theme: Theme) =>
  css({ fontSize: 14, fontWeight: 500, lineHeight: 1.4, color: theme.colors.text }),
);
const notesRowStyle = cachedStyle(() => css({ display: 'flex', alignItems: 'flex-start', gap: 12 }));
const notesStyle = cachedStyle(() => css({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }));
const noteStyle = cachedStyle((theme: Theme, tone: 'danger' | 'muted') =>
  css({ margin: 0, fontSize: theme.font.small, lineHeight: 1.4, color: theme.colors[tone] }),
);

/** Label above, control, then error, hint and extra below: the one layout every form field shares. */
export function Field({ ids, label, labelAs = 'label', hint, error, extra, children, attributes }: FieldProps) {
  const theme = useTheme();
  const notes = [error && note(theme, ids.error, 'danger', error), hint && note(theme, ids.hint, 'muted', hint)].filter(
    Boolean,
  );
  return (
    <div {...attributes} css={fieldStyle(theme)}>
      {labelAs === 'label' ? (
        <label id={ids.label} htmlFor={ids.control} css={labelStyle(theme)}>
          {label}
        </label>
      ) : (
        <span id={ids.label} css={labelStyle(theme)}>
          {label}
        </span>
      )}
      {children}
      {extra ? (
        <div css={notesRowStyle(theme)}>
          <div css={notesStyle(theme)}>{notes}</div>
          {extra}
        </div>
      ) : notes.length > 1 ? (
        <div css={notesStyle(theme)}>{notes}</div>
      ) : (
        // One note sits in the field's own column, where a box around it would change nothing: on a 100-field form
        // that is a hundred elements (and their styles' renders) fewer.
        notes
      )}
    </div>
  );
}

/** An error or a hint line, keyed by its kind (the two are siblings in one list). */
function note(theme: Theme, id: string, tone: 'danger' | 'muted', text: string) {
  return (
    <p key={tone} id={id} css={noteStyle(theme, tone)}>
      {text}
    </p>
  );
}
