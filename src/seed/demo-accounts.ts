/**
 * The demo people the start command prints and the embedded sign-in page lists.
 * Their directory records are written by the seed; the provider only knows their login ids.
 */
export const DEMO_ACCOUNTS = [
  { loginId: 'emma.employee', role: 'employee', firstname: 'Emma', lastname: 'Laurent' },
  { loginId: 'marc.manager', role: 'tool manager', firstname: 'Marc', lastname: 'Dubois' },
  { loginId: 'alice.admin', role: 'administrator', firstname: 'Alice', lastname: 'Martin' },
  { loginId: 'sophie.subadmin', role: 'sub-administrator (Northwind Europe)', firstname: 'Sophie', lastname: 'Bernard' },
  { loginId: 'victor.validator', role: 'designated validator', firstname: 'Victor', lastname: 'Petit' },
  { loginId: 'c_carla.contractor', role: 'external (c_) employee', firstname: 'Carla', lastname: 'Moreau' },
  { loginId: 'dan.disabled', role: 'disabled account', firstname: 'Dan', lastname: 'Roux' },
  { loginId: 'nina.notregistered', role: 'not in the directory', firstname: 'Nina', lastname: 'Blanc' },
] as const;

export type DemoLoginId = (typeof DEMO_ACCOUNTS)[number]['loginId'];
