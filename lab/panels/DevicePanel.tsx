import { DEFAULT_DEVICE, DEVICE_FIELD_KEYS, type DeviceFieldKey } from '../state/labState';
import { Field, Section, buttonCss, inputCss } from './ui';

const LABELS: Record<DeviceFieldKey, string> = {
  appVersion: 'App version',
  deviceName: 'Device name',
  deviceId: 'Device id',
  osVersion: 'OS version',
  sessionId: 'Session id',
  advertisingId: 'Advertising id',
  productId: 'Product id',
  orderId: 'Order id',
};

export interface DevicePanelProps {
  device: Record<DeviceFieldKey, string>;
  query: string;
  onDevice(device: Record<DeviceFieldKey, string>): void;
  onQuery(query: string): void;
}

/** The same device fields as /testPreview, plus the preview's query string. */
export function DevicePanel({ device, query, onDevice, onQuery }: DevicePanelProps) {
  return (
    <Section title="Device fields and query">
      {DEVICE_FIELD_KEYS.map((key) => (
        <Field key={key} label={LABELS[key]}>
          <input
            css={inputCss}
            value={device[key]}
            onChange={(e) => onDevice({ ...device, [key]: e.currentTarget.value })}
          />
        </Field>
      ))}
      <Field label="Query">
        <input
          css={inputCss}
          value={query}
          placeholder="productId=P001&orderId=ORD200"
          onChange={(e) => onQuery(e.currentTarget.value.replace(/^\?/, ''))}
        />
      </Field>
      <button type="button" css={buttonCss} onClick={() => onDevice({ ...DEFAULT_DEVICE })}>
        Reset device fields
      </button>
    </Section>
  );
}
