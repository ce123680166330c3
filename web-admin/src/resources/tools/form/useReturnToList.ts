import { useCallback } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { LIMITS } from '@contracts';
import { usePopinRoute } from '../../../components/usePopinRoute';
import type { ToolSaveOutcome } from './ToolForm';

const NOTICES: Record<ToolSaveOutcome, string> = {
  added: 'portal.tools.form.added',
  edited: 'portal.tools.form.edited',
  pending: 'portal.tools.form.sent_for_approval',
  deleted: 'portal.tools.bulk.deleted',
};

/**
 * Closes a tool popin back to the list. After a save the list reloads and, as the spec says
 * (section 4), the success notice shows 1.5 s after the navigation.
 */
export function useReturnToList() {
  const notify = useNotify();
  const refresh = useRefresh();
  // The tools list is the home: its popins are /add-tool and /edit-tool/:id.
  const { close } = usePopinRoute('tools', '');
  const done = useCallback(
    (outcome: ToolSaveOutcome) => {
      close();
      refresh();
      setTimeout(
        () => notify(NOTICES[outcome], { type: 'success', messageArgs: { smart_count: 1 } }),
        LIMITS.successNoticeDelayMs,
      );
    },
    [close, refresh, notify],
  );
  return { close, done };
}
