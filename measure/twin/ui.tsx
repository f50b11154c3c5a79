// The twin's building blocks: plain components with their styles inline, as one writes them for two screens.
import { useId } from 'react';
import { css, keyframes } from '@emotion/react';
import { TOUCH_TARGET, card, colors, focusRing } from './theme';

const ICONS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1C10.6 21 3 13.4 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  chevronRight: 'M9.3 5.3 15 11l.7.7-.7.7-5.7 5.6-1.4-1.4 5-5-5-5 1.4-1.3z',
  chevronDown: 'M5.3 8.3 12 15l6.7-6.7 1.4 1.4L12 17.8 3.9 9.7l1.4-1.4z',
};

export function Icon({ name, size = 20 }: { name: keyof typeof ICONS; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      css={{ flexShrink: 0, display: 'block' }}
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

type Variant = 'primary' | 'outline' | 'text';
const VARIANTS: Record<Variant, { background: string; color: string; borderColor: string }> = {
  primary: { background: colors.accent, color: colors.onBrand, borderColor: colors.accent },
  outline: { background: 'transparent', color: colors.brand, borderColor: colors.brand },
  text: { background: 'transparent', color: colors.brand, borderColor: 'transparent' },
};

interface ButtonProps {
  label: string;
  onClick(): void;
  variant?: Variant;
  disabled?: boolean;
  hint?: string;
}

export function Button({ label, onClick, variant = 'primary', disabled = false, hint }: ButtonProps) {
  const hintId = useId();
  const colours = disabled
    ? { background: colors.disabled, color: colors.surface, borderColor: colors.disabled }
    : VARIANTS[variant];
  const button = (
    <button
      type="button"
      disabled={disabled}
      aria-describedby={hint ? hintId : undefined}
      onClick={onClick}
      css={[
        css({
          ...colours,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: '100%',
          minHeight: TOUCH_TARGET,
          padding: variant === 'text' ? '0 8px' : '0 24px',
          borderWidth: 1,
          borderStyle: 'solid',
          borderRadius: TOUCH_TARGET / 2,
          fontSize: 16,
          fontWeight: 600,
          lineHeight: 1.25,
          cursor: disabled ? 'not-allowed' : 'pointer',
          '&:active:not(:disabled)': { filter: 'brightness(0.92)' },
        }),
        focusRing,
      ]}
    >
      {label}
    </button>
  );
  if (!hint) return button;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <span
        id={hintId}
        css={{
          alignSelf: 'center',
          padding: '2px 10px',
          borderRadius: 999,
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          fontSize: 12,
          lineHeight: 1.5,
        }}
      >
        {hint}
      </span>
      {button}
    </div>
  );
}

export function StatusBanner({ image, title, description }: { image: string; title: string; description: string }) {
  return (
    <div
      css={{
        position: 'relative',
        overflow: 'hidden',
        minHeight: 170,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 8,
        padding: '24px 16px',
        backgroundColor: colors.brand,
        color: colors.onBrand,
        textShadow: '0 1px 2px rgba(0, 0, 0, 0.25)',
      }}
    >
      <img
        src={image}
        alt=""
        referrerPolicy="no-referrer"
        decoding="async"
        css={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      {title && (
        <h1 css={{ position: 'relative', margin: 0, fontSize: 22, fontWeight: 700, lineHeight: 1.3 }}>{title}</h1>
      )}
      {description && (
        <p css={{ position: 'relative', margin: 0, maxWidth: '32em', fontSize: 14, lineHeight: 1.5, opacity: 0.92 }}>
          {description}
        </p>
      )}
    </div>
  );
}

const row = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: 16,
  padding: '11px 0',
  fontSize: 14,
  lineHeight: 1.45,
});

