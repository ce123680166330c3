/** The files module's public API besides its commands and queries: checking an uploaded image, and a one-file multipart upload with its errors as HTTP answers. */
export { inspectImage, InvalidImageType, ImageTooSmall, ImageTooManyPixels } from './image/inspect-image';
export type { InspectedImage } from './image/inspect-image';
export { OneFileUpload } from './commands/store-image/one-file-upload.decorator';
