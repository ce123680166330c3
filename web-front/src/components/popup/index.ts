export { Popup } from './Popup';
export { useClosePopup } from './use-close-popup';
export { frontPageBaseOf } from './front-page-base';