export function DetailList({ rows }: { rows: Array<{ text: string; value: string }> }) {
  return (
    <dl css={{ margin: 0 }}>
      {rows.map((item, index) => (
        <div key={index} css={[row, index > 0 && { borderTop: `1px solid ${colors.border}` }]}>
          <dt css={{ color: colors.muted, flexShrink: 0, maxWidth: '55%' }}>{item.text}</dt>
          <dd css={{ margin: 0, fontWeight: 500, textAlign: 'right', overflowWrap: 'anywhere' }}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface Product {
  logo: string;
  name: string;
  buttonText: string;
  isClick: number;
  amountRange: string;
  rangeDesc: string;
  rate: string;
  description: string;
  token: string;
}

const small = css({ margin: 0, fontSize: 13, lineHeight: 1.45, color: colors.muted });

export function ProductCard({ product, onApply }: { product: Product; onApply(): void }) {
  const nameId = useId();
  const enabled = product.isClick === 1;
  return (
    <article aria-labelledby={nameId} css={[card, { display: 'flex', flexDirection: 'column', gap: 12, padding: 16 }]}>
      <div css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <img
          src={product.logo}
          alt=""
          width={40}
          height={40}
          referrerPolicy="no-referrer"
          loading="lazy"
          decoding="async"
          css={{ borderRadius: 10, objectFit: 'cover', filter: enabled ? 'none' : 'grayscale(1)' }}
        />
        <h3 id={nameId} css={{ margin: 0, flex: 1, fontSize: 16, fontWeight: 600 }}>
          {product.name}
        </h3>
      </div>
      <div>
        <p
          css={{
            margin: 0,
            fontSize: 24,
            fontWeight: 700,
            lineHeight: 1.2,
            color: enabled ? colors.brand : colors.muted,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {product.amountRange}
        </p>
        <p css={small}>{product.rangeDesc}</p>
      </div>
      <p
        css={{
          margin: 0,
          fontSize: 14,
          lineHeight: 1.45,
          fontWeight: 500,
          color: enabled ? colors.text : colors.muted,
        }}
      >
        {product.rate}
      </p>
      <p css={small}>{product.description}</p>
      <Button label={product.buttonText} disabled={!enabled} onClick={onApply} />
    </article>
  );
}

export function ActionRow({ label, value, onClick }: { label: string; value: string; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      css={[
        card,
        focusRing,
        {
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          width: '100%',
          minHeight: TOUCH_TARGET + 12,
          padding: '10px 12px 10px 16px',
          border: 0,
          color: colors.text,
          textAlign: 'start',
          cursor: 'pointer',
        },
      ]}
    >
      <span
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 32,
          height: 32,
          borderRadius: '50%',
          background: 'rgba(31, 95, 214, 0.1)',
          color: colors.brand,
        }}
      >
        <Icon name="phone" size={18} />
      </span>
      <span css={{ flex: '1 1 auto', fontWeight: 500 }}>{label}</span>{' '}
      <span css={{ maxWidth: '60%', color: colors.muted, fontSize: 14, textAlign: 'end' }}>{value}</span>
      <span css={{ color: colors.disabled }}>
        <Icon name="chevronRight" size={18} />
      </span>
    </button>
  );
}

export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry(): void }) {
  return (
    <div
      role="alert"
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 12,
        padding: 32,
        textAlign: 'center',
      }}
    >
      <h2 css={{ margin: 0, fontSize: 18 }}>{title}</h2>
      <p css={{ margin: 0, color: colors.muted }}>{message}</p>
      <Button label="Retry" variant="outline" onClick={onRetry} />
    </div>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The "loading..." bubble the app shows while a screen's first call runs (and a message afterwards). */
export function StatusBubble({ loading, message }: { loading: boolean; message?: string }) {
  const text = loading ? 'loading...' : message;
  return (
    <div
      role="status"
      aria-live="polite"
      css={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: '16%',
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
        zIndex: 100,
      }}
    >
      {text && (
        <div
          css={{
            maxWidth: '78%',
            padding: '10px 16px',
            borderRadius: 12,
            background: 'rgba(20, 24, 33, 0.88)',
            color: '#fff',
            display: 'flex',
            alignItems: 'center',
            gap: 10,
          }}
        >
          {loading && (
            <span
              aria-hidden="true"
              css={{
                width: 16,
                height: 16,
                border: '2px solid rgba(255,255,255,0.35)',
                borderTopColor: '#fff',
                borderRadius: '50%',
                animation: `${spin} 0.8s linear infinite`,
              }}
            />
          )}
          {text}
        </div>
      )}
    </div>
  );
}

/** The end of a long list: the first 50 items show, as in the real app, and this adds the next 50. */
export function ShowMore({ left, onMore }: { left: number; onMore(): void }) {
  return (
    <button
      type="button"
      onClick={onMore}
      css={{
        display: 'block',
        width: 'calc(100% - 32px)',
        minHeight: 44,
        margin: '8px 16px',
        border: `1px solid ${colors.border}`,
        borderRadius: 22,
        background: colors.surface,
        color: colors.brand,
        fontSize: 15,
        fontWeight: 600,
        cursor: 'pointer',
      }}
    >
      Show more ({left} more)
    </button>
  );
}
