// @vitest-environment node
// The words are complete: both catalogues have the same keys with the same placeholders, and every key a page uses is
// in every locale with the placeholders the page fills in. The checks themselves are pure functions the page checker
// can call (checker/words/catalogue-check.ts, which check:pages runs); the cases below show they fail when they should.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkPageMessages,
  compareCatalogues,
  messageFactsOf,
  messageUses,
} from '../../../checker/words/catalogue-check';
import { LOCALES } from '../../../renderer/host';
import { readExpandedPage } from '../../../checker/node/expanded-pages';
import { FAILURE_MESSAGES } from '../../../api/client';

const root = resolve(import.meta.dirname, '../../..');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
/** A page as the renderer gets it: the words of its fragments are the page's words. */
const readPage = (path: string) => readExpandedPage(root, path);
const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [locale, readJson(join(root, 'messages', `${locale}.json`))]),
);
const pages = readdirSync(join(root, 'pages')).filter((file) => file.endsWith('.json'));

describe('the shipped catalogues', () => {
  it("every locale has exactly English's keys, each a valid ICU message with the same placeholders", () => {
    expect(compareCatalogues(catalogues)).toEqual([]);
  });

  it.each(pages)('%s: every key it uses is in every locale, with the placeholders it fills in', (file) => {
    expect(checkPageMessages(readPage(join(root, 'pages', file)), messageFactsOf(catalogues))).toEqual([]);
  });

  it("the spec's own words stay exactly as the spec gives them in English", () => {
    const en = catalogues.en;
    expect(en['promotion.phoneInvalid']).toBe('请正确输入手机号！');
    expect(en['promotion.alreadyRegistered']).toBe('您已注册,请直接下载APP登录！');
    expect(en['common.pickStars']).toBe('Silakan pilih');
    expect(en['complaint.collectionRefused']).toBe('El pedido seleccionado no permite enviar quejas de tipo cobranza.');
  });

  it("the client's own words in English are the api's defaults, so a host without a catalogue reads the same", () => {
    for (const [word, text] of Object.entries(FAILURE_MESSAGES)) expect(catalogues.en[`client.${word}`]).toBe(text);
    const clientKeys = Object.keys(catalogues.en).filter((key) => key.startsWith('client.'));
    expect(clientKeys.sort()).toEqual(
      Object.keys(FAILURE_MESSAGES)
        .map((word) => `client.${word}`)
        .sort(),
    );
  });

  it('every message a page uses is found (the check reads the pages it should)', () => {
    const used = pages.flatMap((file) => messageUses(readPage(join(root, 'pages', file))));
    expect(used.length).toBeGreaterThan(300);
    expect(used.map((use) => use.key)).toContain('bindBank.next');
  });
});

describe('the checks catch', () => {
  const en = { 'a.plain': 'Next', 'a.due': 'Due {amount}' };

  it('a missing key, an extra key and a placeholder that differs', () => {
    const problems = compareCatalogues({ en, fil: { 'a.due': 'Babayaran {halaga}', 'a.extra': 'x' } });
    expect(problems.map(({ locale, key }) => `${locale} ${key}`).sort()).toEqual([
      'fil a.due',
      'fil a.extra',
      'fil a.plain',
    ]);
  });

  it('a message that is not ICU, in plain words and at the brace at fault', () => {
    expect(compareCatalogues({ en: { 'a.bad': 'Open {brace' } })[0]).toMatchObject({
      key: 'a.bad',
      message: 'is not a message the app can show: a { that is never closed: every {placeholder} needs its }',
      offset: 5,
    });
  });

  it('an apostrophe that turns a placeholder into text, a renamed and a left-out placeholder, each said so', () => {
    const en = { 'a.call': 'Call {phone}', 'a.due': 'Due {amount} on {date}' };
    const words = (fil: Record<string, string>) =>
      compareCatalogues({ en, fil }).map(({ key, message, hint }) => ({ key, message, hint }));
    expect(words({ 'a.call': "Tumawag sa '{phone}'", 'a.due': 'Babayaran {halaga} sa {date}' })).toEqual([
      {
        key: 'a.call',
        message: 'shows {phone} as plain text: the apostrophe before it starts quoted text',
        hint: "write '' (two apostrophes) for an apostrophe, or remove the quotes around {phone}",
      },
      {
        key: 'a.due',
        message: 'has {halaga} where en has {amount}',
        hint: "keep English's placeholder names ({amount}, {date}) and translate only the words around them",
      },
    ]);
    expect(words({ 'a.call': 'Tumawag', 'a.due': 'Babayaran {amount} sa {date}' })[0]).toMatchObject({
      message: 'leaves out {phone}, which en has',
    });
  });

  it('a page using an unknown key, or filling in the wrong placeholders', () => {
    const page = {
      title: { $t: 'a.none' },
      regions: [{ children: [{ props: { text: { $t: 'a.due', sum: '{{ data.x }}' } } }] }],
    };
    expect(checkPageMessages(page, messageFactsOf({ en }))).toEqual([
      { locale: 'en', key: 'a.none', pointer: '/title/$t', message: 'is not in the catalogue' },
      {
        locale: 'en',
        key: 'a.due',
        // At the placeholder the message lacks, beside "$t": the name to fix.
        pointer: '/regions/0/children/0/props/text/sum',
        atKey: true,
        message: 'needs {amount}, the page gives {sum}',
        hint: 'give "amount" beside "$t"',
      },
    ]);
  });

  it('every key a binding may choose, each needing only its own placeholders', () => {
    const page = { text: { $t: "{{ x ? 'a.plain' : 'a.missing' }}", amount: '1' } };
    expect(checkPageMessages(page, messageFactsOf({ en }))).toEqual([
      { locale: 'en', key: 'a.missing', pointer: '/text/$t', message: 'is not in the catalogue' },
    ]);
  });
});
