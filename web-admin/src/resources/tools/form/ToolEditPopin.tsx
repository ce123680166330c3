import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { LIMITS, PRIVATE } from '@contracts';
import { Popin } from '../../../components/Popin';
import { useDirectoryLabels } from '../../../components/directory/useDirectoryLabels';
import type { PortalDataProvider } from '../../../dataProvider';
import { useCategories, useSubsidiaryOptions } from '../useToolReferences';
import { editDelayStart } from './editRequestClock';
import { PopinOpening } from './PopinOpening';
import { ToolForm } from './ToolForm';
import { toFormValues } from './toolFormValues';
import { toolForEditingQuery } from './toolForEditingQuery';
import { useReturnToList } from './useReturnToList';

/** Spec section 4: the edit popin opens 1200 ms after the click on edit (the tool is read meanwhile). */
function useOpensAfterDelay(): boolean {
  const [open, setOpen] = useState(false);
  const [since] = useState(() => editDelayStart());
  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), Math.max(0, since + LIMITS.toolPopinEditDelayMs - performance.now()));
    return () => clearTimeout(timer);
  }, [since]);
  return open;
}

/** /admin/edit-tool/:id: the tool form popin, read-only while the tool awaits approval. */
export const ToolEditPopin = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { close, done } = useReturnToList();
  const open = useOpensAfterDelay();
  const tool = useQuery(toolForEditingQuery(dataProvider, id));
  const people = [...(tool.data?.managers ?? []), ...(tool.data?.users ?? [])].filter((value) => value !== 'all');
  const labels = useDirectoryLabels(people);
  const categories = useCategories();
  const subsidiaries = useSubsidiaryOptions();
  const pending = tool.data?.has_pending_validation === true || tool.data?.is_published === false;
  const ready = !!tool.data && !labels.isPending && !categories.isPending;
  // One values object per loaded tool: a new object would reset the form on every render.
  const values = useMemo(
    () => (ready ? toFormValues(tool.data!, (value) => labels.entries.get(value)!) : undefined),
    // `labels.entries` is a new Map on every render; the names are complete once `ready` turns true.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, tool.data],
  );

  // The form renders hidden during the delay (its tool, names and categories arrive meanwhile), so
  // opening only shows it rather than starting ~0.8 s of rendering then (docs/decisions/admin-tools-list-cells.md).
  return (
    <>
      {!open && <PopinOpening onCancel={close} />}
      <Popin
        open={open}
        keepMounted
        title={translate(pending ? 'portal.tools.form.pending_title' : 'portal.tools.form.edit_title')}
        onClose={close}
        error={tool.isError && translate('portal.tools.form.load_error')}
        padded={false}
      >
        {values ? (
          <ToolForm
            values={values}
            categories={categories.data ?? []}
            subsidiaries={subsidiaries}
            pending={pending}
            accessPolicyOf={!pending && tool.data?.visibility === PRIVATE ? id : undefined}
            onDone={done}
          />
        ) : null}
      </Popin>
    </>
  );
};
