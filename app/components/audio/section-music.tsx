import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { sectionForPath, tracks } from "~/content/tracks";
import { musicSession } from "./music-session";
import { MuteButton } from "./mute-button";
import { saveMutePreference } from "./mute-preference";

/**
 * Background music for the current section and its mute button. Server and
 * client render the same markup (an empty host and the button); the audio
 * element, the saved choice and everything that plays start in effects.
 */
export function SectionMusic() {
  const hostRef = useRef<HTMLDivElement>(null);
  const [muted, setMuted] = useState(false);
  const section = sectionForPath(useLocation().pathname);

  // Declared first so that, on a remount, the element takes the new section's track before it resumes.
  useEffect(() => {
    musicSession().player.setTrack(section ? tracks[section] : null);
  }, [section]);

  useEffect(() => {
    const { element, player } = musicSession();
    hostRef.current?.append(element);
    setMuted(player.isMuted);
    // Leaving the document paused the element; carry on as the state says.
    void player.sync();
  }, []);

  const toggleMuted = () => {
    const next = !muted;
    setMuted(next);
    saveMutePreference(next);
    musicSession().player.setMuted(next);
  };

  return (
    <>
      <div ref={hostRef} hidden />
      <MuteButton muted={muted} onToggle={toggleMuted} />
    </>
  );
}
