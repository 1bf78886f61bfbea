/** How long a photo stays on screen; videos stay until they end. */
export const PHOTO_SECONDS = 7;

/** Often enough that a new upload shows within ~10 s; an unchanged album costs one 304. */
export const POLL_INTERVAL_MS = 5_000;
