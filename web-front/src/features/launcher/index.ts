export { Launcher } from './components/Launcher';
export { rankLauncherTools, LAUNCHER_LIMIT } from './launcher-ranking';
