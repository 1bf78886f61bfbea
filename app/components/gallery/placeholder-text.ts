/** The line on a picture that is not there (yet), in the grid and the viewer; the assistant quotes it too. */
export const PLACEHOLDER_TEXT = {
  preparing: { photo: "Preparing preview…", video: "Preparing video…" },
  unavailable: {
    photo: "Preview not available",
    video: "Preview not available",
  },
} as const;
