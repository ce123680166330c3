import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { LIMITS } from '@contracts';

/**
 * A popin's success notice, shown about 1.5 s after it closed and the list is back (spec
 * section 4: "a successful save shows a success notice about 1.5 s after navigation").
 */
export function useNotifyAfterClose() {
  const notify = useNotify();
  // The timer outlives the popin on purpose: the notice belongs to the list it returned to.
  return useCallback(
    (message: string, messageArgs?: Record<string, unknown>) => {
      setTimeout(() => notify(message, { type: 'success', messageArgs }), LIMITS.successNoticeDelayMs);
    },
    [notify],
  );
}
