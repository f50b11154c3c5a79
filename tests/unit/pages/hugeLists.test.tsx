// A 5,000-item answer renders in bounded work: the first page of items, lazily loaded images at their
// displayed size, and "Show more" for the next page.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORIGIN, renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';
import { EACH_PAGE_SIZE } from '../../../renderer/host';

setUpSandbox();

const yourImages = () => screen.queryAllByRole('button', { name: /^Your image \d+$/ });

describe('a 5,000-item list', () => {
  it('problemDetail with 5,000 images renders one page of them, lazy, and Show more adds the next page', async () => {
    const answer = await (
      await fetch(`${ORIGIN}/api/user-problem/problem-detail`, {
        method: 'POST',
        body: new URLSearchParams({ problemId: '1001' }),
      })
    ).json();
    const images = Array.from({ length: 5000 }, (_, i) => `/__sandbox/img/receipt-${i}.svg`);
    await sandbox.override({ endpoint: 'problemDetail', body: { ...answer, data: { ...answer.data, images } } });
    renderRoute('/complainDetails?problemId=1001');
    await settled();
    await screen.findByText('Customer service reply');
    expect(yourImages()).toHaveLength(EACH_PAGE_SIZE);
    const pictures = document.querySelectorAll('img');
    expect(pictures.length).toBeLessThan(EACH_PAGE_SIZE + 20);
    for (const picture of pictures) expect(picture.getAttribute('loading')).toBe('lazy');
    await userEvent.click(screen.getByRole('button', { name: `Show more (${5000 - EACH_PAGE_SIZE} more)` }));
    expect(yourImages()).toHaveLength(2 * EACH_PAGE_SIZE);
  }, 30_000);
});
