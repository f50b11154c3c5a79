// The complaint list, rendered from pages/complaintList.json against the sandbox: tabs, items, opening one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';
import { SEED_COMPLAINTS } from '../../../sandbox/fixtures/complaints';

setUpSandbox();

const open = async () => {
  const view = renderRoute('/complaintList');
  await settled();
  await screen.findByRole('tablist');
  return view;
};
const items = () => within(document.querySelector('[data-region="items"]') as HTMLElement).queryAllByRole('button');

describe('Complaint list', () => {
  it('calls problem-list and shows one tab per entry of tabs, the first selected', async () => {
    await open();
    expect(await sandbox.requests('problemList')).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Processing', 'Processed']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('each item shows its time, problem type and content', async () => {
    await open();
    expect(items()).toHaveLength(2);
    const first = within(items()[0]);
    expect(first.getByText(SEED_COMPLAINTS.find((c) => c.id === 1002)!.time)).toBeVisible();
    expect(first.getByText('Collection')).toBeVisible();
    expect(first.getByText('An agent called me at 10:40 PM three nights in a row.')).toBeVisible();
  });

  it('a tab shows only its own list', async () => {
    await open();
    await userEvent.click(screen.getByRole('tab', { name: 'Processed' }));
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent('Repayment issue');
    await userEvent.click(screen.getByRole('tab', { name: 'Processing' }));
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent('Collection');
  });

  it('tapping an item opens its details by problemId', async () => {
    const view = await open();
    await userEvent.click(items()[1]);
    await waitFor(() => expect(view.history.at(-1)).toBe('/complainDetails?problemId=1001'));
  });

  it('an empty tab says so', async () => {
    await sandbox.override({
      endpoint: 'problemList',
      body: {
        code: '00',
        message: '',
        data: {
          tabs: [
            { title: 'All', list: [{ id: 7, time: '2025-12-01 09:00', type: 'Other', content: 'Hi' }] },
            { title: 'Processed', list: [] },
          ],
        },
      },
    });
    await open();
    expect(screen.queryByText('No complaints here yet.')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Processed' }));
    expect(screen.getByText('No complaints here yet.')).toBeVisible();
    expect(items()).toHaveLength(0);
  });

  it('a failed problem-list shows an error with Retry', async () => {
    await sandbox.override({ endpoint: 'problemList', fault: 'http500', times: 1 });
    renderRoute('/complaintList');
    await settled();
    expect(await screen.findByText("We couldn't load your complaints")).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'All' })).toBeVisible();
  });
});
