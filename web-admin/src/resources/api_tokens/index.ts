import KeyIcon from '@mui/icons-material/Key';
import { lazy } from 'react';

const ApiTokenList = lazy(() => import('./ApiTokenList').then((module) => ({ default: module.ApiTokenList })));

/** Programs' tokens: administrators only (the auth provider's default rule). */
export default {
  name: 'api_tokens',
  list: ApiTokenList,
  icon: KeyIcon,
  recordRepresentation: 'name',
};
