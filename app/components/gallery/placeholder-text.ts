/** The line on a picture that is not there (yet), in the grid and the viewer; the assistant quotes it too. */
export const PLACEHOLDER_TEXT = {
  preparing: { photo: "Preparing preview…", video: "Preparing video…" },
  unavailable: {
    photo: "Preview not available",
    video: "Preview not available",
  },
} as const;

/** The viewer's link that saves the uploaded file itself, whatever became of its preview. */
export const ORIGINAL_FILE_LABEL = "Original file";

/** Under a photo whose preview could not be made: the photo is still there. */
export const UNAVAILABLE_PHOTO_HINT = `This photo can still be saved with “${ORIGINAL_FILE_LABEL}”.`;
