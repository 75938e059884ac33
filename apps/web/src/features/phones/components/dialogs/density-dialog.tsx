import { InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationDialogProps } from './dialog-props';
import { useSubmitting } from '../../../../shared/interaction/use-submitting';
import './dialogs.css';

const PRESETS = [240, 320, 480];
export const DPI_MIN = 120;
export const DPI_MAX = 640;
export const isValidDpi = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= DPI_MIN && value <= DPI_MAX;

/** Screen density of the selected phones (POST /infra/density/setDensity, 120..640). */
export function DensityDialog({ open, phones, onCancel, onSubmit }: OperationDialogProps) {
  const { t } = useTranslation();
  const [dpi, setDpi] = useState<number | null>(320);
  const [isSubmitting, submit] = useSubmitting();
  const [showError, setShowError] = useState(false);
  const ok = () => {
    if (!isValidDpi(dpi)) return setShowError(true);
    void submit(() => onSubmit({ dpi }));
  };
  return (
    <Modal
      open={open}
      title={t('phones.density.title')}
      onCancel={onCancel}
      onOk={ok}
      okText={t('phones.confirm.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={isSubmitting}
      okButtonProps={{ 'data-testid': 'density-submit' } as never}
      modalRender={(node) => <div data-testid="density-dialog">{node}</div>}
    >
      <p className="ph-dialog__intro">{t('phones.confirm.countOnly', { count: phones.length })}</p>
      <div className="ph-dialog__label">{t('phones.density.label')}</div>
      <InputNumber
        min={DPI_MIN}
        max={DPI_MAX}
        precision={0}
        value={dpi}
        onChange={(value) => {
          setDpi(value);
          setShowError(false);
        }}
        style={{ width: '100%' }}
        status={showError ? 'error' : undefined}
        data-testid="density-input"
      />
      <div className="ph-presets">
        {PRESETS.map((value) => (
          <button key={value} type="button" className={value === dpi ? 'is-active' : undefined} onClick={() => setDpi(value)}>
            {value}
          </button>
        ))}
      </div>
      <div className={showError ? 'ph-dialog__error' : 'ph-dialog__hint'} role={showError ? 'alert' : undefined}>
        {showError ? t('phones.density.invalid') : t('phones.density.hint')}
      </div>
    </Modal>
  );
}
