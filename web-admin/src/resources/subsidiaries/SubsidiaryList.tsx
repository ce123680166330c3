import { TextField } from 'react-admin';
import { ReferenceDataList } from '../../components/referenceData/ReferenceDataList';
import { SubsidiaryPopin } from './SubsidiaryPopin';

/** /admin/subsidiaries: names A→Z, 50 a page, with the add and edit popins over it. */
export const SubsidiaryList = () => (
  <ReferenceDataList resource="subsidiaries" popin={SubsidiaryPopin}>
    <TextField source="name" />
  </ReferenceDataList>
);
