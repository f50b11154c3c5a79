// @vitest-environment node
// The page schema describes the { "$t": key } form where text goes (and only there), so an editor completes it and
// the checker and acceptPage refuse a reference where no words belong.
import { describe, expect, it } from 'vitest';
import { acceptPage } from '../../../renderer/host';

const pageWith = (props: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    title: { $t: 'common.orderDetails' },
    regions: [{ name: 'main', children: [{ type: 'Button', props }] }],
    ...extra,
  });

describe('words from the catalogue in a page definition', () => {
  it("are accepted in a text prop, with placeholders, and in a toast's message and a dialog's title", async () => {
    const page = pageWith(
      { label: { $t: 'common.amountDue', amount: '{{ state.amount }}' } },
      {
        state: { amount: '1' },
        onLoad: [
          { do: 'toast', message: { $t: 'common.tryAgain' } },
          { do: 'openDialog', dialog: 'd' },
        ],
        // The key chosen by a value that changes (the checker refuses a choice that never does).
        dialogs: {
          d: { title: { $t: "{{ query.retry ? 'common.retry' : 'common.done' }}" }, closable: true, children: [] },
        },
      },
    );
    expect(await acceptPage(page)).toMatchObject({ ok: true });
  });

  it('are refused where no words belong (a variant) and with a key that is not one (plain text in $t)', async () => {
    const asVariant = await acceptPage(pageWith({ label: 'Next', variant: { $t: 'common.retry' } }));
    expect(asVariant.ok).toBe(false);
    const notAKey = await acceptPage(pageWith({ label: { $t: 'Next please' } }));
    expect(notAKey.ok).toBe(false);
    if (!notAKey.ok) expect(notAKey.problems.join('\n')).toContain('/regions/0/children/0/props/label');
  });
});
