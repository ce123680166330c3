import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';

// Loaded when the page opens: the back-office's first screen is the tools list (initial JavaScript budget).
const LogList = lazy(() => import('./LogList').then((module) => ({ default: module.LogList })));

/** The activity log: administrators only (README, "The logs page is for administrators"). */
export default {
  name: 'logs',
  list: LogList,
  icon: HistoryIcon,
};
