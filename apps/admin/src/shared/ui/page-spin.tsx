import { Spin } from 'antd';

/** While a page's chunk or first data loads. */
export const PageSpin = ({ tip }: { tip?: string }) => (
  <div className="adm-page-spin" role="status" aria-label={tip}>
    <Spin size="large" />
    {tip && <div className="adm-page-spin__tip">{tip}</div>}
  </div>
);
