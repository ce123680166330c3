/** The files module's public API besides its commands and queries: checking an uploaded image, and upload errors as HTTP answers. */
export { inspectImage, InvalidImageType, ImageTooSmall, ImageTooManyPixels } from './image/inspect-image';
export type { InspectedImage } from './image/inspect-image';
export { UploadErrorsInterceptor } from './commands/store-image/upload-errors.interceptor';
