import ApartmentIcon from '@mui/icons-material/Apartment';
import { lazy } from 'react';

// Loaded when the page opens: the back-office's first screen is the tools list (initial JavaScript budget).
const SubsidiaryList = lazy(() => import('./SubsidiaryList').then((module) => ({ default: module.SubsidiaryList })));

/** Subsidiaries: administrators only (the auth provider's default rule). */
export default {
  name: 'subsidiaries',
  list: SubsidiaryList,
  icon: ApartmentIcon,
  recordRepresentation: 'name',
};
