// Issue 9.5: a success answer whose data has the wrong shape shows the page's error state with its retry, never a
// white screen, a vanished form, a submit of nothing or "[object Object]".
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, sandbox, settled, useSandbox } from '../../support/renderRoute';

useSandbox();

describe('wrongly typed success answers', () => {
  it('problemList with tabs as an object: the error state with Retry, and Retry loads the list', async () => {
    await sandbox.override({ endpoint: 'problemList', body: { code: '00', message: 'ok', data: { tabs: { 0: { title: 'All', list: [] } } } }, times: 1 });
    renderRoute('/complaintList');
    await settled();
    expect(await screen.findByText("We couldn't load your complaints")).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'All' })).toBeVisible();
  });

  it('cardInit with a title that is an object: no half form, no "[object Object]", and no Next that saves nothing', async () => {
    await sandbox.override({
      endpoint: 'cardInit',
      body: { code: '00', message: 'ok', data: { items: [{ code: 'x', cate: 'txt', title: { en: 'Account' }, subtitle: '', value: '', note: '', inputType: 'text', cardTypeMi: '1' }] } },
      times: 1,
    });
    renderRoute('/bindBank?productId=P001');
    await settled();
    await screen.findByRole('button', { name: 'Retry' });
    expect(document.body.textContent).not.toContain('[object Object]');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(await sandbox.requests('bindCardNew')).toEqual([]);
  });
});

describe('an empty bank form', () => {
  it('cardInit with items: [] shows the error state, and no Next can save only product_id', async () => {
    await sandbox.override({ endpoint: 'cardInit', body: { code: '00', message: 'ok', data: { items: [] } }, times: 1 });
    renderRoute('/bindBank?productId=P001');
    await settled();
    await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(await sandbox.requests('bindCardNew')).toEqual([]);
  });
});
