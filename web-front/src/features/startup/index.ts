export { StartupGate } from './components/StartupGate';
export { useCurrentUser, useSetCurrentUser } from './current-user-context';
export { useSaveUser } from './hooks/use-save-user';
export { askCurrentUserEarly, awaitEarlyUser } from './early-user';
