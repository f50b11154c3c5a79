// The payment-account form written by hand: the server's item list drives the fields (as pages/bindBank.json),
// the values live in one state object, Next checks every shown field and saves the account.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { post } from './api';
import { Picker, Tabs, TextField, type Choice } from './fields';
import { card, colors, page, section, subtitle } from './theme';
import { Button, ErrorState, ShowMore, StatusBubble } from './ui';

interface Item {
  code: string;
  cate: 'txt' | 'enum' | 'citySelect' | 'day';
  title: string;
  subtitle: string;
  value: string;
  note: Choice[];
  inputType: 'number' | 'text';
  cardTypeMi: number;
}

const CITY_NAMES = [
  'Metro Manila - Manila',
  'Metro Manila - Quezon City',
  'Metro Manila - Makati',
  'Metro Manila - Pasig',
  'Metro Manila - Taguig',
  'Cavite - Bacoor',
  'Laguna - Calamba',
  'Bulacan - Malolos',
  'Pampanga - San Fernando',
  'Batangas - Batangas City',
  'Cebu - Cebu City',
  'Cebu - Mandaue',
  'Iloilo - Iloilo City',
  'Negros Occidental - Bacolod',
  'Davao del Sur - Davao City',
  'Misamis Oriental - Cagayan de Oro',
  'Zamboanga del Sur - Zamboanga City',
  'Benguet - Baguio',
  'Pangasinan - Dagupan',
  'Albay - Legazpi',
];
const CITIES: Choice[] = CITY_NAMES.map((name) => ({ name, type: name }));
const DAYS: Choice[] = Array.from({ length: 31 }, (_, i) => ({ name: String(i + 1), type: String(i + 1) }));
/** A long server list renders 50 items at a time, as the real app does. */
const PAGE_SIZE = 50;

const shownFor = (cardType: string) => (item: Item) =>
  item.code !== 'cardType' && (item.cardTypeMi === 0 || String(item.cardTypeMi) === cardType);

function toNative(name: string) {
  ((window as { __bridgeLog?: unknown[] }).__bridgeLog ??= []).push({ name, payload: {} });
}

export function BankForm() {
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const productId = query.get('productId') ?? '';
  const source = query.get('source') ?? '';
  const [items, setItems] = useState<Item[] | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const load = useCallback(async () => {
    setFailure(null);
    const answer = await post<{ items: Item[] }>('/v3/bind-card/card-init', { product_id: productId }, '00');
    if (!answer.ok || !answer.data) return setFailure(answer.message);
    const loaded = answer.data.items;
    const initial = Object.fromEntries(loaded.map((item) => [item.code, item.value]));
    setValues({ ...initial, cardType: initial.cardType || '1', channelNumber: initial.channelNumber || '90006' });
    setItems(loaded);
  }, [productId]);
  useEffect(() => {
    document.title = 'Payment account information';
    void load();
  }, [load]);
  useEffect(() => {
    // A message shows as a toast: gone after a moment.
    if (!message) return;
    const timer = setTimeout(() => setMessage(''), 2500);
    return () => clearTimeout(timer);
  }, [message]);

  if (!items) {
    return (
      <main css={page}>
        {failure !== null && (
          <ErrorState title="查询银行卡列表失败" message={failure || 'Please try again.'} onRetry={load} />
        )}
        <StatusBubble loading={failure === null} />
      </main>
    );
  }

  const cardType = values.cardType;
  const shown = shownFor(cardType);
  const set = (code: string) => (value: string) => setValues((current) => ({ ...current, [code]: value }));
  const save = async () => {
    const missing = items.filter(shown).find((item) => !values[item.code]);
    if (missing)
      return setMessage(
        `${missing.cate === 'txt' ? 'Please fill in ' : 'Please select '}${missing.title.toLowerCase()}`,
      );
    const payload = Object.fromEntries(
      items
        .filter((item) => item.cardTypeMi === 0 || String(item.cardTypeMi) === cardType)
        .map((item) => [item.code, values[item.code] ?? '']),
    );
    setSaving(true);
    const path = source === 'loanDetail' ? '/v3/bind-card/bind-card-change' : '/v3/bind-card/bind-card-new';
    const answer = await post(path, { ...payload, product_id: productId }, '00');
    setSaving(false);
    if (!answer.ok) return setMessage(answer.message);
    setSaved(true);
    toNative('closeWebview');
    if (source === 'loanDetail')
      navigate(`/loanDetail?productId=${productId}&orderId=${query.get('orderId') ?? ''}&source=loanDetail`, {
        replace: true,
      });
  };

  return (
    <main css={page}>
      <section css={[section, { gap: 4 }]}>
        <h2 css={subtitle}>Where should we send your loan?</h2>
        <p css={{ margin: 0, fontSize: 13, lineHeight: 1.45, color: colors.muted }}>
          The account must be in your own name.
        </p>
      </section>
      <section css={section}>
        <Tabs
          tabs={items.find((item) => item.code === 'cardType')?.note ?? []}
          value={cardType}
          onChange={set('cardType')}
        />
      </section>
      <section css={section}>
        <div css={[card, { display: 'flex', flexDirection: 'column', gap: 16, padding: 16 }]}>
          {items
            .slice(0, limit)
            .filter(shown)
            .map((item) =>
              item.cate === 'txt' ? (
                <TextField
                  key={item.code}
                  label={item.title}
                  hint={item.subtitle}
                  value={values[item.code] ?? ''}
                  digits={item.inputType === 'number'}
                  onChange={set(item.code)}
                />
              ) : (
                <Picker
                  key={item.code}
                  label={item.title}
                  hint={item.subtitle}
                  options={
                    item.note.length > 0
                      ? item.note
                      : item.cate === 'citySelect'
                        ? CITIES
                        : item.cate === 'day'
                          ? DAYS
                          : []
                  }
                  value={values[item.code] ?? ''}
                  onChange={set(item.code)}
                />
              ),
            )}
          {items.length > limit && <ShowMore left={items.length - limit} onMore={() => setLimit(limit + PAGE_SIZE)} />}
        </div>
      </section>
      <section css={section}>
        <Button label="Next" disabled={saved || saving} onClick={save} />
      </section>
      <StatusBubble loading={saving} message={message} />
    </main>
  );
}
