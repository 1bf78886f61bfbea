import { Volume2, VolumeX } from "lucide-react";
import { muteLabel, unmuteLabel } from "./mute-preference";

/**
 * Round, bottom left, clear of the chat launcher (bottom right) even on a
 * 360 px phone. The name says what a press will do; aria-pressed says whether
 * the music is muted now.
 */
export function MuteButton({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  const Icon = muted ? VolumeX : Volume2;
  return (
    <button
      type="button"
      aria-label={muted ? unmuteLabel : muteLabel}
      aria-pressed={muted}
      onClick={onToggle}
      className="fixed bottom-[max(1rem,env(safe-area-inset-bottom))] left-[max(1rem,env(safe-area-inset-left))] z-40 flex size-12 items-center justify-center rounded-full bg-majorelle text-white shadow-card ring-2 ring-sand transition-transform focus-visible:ring-4 hover:scale-105 active:scale-95 motion-reduce:transition-none"
    >
      <Icon aria-hidden="true" className="size-6" strokeWidth={2} />
    </button>
  );
}
