// The page lab in Chromium at 1280x800 against the production build (lab turned on for the tests) and the sandbox,
// under the production CSP: load, edit, lint in the checker's words, live preview, scenarios, files, the URL.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkText } from '../../checker/node/index';
import { formatProblem } from '../../checker/problem';
import { baseUrl, sandbox, screenshot, setUpPhone } from './support/browser';

const phone = setUpPhone();
const LOAN_DETAIL = 'pages/loanDetail.json';

async function openLab(path = '/testPreview/lab') {
  const page = phone.page();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${baseUrl()}${path}`);
  await page.getByTestId('page-editor').locator('.cm-content').waitFor();
  return page;
}

const preview = (page: Page) => page.getByRole('group', { name: 'Preview' });

/**
 * Selects the `nth` match of `text` with the editor's own search (the editor draws only the lines in view, so a far
 * line is not in the page until found) and types `replacement` over it.
 */
async function replaceInEditor(page: Page, text: string, replacement: string, nth = 1) {
  await page.getByTestId('page-editor').locator('.cm-content').click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Control+f');
  const field = page.getByTestId('page-editor').locator('input[name="search"]');
  await field.pressSequentially(text); // the search panel reads its query on keyup, which fill() does not send
  for (let i = 0; i < nth; i++) await field.press('Enter');
  await field.press('Escape');
  await page.keyboard.insertText(replacement);
}

const replaceNth = (source: string, text: string, replacement: string, nth: number) =>
  source.split(text).reduce((out, part, i) => (i === 0 ? part : `${out}${i === nth ? replacement : text}${part}`), '');

/** What `npm run check:pages` says about a page text. */
function checkerSays(text: string): string[] {
  return checkText(LOAN_DETAIL, text).map(formatProblem);
}

// The label's words come from the catalogue; a tester overrides them with literal text.
const BORROW_AGAIN_LABEL = '{ "$t": "loanDetail.borrowAgain" }';

/**
 * The e2e project's 30 s per test fits a screen's flow; a lab test waits in turn for the editor (CodeMirror's chunk),
 * the checker's verdict on the whole file after each edit (the lab lints after a pause in typing, then runs every
 * rule) and the preview's render, each bounded by Playwright's own 30 s per wait. The file's six took 27 s alone;
 * with a CPU-bound neighbour on one of two cores one took 34.7 s. 90 s is that wait chain's room on a busy machine,
 * while a hang still ends at the first wait that does not finish (30 s) and names it.
 */
const LAB_TEST_LIMIT = 90_000;

describe('Page lab (end to end)', { timeout: LAB_TEST_LIMIT }, () => {
  it('loads Order Details; a changed button label shows in the preview', async () => {
    const page = await openLab();
    expect(await page.getByTestId('preview-marker').textContent()).toBe('Preview');
    await page.getByRole('combobox', { name: 'Bundled page' }).selectOption('loanDetail');
    await page.getByRole('button', { name: 'Load page' }).click();
    await preview(page).getByRole('button', { name: 'Borrow Again' }).waitFor();
    await replaceInEditor(page, BORROW_AGAIN_LABEL, '"Borrow Once More"');
    await preview(page).getByRole('button', { name: 'Borrow Once More' }).waitFor();
    await screenshot(page, 'lab');
  });

  it('a misspelt widget type is marked at its place in the checker words; the preview keeps the last good render', async () => {
    const page = await openLab();
    await preview(page).getByRole('button', { name: 'Borrow Again' }).waitFor();
    // The Button whose label is "Borrow Again" is the fourth Button of the file: misspell its type.
    await replaceInEditor(page, '"Button"', '"Buton"', 4);
    const mark = page.locator('.cm-lintRange-error', { hasText: '"Buton"' });
    await mark.waitFor();
    await mark.hover();
    const tooltip = page.locator('.cm-tooltip-lint');
    await tooltip.waitFor();
    const mutated = replaceNth(readFileSync(LOAN_DETAIL, 'utf8'), '"Button"', '"Buton"', 4);
    const expected = checkerSays(mutated);
    expect(expected.length).toBeGreaterThan(0);
    for (const message of expected) expect(await tooltip.textContent()).toContain(message);
    await page
      .getByTestId('verdict')
      .getByText(/Not previewed/)
      .waitFor();
    await preview(page).getByRole('button', { name: 'Borrow Again' }).waitFor();
    await screenshot(page, 'lab-lint');
  });

  it('a slip with a fix is fixed in one click on its mark: the text is right again and the mark is gone', async () => {
    const page = await openLab();
    await preview(page).getByRole('button', { name: 'Borrow Again' }).waitFor();
    const editor = page.getByTestId('page-editor');
    // After the fix the lab's check (data-problems, set after each) finds what check:pages finds in the file.
    const clean = String(checkerSays(readFileSync(LOAN_DETAIL, 'utf8')).length);
    await replaceInEditor(page, '"Button"', '"Buton"', 4);
    const mark = page.locator('.cm-lintRange-error', { hasText: '"Buton"' });
    await mark.waitFor();
    await mark.hover();
    await page.locator('.cm-tooltip-lint').getByRole('button', { name: 'change to "Button"' }).click();
    await mark.waitFor({ state: 'detached' });
    await page.waitForFunction(
      (count) => document.querySelector('[data-testid="page-editor"]')?.getAttribute('data-problems') === count,
      clean,
    );
    expect(await editor.locator('.cm-line', { hasText: '"Buton"' }).count()).toBe(0);
    expect(await editor.locator('.cm-line', { hasText: '"type": "Button"' }).count()).toBeGreaterThan(0);
    await preview(page).getByRole('button', { name: 'Borrow Again' }).waitFor();
  });

  it("a link the URL guard refuses is marked in check:pages's words, judged with the env the app runs with", async () => {
    const page = await openLab();
    await preview(page).getByRole('button', { name: 'Borrow Again' }).waitFor();
    await replaceInEditor(page, '"{{ data.loan.h5Url }}"', '"http://bit.ly/x"');
    const mark = page.locator('.cm-lintRange-error', { hasText: 'bit.ly' });
    await mark.waitFor();
    await mark.hover();
    const tooltip = page.locator('.cm-tooltip-lint');
    await tooltip.waitFor();
    // The build writes env.json into the page's config block: the lab's guard has the same origins as check:pages.
    const expected = checkerSays(
      readFileSync(LOAN_DETAIL, 'utf8').replace('"{{ data.loan.h5Url }}"', '"http://bit.ly/x"'),
    );
    expect(expected).toEqual([expect.stringContaining('url-refused')]);
    expect(await tooltip.textContent()).toContain(expected[0]);
  });

  it('an abort fault for loanDetails shows the page error state and its retry', async () => {
    const page = await openLab();
    await preview(page).getByRole('button', { name: 'Borrow Again' }).waitFor();
    await page.getByRole('combobox', { name: 'loanDetails answer' }).selectOption('fault');
    expect(await page.getByRole('combobox', { name: 'loanDetails fault' }).inputValue()).toBe('abort');
    await preview(page).getByText("We couldn't load your order").waitFor();
    const retry = preview(page).getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'Requests of the preview' }).textContent())
      .toMatch(/loanDetails.*failure/);
    await sandbox.reset();
    await retry.click();
    await preview(page).getByRole('button', { name: 'Borrow Again' }).waitFor();
  });

  it('a file saved from the lab opens again identically, and the state survives a reload', async () => {
    const page = await openLab();
    await page.getByRole('textbox', { name: 'Device id' }).fill('D-SAVED-1');
    await replaceInEditor(page, BORROW_AGAIN_LABEL, '"Borrow Saved"');
    await preview(page).getByRole('button', { name: 'Borrow Saved' }).waitFor();
    const save = async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Save lab file' }).click(),
      ]);
      return readFileSync((await download.path())!, 'utf8');
    };
    const saved = await save();
    expect(JSON.parse(saved)).toMatchObject({ kind: 'pesonow-page-lab', device: { deviceId: 'D-SAVED-1' } });

    await page.reload();
    await preview(page).getByRole('button', { name: 'Borrow Saved' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Device id' }).inputValue()).toBe('D-SAVED-1');

    await page.getByRole('textbox', { name: 'Device id' }).fill('D-CHANGED');
    await page.getByRole('combobox', { name: 'Bundled page' }).selectOption('customerService');
    // The file is opened at once: the page chosen before it (a chunk still on its way) must not replace it later.
    await page.getByRole('button', { name: 'Load page' }).click();
    await page
      .getByLabel('Open lab file')
      .setInputFiles({ name: 'page-lab.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
    await preview(page).getByRole('button', { name: 'Borrow Saved' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Device id' }).inputValue()).toBe('D-SAVED-1');
    expect(await save()).toBe(saved);
  });

  it('never reads a page definition from the URL', async () => {
    const injected = JSON.stringify({
      title: 'Injected',
      regions: [{ name: 'x', children: [{ type: 'Text', props: { text: 'Injected by a link' } }] }],
    });
    const encoded = encodeURIComponent(injected);
    const page = await openLab(`/testPreview/lab?page=${encoded}&text=${encoded}&definition=${encoded}#${encoded}`);
    await preview(page).getByRole('button', { name: 'Borrow Again' }).waitFor();
    expect(await page.getByText('Injected by a link').count()).toBe(0);
    expect(await page.getByTestId('page-editor').textContent()).not.toContain('Injected');
  });
});
