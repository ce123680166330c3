import { refuseProduction } from './seed-guard';

describe('the demo seed', () => {
  it('refuses to run in production', () => {
    expect(() => refuseProduction({ NODE_ENV: 'production' })).toThrow(/never runs with NODE_ENV=production/);
  });

  it.each([undefined, 'development', 'test'])('runs with NODE_ENV=%p', (mode) => {
    expect(() => refuseProduction({ NODE_ENV: mode })).not.toThrow();
  });
});
