import { normalizeRedeemCode, REDEEM_BATCH_MAX, REDEEM_CODE_LENGTH, type RedeemBatchItem, type RedeemResult } from '@cloudphone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import { redeemCode, redeemCodes, redeemKeys } from '../api/redeem-codes';
import { parseBatchCodes } from '../batch-codes';
import { RedeemedMany, RedeemedOne } from './redeem-result';

type Mode = 'single' | 'batch';

/** Room for a code typed with dashes or spaces; the server takes at most twice its length. */
export const CODE_INPUT_MAX = REDEEM_CODE_LENGTH * 2;
export const CODE_PLACEHOLDER = 'XXXX-XXXX-XXXX-XXXX';

/**
 * "Redeem for a new phone": one code, or up to REDEEM_BATCH_MAX at once (one a line), each giving
 * a phone of its spec and duration. A refusal is shown by the API client; the typed codes stay.
 */
export function RedeemCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('single');
  const [code, setCode] = useState('');
  const [batchText, setBatchText] = useState('');
  const [result, setResult] = useState<RedeemResult | null>(null);
  const [items, setItems] = useState<RedeemBatchItem[] | null>(null);

  const refresh = () => {
    // New phones are on their way, and the records have a new row.
    void queryClient.invalidateQueries({ queryKey: ['phones'] });
    void queryClient.invalidateQueries({ queryKey: redeemKeys.all() });
  };
  const one = useMutation({
    mutationFn: redeemCode,
    onSuccess: (answer) => {
      setResult(answer);
      setCode('');
      refresh();
    },
  });
  const many = useMutation({
    mutationFn: redeemCodes,
    onSuccess: (answer) => {
      setItems(answer);
      if (answer.every((item) => item.success)) setBatchText('');
      if (answer.some((item) => item.success)) refresh();
    },
  });

  const typed = normalizeRedeemCode(code);
  const codes = parseBatchCodes(batchText);
  const tooMany = codes.length > REDEEM_BATCH_MAX;
  const submitOne = () => {
    if (typed && !one.isPending) one.mutate({ code: typed });
  };

  return (
    <Card className="rc-card" title={t('redeemCodes.redeem.title')} data-testid="redeem-card">
      <p className="rc-intro">{t('redeemCodes.redeem.intro')}</p>
      <Segmented<Mode>
        className="rc-mode"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'single', label: t('redeemCodes.redeem.single') },
          { value: 'batch', label: t('redeemCodes.redeem.batch') },
        ]}
        data-testid="redeem-mode"
      />
      {mode === 'single' ? (
        <>
          <div className="rc-row">
            <Input
              className="rc-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              onPressEnter={submitOne}
              placeholder={CODE_PLACEHOLDER}
              maxLength={CODE_INPUT_MAX}
              autoComplete="off"
              spellCheck={false}
              allowClear
              aria-label={t('redeemCodes.code')}
              data-testid="redeem-code-input"
            />
            <Button type="primary" loading={one.isPending} disabled={!typed} onClick={submitOne} data-testid="redeem-submit">
              {t('redeemCodes.redeem.submit')}
            </Button>
          </div>
          <p className="rc-hint">{t('redeemCodes.codeHint')}</p>
          {result && <RedeemedOne result={result} />}
        </>
      ) : (
        <>
          <Input.TextArea
            className="rc-batch-input"
            value={batchText}
            onChange={(e) => setBatchText(e.target.value)}
            placeholder={t('redeemCodes.redeem.batchPlaceholder', { max: REDEEM_BATCH_MAX })}
            autoSize={{ minRows: 5, maxRows: 12 }}
            status={tooMany ? 'error' : undefined}
            spellCheck={false}
            data-testid="redeem-batch-input"
          />
          <div className="rc-row rc-row--between">
            <span className={`rc-count${tooMany ? ' is-over' : ''}`} data-testid="redeem-batch-count">
              {tooMany ? tm('redeem.batchTooMany') : t('redeemCodes.redeem.batchCount', { count: codes.length, max: REDEEM_BATCH_MAX })}
            </span>
            <Button
              type="primary"
              loading={many.isPending}
              disabled={codes.length === 0 || tooMany}
              onClick={() => many.mutate({ codes })}
              data-testid="redeem-batch-submit"
            >
              {t('redeemCodes.redeem.batchSubmit')}
            </Button>
          </div>
          <p className="rc-hint">{t('redeemCodes.codeHint')}</p>
          {items && <RedeemedMany items={items} />}
        </>
      )}
    </Card>
  );
}
