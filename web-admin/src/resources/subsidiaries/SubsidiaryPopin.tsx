import { ReferenceDataPopin } from '../../components/referenceData/ReferenceDataPopin';
import { SubsidiaryInputs } from './SubsidiaryInputs';
import { validateSubsidiary } from './subsidiaryValidation';

const NEW_SUBSIDIARY = { name: '', companies: [] };
const DELETION = { title: 'portal.subsidiaries.delete_title', content: 'portal.subsidiaries.delete_confirm', notice: 'portal.subsidiaries.deleted' };

/** /admin/subsidiaries/add, and /admin/subsidiaries/edit/:id (`id` given) with delete after a confirmation. */
export const SubsidiaryPopin = ({ id, onClose }: { id?: string; onClose: () => void }) => (
  <ReferenceDataPopin
    resource="subsidiaries"
    id={id}
    messages="portal.subsidiaries"
    onClose={onClose}
    validate={validateSubsidiary}
    defaults={NEW_SUBSIDIARY}
    // A new subsidiary's name is not translated yet; an edit keeps the record's flag.
    transform={id ? undefined : (data) => ({ ...data, is_translated: false })}
    deletion={id ? DELETION : undefined}
  >
    <SubsidiaryInputs />
  </ReferenceDataPopin>
);
