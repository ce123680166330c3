export { RecentlyUsed } from './components/RecentlyUsed';
export { OPEN_TOOL_ID, useOpenReporting } from './hooks/use-open-reporting';
