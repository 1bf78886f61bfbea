import type { Track } from "~/content/tracks";

/** The part of HTMLAudioElement the player drives (a fake in unit tests). */
export interface MusicElement {
  src: string;
  loop: boolean;
  currentTime: number;
  play(): Promise<void>;
  pause(): void;
}

/**
 * The music rules of the spec (section 4, Audio), kept apart from React and
 * the DOM events that feed them:
 * - playback starts only once allowed: autoplay worked or the guest clicked the page;
 * - a change of section pauses and rewinds, then loads the new track;
 * - muting pauses, unmuting resumes where the section's track stopped;
 * - a page in the background (another tab, the phone's home screen) is quiet.
 */
export class MusicPlayer {
  private track: Track | null = null;
  /** The file the element holds; none until the page has loaded or music must play. */
  private source: string | null = null;
  private sourcesEnabled = false;
  private muted = false;
  private allowed = false;
  private pageVisible = true;

  constructor(private readonly element: MusicElement) {}

  get isMuted(): boolean {
    return this.muted;
  }

  setTrack(track: Track | null): void {
    if (track?.src === this.track?.src) return;
    this.element.pause();
    this.element.currentTime = 0;
    this.track = track;
    if (this.sourcesEnabled) this.applySource();
    void this.sync();
  }

  /**
   * Lets the element hold the section's file from now on. Until then it has
   * none, so nothing about music costs the page anything while it loads.
   */
  enableSources(): void {
    this.sourcesEnabled = true;
    this.applySource();
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    void this.sync();
  }

  setPageVisible(visible: boolean): void {
    this.pageVisible = visible;
    void this.sync();
  }

  /**
   * Tries to play before any interaction. Browsers that block autoplay refuse,
   * and the player waits silently for the guest. Resolves true once playback
   * no longer needs an interaction.
   */
  async attemptAutoplay(): Promise<boolean> {
    if (this.allowed || this.muted || !this.track || !this.pageVisible) return this.allowed;
    this.allowed = await this.tryPlay();
    return this.allowed;
  }

  /**
   * The guest clicked or tapped the page's content. Resolves true when
   * nothing more needs an interaction: music plays, or there is nothing to
   * play now and later plays ride on this interaction. Resolves false when the
   * browser did not count the event as one that unlocks media (a touch that
   * ends a scroll), so the next event must try again. Nothing else, such as
   * the mute button, makes music allowed.
   */
  async interact(): Promise<boolean> {
    if (this.muted || !this.track || !this.pageVisible) {
      this.allowed = true;
      return true;
    }
    this.allowed = await this.tryPlay();
    return this.allowed;
  }

  /** Makes the element match the state again, e.g. after it was moved in the page (which pauses it). */
  async sync(): Promise<void> {
    if (!this.track || this.muted || !this.allowed || !this.pageVisible) {
      this.element.pause();
      return;
    }
    await this.tryPlay();
  }

  private applySource(): void {
    if (!this.track || this.track.src === this.source) return;
    this.source = this.track.src;
    this.element.loop = this.track.loop;
    this.element.src = this.track.src;
  }

  /** Only a refusal by the autoplay policy counts as "not allowed"; an interrupted play (AbortError) or a missing file does not. */
  private async tryPlay(): Promise<boolean> {
    this.enableSources();
    try {
      await this.element.play();
      return true;
    } catch (error) {
      return (error as { name?: unknown } | null)?.name !== "NotAllowedError";
    }
  }
}
