export { StartupGate } from './components/StartupGate';
export { useCurrentUser } from './current-user-context';
