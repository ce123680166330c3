import ApartmentIcon from '@mui/icons-material/Apartment';
import { SubsidiaryList } from './SubsidiaryList';

/** Subsidiaries: administrators only (the auth provider's default rule). */
export default {
  name: 'subsidiaries',
  list: SubsidiaryList,
  icon: ApartmentIcon,
  recordRepresentation: 'name',
};
