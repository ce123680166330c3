import { ReferenceDataPopin } from '../../components/referenceData/ReferenceDataPopin';
import { CategoryInputs } from './CategoryInputs';
import { categoryPayload } from './categoryPayload';
import { validateCategory } from './categoryValidation';

/** /admin/categories/add */
export const CategoryCreate = ({ onClose }: { onClose: () => void }) => (
  <ReferenceDataPopin
    resource="categories"
    title="portal.categories.add_title"
    savedNotice="portal.categories.added"
    onClose={onClose}
    validate={validateCategory}
    transform={categoryPayload}
  >
    <CategoryInputs />
  </ReferenceDataPopin>
);
