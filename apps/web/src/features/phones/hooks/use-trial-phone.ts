import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18next } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/overlay-store';
import { distributeTrial } from '../api/distribute-trial';
import { phoneKeys } from '../api/phone-keys';

/** sessionStorage flag: the trial was asked for in this browser session. */
export const TRIAL_ASKED_KEY = 'phones-trial-asked';

let askedInThisPage = false;

function alreadyAsked() {
  if (askedInThisPage) return true;
  try {
    return sessionStorage.getItem(TRIAL_ASKED_KEY) === '1';
  } catch {
    return false;
  }
}

function markAsked() {
  askedInThisPage = true;
  try {
    sessionStorage.setItem(TRIAL_ASKED_KEY, '1');
  } catch {
    // the module flag still holds for this page
  }
}

/**
 * A new member finds their trial phone: when the unfiltered list comes back empty, the trial is
 * asked for once per session (distribute-for-new-member; a 409 "already claimed" is expected and
 * stays silent), and the list reloads when one was handed out.
 */
export function useTrialPhone(isEmptyFleet: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEmptyFleet || alreadyAsked()) return;
    markAsked();
    distributeTrial().then(
      () => {
        toast.success(i18next.t('phones.trialClaimed'));
        void queryClient.invalidateQueries({ queryKey: phoneKeys.all });
      },
      () => undefined,
    );
  }, [isEmptyFleet, queryClient]);
}
