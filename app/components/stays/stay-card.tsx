import { CalendarDays, Check, MapPin } from "lucide-react";
import type { Stay } from "~/content/types";
import { Card } from "~/components/ui/card";
import { DetailList } from "~/components/ui/detail-list";
import { CardMedia } from "~/components/ui/card-media";

/** Stays sit below the villa facts, so their images always load lazily. */
export function StayCard({ stay }: { stay: Stay }) {
  return (
    <Card className="flex h-full flex-col">
      <CardMedia src={stay.image} label={stay.title} />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <h3 className="text-2xl font-bold">{stay.title}</h3>
        <DetailList
          details={[
            { label: "Dates", value: stay.dates, Icon: CalendarDays },
            { label: "Location", value: stay.location, Icon: MapPin },
          ]}
        />
        <p className="text-pretty text-ink-soft">{stay.description}</p>
        <ul aria-label="Highlights" className="mt-auto grid gap-1.5 rounded-xl bg-sand/70 p-4 text-sm">
          {stay.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-mint-dark" />
              {highlight}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
