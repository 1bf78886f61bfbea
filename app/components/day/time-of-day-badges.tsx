import { Moon, Sun, Sunrise } from "lucide-react";
import type { Activity, TimeOfDay } from "~/content/types";

const badgeStyles: Record<TimeOfDay, { label: string; className: string; Icon: typeof Sun }> = {
  morning: { label: "Morning", className: "bg-saffron/90 text-ink", Icon: Sunrise },
  afternoon: { label: "Afternoon", className: "bg-terracotta text-white", Icon: Sun },
  evening: { label: "Evening", className: "bg-majorelle text-white", Icon: Moon },
};

export function TimeOfDayBadges({ type }: { type: Activity["type"] }) {
  const times = Array.isArray(type) ? type : [type];
  return (
    <ul aria-label="Time of day" className="flex flex-wrap gap-2">
      {times.map((time) => {
        const { label, className, Icon } = badgeStyles[time];
        return (
          <li key={time} className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold ${className}`}>
            <Icon aria-hidden="true" className="size-3.5" />
            {label}
          </li>
        );
      })}
    </ul>
  );
}
