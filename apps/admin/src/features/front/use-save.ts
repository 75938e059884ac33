import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './strings';

/**
 * Saving a settings form: the call (made with passErrors), its refusal kept for the form to show
 * inline, a toast on success and the settings refetched.
 */
export function useSave<I>(send: (input: I) => Promise<unknown>, invalidate: QueryKey) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = async (input: I) => {
    setSaving(true);
    setRefusal(null);
    try {
      await send(input);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      return;
    } finally {
      setSaving(false);
    }
    void message.success(t('frontAdmin.saved'));
    await queryClient.invalidateQueries({ queryKey: invalidate });
  };
  return { saving, refusal, save };
}
