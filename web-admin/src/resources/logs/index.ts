import HistoryIcon from '@mui/icons-material/History';
import { LogList } from './LogList';

/** The activity log: administrators only (README, "The logs page is for administrators"). */
export default {
  name: 'logs',
  list: LogList,
  icon: HistoryIcon,
};
