export { Launcher } from './components/Launcher';
