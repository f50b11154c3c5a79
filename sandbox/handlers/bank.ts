// Payment-account form: the items, and binding (new or change) remembered so the form shows it again.
import { BANK_FORM_ITEMS } from '../fixtures/bank';
import { success, textParam, type EndpointHandler, type HandlerGroup } from './types';

const bindCard: EndpointHandler = ({ params, state }) => {
  const values: Record<string, string> = {};
  for (const name of Object.keys(params)) values[name] = textParam(params, name);
  state.boundCard = values;
  return success();
};

export const bankHandlers = {
  cardInit: ({ state }) => {
    const bound = state.boundCard;
    const items = BANK_FORM_ITEMS.map((item) =>
      bound && Object.hasOwn(bound, item.code) ? { ...item, value: bound[item.code] } : item,
    );
    return success({ items });
  },
  bindCardNew: bindCard,
  bindCardChange: bindCard,
} satisfies HandlerGroup;
