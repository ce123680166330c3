import { useMemo } from 'react';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { defaultVisibility, visibilityKeyOf } from '@contracts';
import type { AdminPermissions } from '../../../authProvider';
import { Popin } from '../../../components/Popin';
import { useCategories, useSubsidiaryOptions } from '../useToolReferences';
import { ToolForm } from './ToolForm';
import { emptyToolValues } from './toolFormValues';
import { useReturnToList } from './useReturnToList';

/** /admin/add-tool: the tool form popin over the list. */
export const ToolCreatePopin = () => {
  const translate = useTranslate();
  const { close, done } = useReturnToList();
  const { identity, isPending: identityPending } = useGetIdentity();
  const { permissions } = usePermissions<AdminPermissions>();
  const categories = useCategories();
  const subsidiaries = useSubsidiaryOptions();
  const ready = !identityPending && !!permissions && !categories.isPending;

  // The shared default (src/contracts/tool-access.ts): private; a sub-administrator's own subsidiary.
  const visibility = permissions ? visibilityKeyOf(defaultVisibility(permissions.caller)) : '';
  const creatorId = identity ? String(identity.id) : undefined;
  // One values object while the popin is open: a new object would reset the form on every render.
  const values = useMemo(
    () =>
      emptyToolValues(creatorId ? { type: 'user', id: creatorId, value: creatorId, label: identity?.fullName ?? '' } : undefined, visibility),
    // The creator's name only labels the creator's id, which is the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [creatorId, visibility],
  );

  return (
    <Popin title={translate('portal.tools.form.add_title')} onClose={close} loading={!ready} padded={false}>
      <ToolForm values={values} categories={categories.data ?? []} subsidiaries={subsidiaries} onDone={done} />
    </Popin>
  );
};
