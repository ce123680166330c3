export { RecentlyUsed } from './components/RecentlyUsed';
export { OPEN_TOOL_ID, useOpenReporting } from './hooks/use-open-reporting';
export { recentToolsQuery } from './api/recent-tools-query';
