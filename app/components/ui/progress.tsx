import { Progress as RadixProgress } from "radix-ui";

/** A labelled progress bar; `value` is a percentage. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const rounded = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <RadixProgress.Root
      value={rounded}
      aria-label={label}
      aria-valuetext={`${rounded}%`}
      className="relative h-2.5 w-full overflow-hidden rounded-full bg-sand-deep"
    >
      <RadixProgress.Indicator
        className="h-full bg-majorelle transition-[width] duration-200"
        style={{ width: `${rounded}%` }}
      />
    </RadixProgress.Root>
  );
}
