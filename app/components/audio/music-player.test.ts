import { beforeEach, describe, expect, it } from "vitest";
import type { Track } from "~/content/tracks";
import { type MusicElement, MusicPlayer } from "./music-player";

const home: Track = { src: "/audio/home.webm", loop: true, mood: "home" };
const itinerary: Track = { src: "/audio/itinerary.webm", loop: true, mood: "itinerary" };

/** Behaves like an audio element under an autoplay policy that can be switched. */
class FakeAudio implements MusicElement {
  src = "";
  loop = false;
  currentTime = 0;
  paused = true;
  autoplayAllowed = false;
  plays = 0;

  play(): Promise<void> {
    this.plays += 1;
    if (!this.autoplayAllowed) return Promise.reject(new DOMException("blocked", "NotAllowedError"));
    this.paused = false;
    return Promise.resolve();
  }

  pause(): void {
    this.paused = true;
  }
}

describe("MusicPlayer", () => {
  let audio: FakeAudio;
  let player: MusicPlayer;

  beforeEach(() => {
    audio = new FakeAudio();
    player = new MusicPlayer(audio);
  });

  it("waits silently when autoplay is blocked, then plays on the first interaction", async () => {
    player.setTrack(home);
    expect(await player.attemptAutoplay()).toBe(false);
    expect(audio.paused).toBe(true);

    audio.autoplayAllowed = true;
    expect(await player.interact()).toBe(true);
    expect(audio.paused).toBe(false);
    expect(audio.src).toBe(home.src);
    expect(audio.loop).toBe(true);
  });

  it("gives the element no file until the page has loaded or music must play", () => {
    player.setTrack(home);
    expect(audio.src).toBe("");
    player.enableSources();
    expect(audio.src).toBe(home.src);
    player.setTrack(itinerary);
    expect(audio.src).toBe(itinerary.src);
  });

  it("keeps waiting when the browser did not count an event as an interaction", async () => {
    player.setTrack(home);
    expect(await player.interact()).toBe(false);

    // A later change of section must not start music the browser never allowed.
    audio.autoplayAllowed = true;
    player.setTrack(itinerary);
    await Promise.resolve();
    expect(audio.plays).toBe(1);
    expect(audio.paused).toBe(true);
  });

  it("plays at once when the browser allows autoplay", async () => {
    audio.autoplayAllowed = true;
    player.setTrack(home);
    expect(await player.attemptAutoplay()).toBe(true);
    expect(audio.paused).toBe(false);
  });

  it("never lets the mute button start music that autoplay could not", async () => {
    player.setTrack(home);
    expect(await player.attemptAutoplay()).toBe(false);
    // The press on the button is a gesture the browser would accept.
    audio.autoplayAllowed = true;
    player.setMuted(true);
    player.setMuted(false);
    await Promise.resolve();
    expect(audio.paused).toBe(true);
    expect(audio.plays).toBe(1);

    expect(await player.interact()).toBe(true);
    expect(audio.paused).toBe(false);
  });

  it("rewinds and switches the source on a change of section, and keeps playing it", async () => {
    audio.autoplayAllowed = true;
    player.setTrack(home);
    await player.attemptAutoplay();
    audio.currentTime = 12;

    player.setTrack(itinerary);
    await Promise.resolve();
    expect(audio.src).toBe(itinerary.src);
    expect(audio.currentTime).toBe(0);
    expect(audio.paused).toBe(false);
  });

  it("leaves the music alone within one section", async () => {
    audio.autoplayAllowed = true;
    player.setTrack(itinerary);
    await player.attemptAutoplay();
    audio.currentTime = 7;
    const plays = audio.plays;

    player.setTrack({ ...itinerary });
    expect(audio.currentTime).toBe(7);
    expect(audio.plays).toBe(plays);
    expect(audio.paused).toBe(false);
  });

  it("pauses and rewinds on a route without music, and starts the track afresh on return", async () => {
    audio.autoplayAllowed = true;
    player.setTrack(home);
    await player.attemptAutoplay();
    audio.currentTime = 20;

    player.setTrack(null);
    expect(audio.paused).toBe(true);
    expect(audio.currentTime).toBe(0);

    player.setTrack(home);
    await Promise.resolve();
    expect(audio.paused).toBe(false);
  });

  it("pauses on mute and resumes where it was on unmute", async () => {
    audio.autoplayAllowed = true;
    player.setTrack(home);
    await player.attemptAutoplay();
    audio.currentTime = 9;

    player.setMuted(true);
    expect(audio.paused).toBe(true);
    player.setMuted(false);
    await Promise.resolve();
    expect(audio.paused).toBe(false);
    expect(audio.currentTime).toBe(9);
  });

  it("does not autoplay a guest who muted on an earlier visit, nor a route without music", async () => {
    audio.autoplayAllowed = true;
    player.setMuted(true);
    player.setTrack(home);
    expect(await player.attemptAutoplay()).toBe(false);
    expect(audio.plays).toBe(0);

    player.setMuted(false);
    player.setTrack(null);
    expect(await player.attemptAutoplay()).toBe(false);
    expect(audio.plays).toBe(0);
  });

  it("unmuting on a route without music keeps it quiet", async () => {
    audio.autoplayAllowed = true;
    await player.interact();
    player.setMuted(true);
    player.setMuted(false);
    expect(audio.plays).toBe(0);
    expect(audio.paused).toBe(true);
  });

  it("is quiet while the page is in the background and resumes when it returns", async () => {
    audio.autoplayAllowed = true;
    player.setTrack(home);
    await player.attemptAutoplay();
    audio.currentTime = 4;

    player.setPageVisible(false);
    expect(audio.paused).toBe(true);
    player.setPageVisible(true);
    await Promise.resolve();
    expect(audio.paused).toBe(false);
    expect(audio.currentTime).toBe(4);
  });
});
