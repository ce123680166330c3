import { ReferenceDataPopin } from '../../components/referenceData/ReferenceDataPopin';
import { CategoryInputs } from './CategoryInputs';
import { categoryPayload } from './categoryPayload';
import { validateCategory } from './categoryValidation';

const DELETION = { title: 'portal.categories.delete_title', content: 'portal.categories.delete_confirm', notice: 'portal.categories.deleted' };

/** /admin/categories/edit/:id, with delete after a confirmation. */
export const CategoryEdit = ({ id, onClose }: { id: string; onClose: () => void }) => (
  <ReferenceDataPopin
    resource="categories"
    id={id}
    title="portal.categories.edit_title"
    savedNotice="portal.categories.edited"
    onClose={onClose}
    validate={validateCategory}
    transform={categoryPayload}
    deletion={DELETION}
  >
    <CategoryInputs />
  </ReferenceDataPopin>
);
