import { RadioButtonGroupInput, usePermissions, useTranslate } from 'react-admin';
import { allowedVisibilities, type Caller } from '@contracts';
import type { AdminPermissions } from '../../../authProvider';
import type { SubsidiaryOption } from '../../../api/toolTypes';
import { PRIVATE, PUBLIC, subsidiaryVisibility } from './toolFormValues';

/**
 * The visibility choices this person may give: the shared rule (`allowedVisibilities`, spec section
 * 5), named: administrators private, public or any subsidiary; a sub-administrator only their own.
 */
function visibilityChoices(caller: Caller | undefined, subsidiaries: SubsidiaryOption[]) {
  if (!caller) return [];
  const nameOf = (id: string) => subsidiaries.find((subsidiary) => subsidiary.id === id)?.name ?? '';
  return allowedVisibilities(
    caller,
    subsidiaries.map((subsidiary) => subsidiary.id),
  ).map((choice) => {
    if (typeof choice === 'object') return { id: subsidiaryVisibility(choice.subsidiaryId), name: nameOf(choice.subsidiaryId) };
    return choice === -1 ? { id: PRIVATE, name: 'portal.tools.form.visibility_private' } : { id: PUBLIC, name: 'portal.tools.form.visibility_public' };
  });
}

export const VisibilityInput = ({ subsidiaries, disabled }: { subsidiaries: SubsidiaryOption[]; disabled?: boolean }) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<AdminPermissions>();
  return (
    <RadioButtonGroupInput
      source="visibility"
      label={translate('portal.tools.form.visibility')}
      choices={visibilityChoices(permissions?.caller, subsidiaries)}
      disabled={disabled}
      row
    />
  );
};
