// Line glyphs the shared icon set lacks, drawn with currentColor. Decorative: text beside or inside
// the control (visible or visually hidden) carries the meaning.

const STROKES = {
  plus: 'M12 5v14M5 12h14',
  close: 'M6 6l12 12M18 6 6 18',
} as const;

export type GlyphName = keyof typeof STROKES;

export function Glyph({ name, size = 20 }: { name: GlyphName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      css={{ flexShrink: 0, display: 'block' }}
    >
      <path d={STROKES[name]} />
    </svg>
  );
}
