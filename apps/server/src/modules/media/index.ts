/** The media module's door (decision 049): what other modules, the wiring and the tests may use. */
export { AVATAR_URL_PREFIX, type AvatarStorage, avatarNameOf } from './avatar-storage.ts';
export { fileError, mediaUrl, removeMediaFiles, renditionKey } from './media.files.ts';
export { createMediaModule } from './media.module.ts';
export { MEDIA_MULTIPART, parseFields } from './media.multipart.ts';
export { type MediaStorage, newMediaBase } from './media.storage.ts';
export type { MediaKind, MediaLibrary, MediaRow, NewPhoto, NewVideo } from './media-library.ts';
export { processPhoto, UploadRefused, WEBP, WEBP_SMALL } from './photo-pipeline.ts';
export { createS3Client } from './s3.storage.ts';
export type { Storages } from './storages.ts';
