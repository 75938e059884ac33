import { H5_CHANNELS, QR_CHANNELS, type PayChannel } from '@cloudphone/contract';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The payment methods this installation takes that fit the screen: on a desktop, scanning a code
 * (and Alipay's web cashier); on a phone, the providers' H5 pages.
 */
export function channelsFor(available: readonly PayChannel[], mobile: boolean): PayChannel[] {
  const fits: readonly PayChannel[] = mobile ? H5_CHANNELS : [...QR_CHANNELS, 'alipay_pc'];
  return available.filter((c) => fits.includes(c));
}

export function PayChannelPicker({
  channels,
  value,
  onChange,
}: {
  channels: PayChannel[];
  value: PayChannel | undefined;
  onChange(channel: PayChannel): void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group value={value} onChange={(e) => onChange(e.target.value as PayChannel)} className="od-options" data-testid="order-channels">
      {channels.map((channel) => (
        <Radio.Button key={channel} value={channel} data-testid="order-channel" data-channel={channel}>
          {t(`orders.channels.${channel}`)}
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
