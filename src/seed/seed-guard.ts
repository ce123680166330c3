/** The seed writes demo people with demo roles (administrators among them): never into production data. */
export function refuseProduction(env: { NODE_ENV?: string }): void {
  if (env.NODE_ENV === 'production') {
    throw new Error('The demo seed never runs with NODE_ENV=production: it would add demo administrators to real data.');
  }
}
