const storageKey = "golden-goat-getaway:music-muted";

/** The mute button's name, as the button says it and Rupa quotes it. */
export const muteLabel = "Mute music";
export const unmuteLabel = "Unmute music";

/** The guest's choice from an earlier visit; storage can be disabled (private mode, policies). */
export function loadMutePreference(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === "true";
  } catch {
    return false;
  }
}

export function saveMutePreference(muted: boolean): void {
  try {
    window.localStorage.setItem(storageKey, String(muted));
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}
