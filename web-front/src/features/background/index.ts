export { BackgroundPicker } from './components/BackgroundPicker';
export { BackgroundEditLink } from './components/BackgroundEditLink';
export { backgroundImageUrl, backgroundNumberOf } from './background-choice';
