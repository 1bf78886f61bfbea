/** How long a photo stays on screen; videos stay until they end. */
export const PHOTO_SECONDS = 7;
