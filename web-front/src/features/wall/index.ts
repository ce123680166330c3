export { WallPanel } from './components/WallPanel';
