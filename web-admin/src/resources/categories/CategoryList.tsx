import { NumberField } from 'react-admin';
import { PortalDateField } from '../../components/PortalDateField';
import { ReferenceDataList } from '../../components/referenceData/ReferenceDataList';
import { CategoryPopin } from './CategoryPopin';
import { CategoryIconField } from './CategoryIconField';
import { CategoryImport } from './CategoryImport';
import { CategoryListActions } from './CategoryListActions';
import { CategoryNameField } from './CategoryNameField';

const MORE_POPINS = { import: CategoryImport };

/** /admin/categories with its add, edit and import popins. */
export const CategoryList = () => (
  <ReferenceDataList resource="categories" popin={CategoryPopin} actions={(pathOf) => <CategoryListActions pathOf={pathOf} />} morePopins={MORE_POPINS}>
    <CategoryIconField label="resources.categories.fields.icon" />
    <CategoryNameField label="resources.categories.fields.name" sortBy="name" />
    <NumberField source="totalApps" />
    <PortalDateField source="updated_time" />
  </ReferenceDataList>
);
