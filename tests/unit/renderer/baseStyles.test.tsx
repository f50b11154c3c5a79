// The base styles reach the document once: from the built HTML when it carries them (for the same theme), from App
// otherwise (Storybook, tests, another theme).
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import env from '../../../env.json';
import { BaseStyles } from '../../../renderer/views/BaseStyles';
import { themeFromEnv } from '../../../renderer/theme';
import { BASE_CSS_ATTRIBUTE, baseCssDigest } from '../../../renderer/start/appShell';
import { baseStyleElement } from '../../../build/env-html';

const theme = themeFromEnv(env.theme);
const otherColours = { ...env.theme, background: '#0a7d4f' };

/** The <style> the build puts in every HTML file, as the browser would find it in <head>. */
function addShellStyle(colours = env.theme) {
  const html = `<html><head>${baseStyleElement(colours)}</head><body></body></html>`;
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const style = parsed.head.querySelector('style')!;
  document.head.append(document.importNode(style, true));
}

/** Text of the styles Emotion added as global styles. */
const emotionGlobalCss = () =>
  [...document.querySelectorAll('style[data-emotion]')]
    .filter((style) => style.getAttribute('data-emotion')!.includes('global'))
    .map((style) => style.textContent)
    .join('');

afterEach(() => {
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

describe('BaseStyles', () => {
  it('adds the base styles when the document has none (Storybook, tests, the dev tools)', () => {
    render(<BaseStyles theme={theme} />);
    expect(emotionGlobalCss()).toContain('.page-spinner');
    expect(emotionGlobalCss()).toContain('box-sizing:border-box');
  });

  it('adds nothing when the HTML already carries them: no second parse, no restyle of the whole document', () => {
    addShellStyle();
    render(<BaseStyles theme={theme} />);
    expect(document.querySelector(`style[${BASE_CSS_ATTRIBUTE}]`)!.textContent).toContain('.page-spinner');
    expect(emotionGlobalCss()).toBe('');
  });

  it("adds them when the HTML's copy was built for another theme", () => {
    addShellStyle(otherColours);
    render(<BaseStyles theme={theme} />);
    expect(emotionGlobalCss()).toContain('.page-spinner');
  });

  it('names each version of the styles by its own digest', () => {
    expect(baseCssDigest('a')).not.toBe(baseCssDigest('b'));
    expect(baseCssDigest('body { color: red; }')).toBe(baseCssDigest('body { color: red; }'));
    expect(baseCssDigest('x'.repeat(10_000))).toMatch(/^[0-9a-z]+$/);
  });
});
