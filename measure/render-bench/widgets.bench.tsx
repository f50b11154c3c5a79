// Widget re-render benchmarks (`npm run bench`): what a widget costs each time its page re-renders it, with its styles
// built once per theme and variant (tests/unit/stylesBuiltOnce.test.ts) rather than serialized again on every render.
import { fireEvent, screen } from '@testing-library/react';
import { bench, describe } from 'vitest';
import { PlanListWidget } from '../../widgets/PlanList';
import { ChannelPickerWidget } from '../../widgets/ChannelPicker';
import { renderWidget } from '../../tests/widget-contract';

const rows = Array.from({ length: 36 }, (_, i) => ({
  title: `Instalment ${i + 1} of 36`,
  remark: 'Principal + interest',
  amount: 150000 + i * 100,
  time: '04-12-2026',
}));
const channels = Array.from({ length: 20 }, (_, i) => ({ name: `Channel ${i + 1}` }));

describe('re-rendering a widget in place', () => {
  const plan = renderWidget(PlanListWidget, { title: 'Repayment plan', rows });
  let busy = false;
  bench('a repayment plan of 36 steps', () => {
    busy = !busy;
    plan.update({ busy });
  });

  const picker = renderWidget(ChannelPickerWidget, {
    label: 'Payment method',
    title: 'Choose a channel',
    choices: channels,
    nameKey: 'name',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Payment method' }));
  bench('an open channel picker of 20 channels', () => {
    busy = !busy;
    picker.update({ busy });
  });
});
