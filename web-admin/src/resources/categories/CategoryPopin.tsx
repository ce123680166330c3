import { ReferenceDataPopin } from '../../components/referenceData/ReferenceDataPopin';
import { CategoryInputs } from './CategoryInputs';
import { categoryPayload } from './categoryPayload';
import { validateCategory } from './categoryValidation';

const DELETION = { title: 'portal.categories.delete_title', content: 'portal.categories.delete_confirm', notice: 'portal.categories.deleted' };

/** /admin/categories/add, and /admin/categories/edit/:id (`id` given) with delete after a confirmation. */
export const CategoryPopin = ({ id, onClose }: { id?: string; onClose: () => void }) => (
  <ReferenceDataPopin
    resource="categories"
    id={id}
    messages="portal.categories"
    onClose={onClose}
    validate={validateCategory}
    transform={categoryPayload}
    deletion={id ? DELETION : undefined}
  >
    <CategoryInputs />
  </ReferenceDataPopin>
);
