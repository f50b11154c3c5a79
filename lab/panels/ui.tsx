// Small building blocks of the lab's own interface: a tidy internal tool, not the borrower's look.
import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { cachedStyle } from '../../renderer/public';

export const labColours = {
  ink: '#1b2333',
  muted: '#5f6b7d',
  line: '#d5dbe5',
  panel: '#ffffff',
  page: '#eef1f6',
  brand: '#1f5fd6',
  danger: '#b42318',
  ok: '#116329',
};

export const buttonCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 32,
  padding: '4px 12px',
  border: `1px solid ${labColours.line}`,
  borderRadius: 6,
  background: '#fff',
  color: labColours.ink,
  fontSize: 13,
  fontWeight: 500,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&:hover': { borderColor: labColours.brand },
  '&:focus-visible': { outline: `2px solid ${labColours.brand}`, outlineOffset: 1 },
  '&[aria-pressed="true"]': { background: labColours.brand, borderColor: labColours.brand, color: '#fff' },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
});

export const inputCss = css({
  width: '100%',
  minHeight: 30,
  padding: '4px 8px',
  border: `1px solid ${labColours.line}`,
  borderRadius: 6,
  fontSize: 13,
  color: labColours.ink,
  background: '#fff',
  '&:focus-visible': { outline: `2px solid ${labColours.brand}`, outlineOffset: 0 },
});

/** A quiet line of text in a panel (nothing yet, nothing to do). */
export const noteCss = css({ margin: 0, color: labColours.muted });

/** A text area for JSON, as tall as the text it usually holds. */
export const codeAreaCss = cachedStyle((_theme: Theme, minHeight: number) =>
  css([inputCss, css({ minHeight, fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 12 })]),
);

const sectionCss = css({ background: labColours.panel, border: `1px solid ${labColours.line}`, borderRadius: 8 });
const summaryCss = css({
  padding: '8px 12px',
  fontWeight: 600,
  fontSize: 13,
  cursor: 'pointer',
  color: labColours.ink,
});
const sectionBodyCss = css({
  padding: '4px 12px 12px',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  fontSize: 13,
});
const fieldCss = css({
  display: 'grid',
  gridTemplateColumns: '110px 1fr',
  alignItems: 'center',
  gap: 8,
  fontSize: 12.5,
  color: labColours.muted,
});

export function Section({ title, children, open = true }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details open={open} css={sectionCss}>
      <summary css={summaryCss}>{title}</summary>
      <div css={sectionBodyCss}>{children}</div>
    </details>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label css={fieldCss}>
      <span>{label}</span>
      {children}
    </label>
  );
}
