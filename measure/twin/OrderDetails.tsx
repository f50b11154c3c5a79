// Order Details written by hand: one call, one piece of state, the same sections as pages/loanDetail.json
// (status banner, the order's rows, the buttons its status allows, recommended products, customer service).
import { useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import env from '../../env.json';
import { post } from './api';
import { nextStatus } from './status';
import { card, page, section, subtitle } from './theme';
import { ActionRow, Button, DetailList, ErrorState, ProductCard, StatusBanner, StatusBubble, type Product } from './ui';

interface Loan {
  orderStatus: number;
  noticeStatusText: string;
  noticeDesText: string;
  recProducts: Product[];
  productName: string;
  productLogo: string;
  userOrderDetail: { detail: Array<{ text: string; value: string }> };
  h5Url: string;
  isDelay: string;
  telephone: string;
  playeduL: string;
}

const BANNER_STATUSES = [21, 151, 110, 174, 180];

/** Messages for the native app; with no app around (a browser) they are logged, as the real bridge does. */
function toNative(name: string, payload: unknown = {}) {
  const log = ((window as { __bridgeLog?: unknown[] }).__bridgeLog ??= []);
  log.push({ name, payload });
}

export function OrderDetails({ statusControl = false }: { statusControl?: boolean }) {
  const query = new URLSearchParams(useSearch());
  const productId = query.get('productId') ?? '';
  const orderId = query.get('orderId') ?? '';
  const [loan, setLoan] = useState<Loan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    setFailure(null);
    const answer = await post<Loan>('/v3/loan-details/loan-details', { productId, orderId }, '0');
    if (!answer.ok || !answer.data) return setFailure(answer.message);
    // An approved loan waiting to be withdrawn continues on its own page.
    if (answer.data.orderStatus !== 21 && answer.data.playeduL) return location.replace(answer.data.playeduL);
    setLoan(answer.data);
  }, [productId, orderId]);
  useEffect(() => {
    document.title = 'Order Details';
    void load();
  }, [load]);

  const repayQuery = `productId=${encodeURIComponent(productId)}&orderId=${encodeURIComponent(orderId)}`;
  const goRepay = () => location.assign(loan?.h5Url || `/repay?${repayQuery}`);
  const event = (moduleId: number, positionId: number) =>
    void post('/v3/event/event-save', { productId, moduleId: String(moduleId), positionId: String(positionId) }, '0');

  if (!loan) {
    return (
      <main css={page}>
        {failure !== null && (
          <ErrorState title="We couldn't load your order" message={failure || 'Please try again.'} onRetry={load} />
        )}
        <StatusBubble loading={failure === null} />
      </main>
    );
  }
  const status = loan.orderStatus;
  const due = status === 174 || status === 180;
  const rollover = due && loan.isDelay === '1';
  const rows = loan.userOrderDetail.detail;
  const phone = loan.telephone || env.servicePhone;
  return (
    <main css={page}>
      {statusControl && (
        <section css={section}>
          <Button label="Next status" variant="outline" onClick={() => setLoan({ ...loan, ...nextStatus(status) })} />
        </section>
      )}
      <StatusBanner
        image={`/banners/status-${BANNER_STATUSES.includes(status) ? status : 200}.svg`}
        title={loan.noticeStatusText}
        description={loan.noticeDesText}
      />
      {rows.length > 0 && (
        <section css={section}>
          <div css={[card, { display: 'flex', flexDirection: 'column', gap: 4, padding: 16 }]}>
            {loan.productName && (
              <div css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
                <img
                  src={loan.productLogo}
                  alt=""
                  width={36}
                  height={36}
                  referrerPolicy="no-referrer"
                  decoding="async"
                  css={{ borderRadius: 8, objectFit: 'cover' }}
                />
                <h2 css={subtitle}>{loan.productName}</h2>
              </div>
            )}
            <DetailList rows={rows} />
          </div>
        </section>
      )}
      <section css={section}>
        {rollover && <Button label="REPAY" onClick={goRepay} />}
        {rollover && (
          <Button
            label="Rollover Repayment"
            hint="Short of money?"
            variant="outline"
            onClick={() => location.assign(`/repayDelay?${repayQuery}`)}
          />
        )}
        {(status === 170 || (due && !rollover)) && <Button label="Repayment" onClick={goRepay} />}
        {status === 200 && (
          <Button
            label="Borrow Again"
            onClick={() => {
              event(30, 0);
              toNative('to', { url: `productDetail?productId=${productId}` });
            }}
          />
        )}
      </section>
      {env.marketFlag && loan.recProducts.length > 0 && (
        <section css={section}>
          <h2 css={subtitle}>Recommended for you</h2>
          {loan.recProducts.map((product, index) => (
            <ProductCard key={product.token} product={product} onApply={() => event(31, index)} />
          ))}
          <Button label="Click to view more products" variant="text" onClick={() => toNative('toHome')} />
        </section>
      )}
      <section css={section}>
        <ActionRow label="Customer service" value={phone} onClick={() => toNative('callTelephone', { phone })} />
      </section>
    </main>
  );
}
