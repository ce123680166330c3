/** The configuration page's public parts: the admin configuration query other pages share. */
export { ADMIN_CONFIG_QUERY_KEY, useAdminConfig } from './useAdminConfig';
