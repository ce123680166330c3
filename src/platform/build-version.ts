/**
 * The running build's version: the `version` of the package.json beside its folder (`dist/../package.json`,
 * `src/../package.json` under ts-node), so a copy of a build with its own package.json names itself. The
 * OpenAPI document and the health report's detailed view show it: during a rolling restart onto a new build,
 * a monitor sees which hosts run which.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const BUILD_VERSION = (require('../../package.json') as { version: string }).version;
