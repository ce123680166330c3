import { RadioButtonGroupInput, usePermissions, useTranslate } from 'react-admin';
import { allowedVisibilities, PRIVATE, visibilityKeyOf, type Caller } from '@contracts';
import type { AdminPermissions } from '../../../authProvider';
import type { SubsidiaryOption } from '../../../api/toolTypes';

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
    const id = visibilityKeyOf(choice);
    if (typeof choice === 'object') return { id, name: nameOf(choice.subsidiaryId) };
    return { id, name: choice === PRIVATE ? 'portal.tools.form.visibility_private' : 'portal.tools.form.visibility_public' };
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
