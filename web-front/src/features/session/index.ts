export { SignOutButton } from './components/SignOutButton';
