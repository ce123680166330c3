export { NetworkWarning } from './components/NetworkWarning';
