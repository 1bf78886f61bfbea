import { afterPageLoad } from "./after-page-load";
import { MusicPlayer } from "./music-player";
import { loadMutePreference } from "./mute-preference";
import { preloadTracks } from "./preload-tracks";

/** How long after the load event the tracks start downloading. */
const preloadSettleMs = 4000;

/**
 * Events that may start music the browser refused to autoplay: a click (which
 * Enter or Space on a link or button also fires) or the end of a tap. Key
 * presses alone do not count, so moving through the page with Tab stays quiet.
 */
const interactionEvents = ["click", "touchend"] as const;

/**
 * Page content, where a press is a deliberate act on the page. The header's
 * menu, the chat and the mute button live outside it: a guest opening the menu
 * or muting has not asked for music.
 */
const pageContent = "main, body > footer";

export interface MusicSession {
  /** The one audio element of the page, shown to nobody, found by tests as data-testid="section-music". */
  element: HTMLAudioElement;
  player: MusicPlayer;
}

let session: MusicSession | null = null;

/**
 * The page's music element and player, made on first use in the browser. They
 * live as long as the page rather than a React tree: the root layout remounts
 * when an error page (such as a 404) comes or goes, and the guest's permission
 * to play (which Safari grants per element) must survive that.
 */
export function musicSession(): MusicSession {
  if (session) return session;
  const element = document.createElement("audio");
  element.preload = "none";
  element.dataset.testid = "section-music";
  const player = new MusicPlayer(element);
  player.setMuted(loadMutePreference());
  session = { element, player };

  const stopListening = listenForFirstInteraction(player);
  const onVisibilityChange = () => player.setPageVisible(document.visibilityState === "visible");
  onVisibilityChange();
  document.addEventListener("visibilitychange", onVisibilityChange);

  // Autoplay is tried as soon as the page has loaded; a browser that blocks
  // it downloads nothing. The files wait until the page has settled (its lazy
  // images and scripts come first), and then go to the HTTP cache.
  afterPageLoad(() => {
    void player.attemptAutoplay().then((allowed) => allowed && stopListening());
  });
  afterPageLoad(
    () => {
      player.enableSources();
      element.preload = "auto";
      void preloadTracks({ skip: element.getAttribute("src") });
    },
    { settleMs: preloadSettleMs },
  );
  return session;
}

/** Until music may play, every deliberate click or tap on the page content gives it a try. */
function listenForFirstInteraction(player: MusicPlayer): () => void {
  const stop = () => {
    for (const type of interactionEvents) window.removeEventListener(type, onInteraction, true);
  };
  function onInteraction(event: Event) {
    if (!(event.target instanceof Element) || !event.target.closest(pageContent)) return;
    void player.interact().then((done) => done && stop());
  }
  for (const type of interactionEvents) window.addEventListener(type, onInteraction, { capture: true, passive: true });
  return stop;
}
