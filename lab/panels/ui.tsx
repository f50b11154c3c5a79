// Small building blocks of the lab's own interface: a tidy internal tool, not the borrower's look.
import type { ReactNode } from 'react';
import { css } from '@emotion/react';

export const labColours = { ink: '#1b2333', muted: '#5f6b7d', line: '#d5dbe5', panel: '#ffffff', page: '#eef1f6', brand: '#1f5fd6', danger: '#b42318', ok: '#116329' };

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

export function Section({ title, children, open = true }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details open={open} css={css({ background: labColours.panel, border: `1px solid ${labColours.line}`, borderRadius: 8 })}>
      <summary css={css({ padding: '8px 12px', fontWeight: 600, fontSize: 13, cursor: 'pointer', color: labColours.ink })}>{title}</summary>
      <div css={css({ padding: '4px 12px 12px', display: 'flex', flexDirection: 'column', gap: 8, fontSize: 13 })}>{children}</div>
    </details>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label css={css({ display: 'grid', gridTemplateColumns: '110px 1fr', alignItems: 'center', gap: 8, fontSize: 12.5, color: labColours.muted })}>
      <span>{label}</span>
      {children}
    </label>
  );
}
