import axe from 'axe-core';

// jsdom has no layout or rendering, so rules that need computed pixels cannot judge anything here and
// would fail or pass at random. They are checked in a real browser (Storybook's a11y addon, e2e axe).
const NEEDS_A_REAL_BROWSER = {
  'color-contrast': { enabled: false }, // needs painted colours behind text
  'color-contrast-enhanced': { enabled: false },
  'target-size': { enabled: false }, // needs layout boxes
};

/** axe violations inside `container`, summarised as "rule: message (n nodes)". */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: NEEDS_A_REAL_BROWSER, resultTypes: ['violations'] });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.length} nodes: ${v.nodes.map((n) => n.html).join(' | ')})`,
  );
}
