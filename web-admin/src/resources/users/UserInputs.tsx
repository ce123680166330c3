import { BooleanInput, FormDataConsumer, SelectInput, useGetList } from 'react-admin';
import { LANGUAGES } from '@contracts';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { UserBookmarks } from './UserBookmarks';

const LANGUAGE_CHOICES = LANGUAGES.map((lang) => ({ id: lang, name: LANGUAGE_NAMES[lang] }));

/** The user popin: language, roles, subsidiary, the default-tools flag and the bookmarks it governs. */
export const UserInputs = () => {
  const subsidiaries = useGetList('subsidiaries', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <>
      <SelectInput source="language" choices={LANGUAGE_CHOICES} translateChoice={false} fullWidth />
      <BooleanInput source="is_administrator" />
      <BooleanInput source="is_sub_admin" />
      <SelectInput
        source="subsidiary._id"
        label="resources.users.fields.subsidiary"
        choices={subsidiaries.data ?? []}
        isPending={subsidiaries.isPending}
        emptyText="ra.action.clear_input_value"
        fullWidth
      />
      <BooleanInput source="has_default_bookmarks" />
      <FormDataConsumer<{ has_default_bookmarks?: boolean }>>
        {({ formData }) => <UserBookmarks defaultTools={formData.has_default_bookmarks} />}
      </FormDataConsumer>
    </>
  );
};
