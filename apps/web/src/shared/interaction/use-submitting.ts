import { useState } from 'react';

/**
 * The spinner of a dialog's OK button: on while the work runs, off when it ends either way. A
 * refusal is shown by the API client, and the dialog stays open for another try.
 */
export function useSubmitting(): [isSubmitting: boolean, submit: (work: () => Promise<unknown>) => Promise<void>] {
  const [isSubmitting, setSubmitting] = useState(false);
  const submit = async (work: () => Promise<unknown>) => {
    setSubmitting(true);
    try {
      await work();
    } finally {
      setSubmitting(false);
    }
  };
  return [isSubmitting, submit];
}
