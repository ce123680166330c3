export { AnnouncementBanners } from './components/AnnouncementBanners';
export { NewsMenu } from './components/NewsMenu';
/** The person's announcements; `data.maintenanceByTool` is what a tile shows for its tool. */
export { useMyAnnouncements } from './hooks/use-my-announcements';
