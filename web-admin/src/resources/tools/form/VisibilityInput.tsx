import { RadioButtonGroupInput, usePermissions, useTranslate } from 'react-admin';
import type { AdminPermissions } from '../../../authProvider';
import type { SubsidiaryOption } from '../toolTypes';
import { PRIVATE, PUBLIC, subsidiaryVisibility } from './toolFormValues';

/**
 * The visibility choices this person may give (spec section 5): administrators private, public or
 * any subsidiary; a sub-administrator only their own subsidiary; anyone else private, public or theirs.
 */
export function visibilityChoices(permissions: AdminPermissions | undefined, subsidiaries: SubsidiaryOption[]) {
  const subsidiaryChoices = subsidiaries.map((subsidiary) => ({ id: subsidiaryVisibility(subsidiary.id), name: subsidiary.name }));
  if (permissions?.isSubAdmin && !permissions.isAdministrator) return subsidiaryChoices;
  return [
    { id: PRIVATE, name: 'portal.tools.form.visibility_private' },
    { id: PUBLIC, name: 'portal.tools.form.visibility_public' },
    ...subsidiaryChoices,
  ];
}

export const VisibilityInput = ({ subsidiaries, disabled }: { subsidiaries: SubsidiaryOption[]; disabled?: boolean }) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<AdminPermissions>();
  return (
    <RadioButtonGroupInput
      source="visibility"
      label={translate('portal.tools.form.visibility')}
      choices={visibilityChoices(permissions, subsidiaries)}
      disabled={disabled}
      row
    />
  );
};
