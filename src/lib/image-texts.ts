/**
 * Image texts (spec: png, jpeg, webp; over 10485760 bytes after resizing is refused): one home for
 * every place that picks or uploads images (src/lib/image.ts's ImageError, ui/image-upload.tsx, the
 * feed's composer). Plain data, so a feature's messages.ts can read them without the upload code.
 */
export const imageMessages = {
  badType: 'Invalid file format: please upload an image.',
  tooLarge: 'Image too large',
  uploadFailed: 'Error uploading image',
} as const;
