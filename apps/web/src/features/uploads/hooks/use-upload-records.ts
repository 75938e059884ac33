import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeUploadProgress } from '../../../shared/realtime/push-events';
import { toast } from '../../../shared/ui/overlay-store';
import { retryUploadRecord, uploadKeys } from '../api/upload-records';

/** How often at most the records are read again while progress arrives. */
const REFRESH_EVERY_MS = 500;

/**
 * Keeps the upload records current while pushes run: a push's progress arrives on the push
 * channel, and the records are read again at most twice a second (the lists also poll while a
 * push runs, in case the channel is down).
 */
export function useLiveUploadRecords() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = subscribeUploadProgress(() => {
      timer ??= setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: uploadKeys.records() });
      }, REFRESH_EVERY_MS);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}

/** Pushes a record again to its failed phones, says how many went, and reads the records again; `retrying` is the record under way. */
export function useRetryUploadRecord() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState<number | null>(null);
  const retry = async (id: number) => {
    setRetrying(id);
    try {
      const { retried } = await retryUploadRecord(id);
      toast.success(t('uploads.records.retried', { count: retried }));
      await queryClient.invalidateQueries({ queryKey: uploadKeys.records() });
    } finally {
      setRetrying(null);
    }
  };
  return { retrying, retry };
}
