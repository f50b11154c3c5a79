/** A labelled placeholder child for the layout widgets' stories (Stack, Group): something to see spaced out. */
export const sampleBox = (label: string) => (
  <div
    key={label}
    css={{ padding: '10px 14px', borderRadius: 8, background: '#dbe6fb', color: '#1b2333', fontSize: 14 }}
  >
    {label}
  </div>
);
