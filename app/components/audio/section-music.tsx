import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { sectionForPath, tracks } from "~/content/tracks";
import { afterPageLoad } from "./after-page-load";
import { MusicPlayer } from "./music-player";
import { MuteButton } from "./mute-button";
import { loadMutePreference, saveMutePreference } from "./mute-preference";
import { preloadTracks } from "./preload-tracks";

/** How long after the load event the tracks start downloading. */
const preloadSettleMs = 4000;

// touchend and click too: on phones a touchstart alone does not let media play.
const interactionEvents = ["pointerdown", "keydown", "touchstart", "touchend", "click"] as const;

/** Until music may play, every click, key press or touch gives it a try. */
function listenForFirstInteraction(player: MusicPlayer): () => void {
  const stop = () => {
    for (const type of interactionEvents) window.removeEventListener(type, onInteraction, true);
  };
  function onInteraction(event: Event) {
    // A first press on the mute button must not start the music it is about to mute.
    const onControl = event.target instanceof Element && event.target.closest("[data-music-control]") !== null;
    void player.interact({ startMusic: !onControl }).then((done) => done && stop());
  }
  for (const type of interactionEvents) window.addEventListener(type, onInteraction, { capture: true, passive: true });
  return stop;
}

/**
 * Background music for the current section and its mute button. Server and
 * client render the same markup; the saved choice and everything that plays
 * start in effects, and the files load only after the page itself.
 */
export function SectionMusic() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const playerRef = useRef<MusicPlayer | null>(null);
  const [muted, setMuted] = useState(false);
  const section = sectionForPath(useLocation().pathname);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const player = new MusicPlayer(audio);
    playerRef.current = player;
    const savedMuted = loadMutePreference();
    setMuted(savedMuted);
    player.setMuted(savedMuted);

    const stopListening = listenForFirstInteraction(player);
    const onVisibilityChange = () => player.setPageVisible(document.visibilityState === "visible");
    onVisibilityChange();
    document.addEventListener("visibilitychange", onVisibilityChange);
    // Autoplay is tried as soon as the page has loaded; a browser that blocks
    // it downloads nothing. The files themselves wait until the page has
    // settled (its lazy images and scripts come first), and are then cached.
    const cancelAutoplay = afterPageLoad(() => {
      void player.attemptAutoplay().then((allowed) => allowed && stopListening());
    });
    const preloading = new AbortController();
    const cancelPreload = afterPageLoad(
      () => {
        player.enableSources();
        audio.preload = "auto";
        void preloadTracks({ skip: audio.getAttribute("src"), signal: preloading.signal });
      },
      { settleMs: preloadSettleMs },
    );

    return () => {
      cancelAutoplay();
      cancelPreload();
      preloading.abort();
      stopListening();
      document.removeEventListener("visibilitychange", onVisibilityChange);
      audio.pause();
      playerRef.current = null;
    };
  }, []);

  useEffect(() => {
    playerRef.current?.setTrack(section ? tracks[section] : null);
  }, [section]);

  const toggleMuted = () => {
    const next = !muted;
    setMuted(next);
    saveMutePreference(next);
    playerRef.current?.setMuted(next);
  };

  return (
    <>
      <audio ref={audioRef} data-testid="section-music" preload="none" />
      <MuteButton muted={muted} onToggle={toggleMuted} />
    </>
  );
}
