import { Clock, MapPin, Shirt, Wallet } from "lucide-react";
import type { Activity } from "~/content/types";
import { CardMedia } from "~/components/ui/card-media";
import { Card } from "~/components/ui/card";
import { DetailList } from "~/components/ui/detail-list";
import { TimeOfDayBadges } from "./time-of-day-badges";

export function ActivityCard({ activity, eager }: { activity: Activity; eager: boolean }) {
  const hasPracticalities = Boolean(activity.pricing || activity.dressCode);
  return (
    <Card className="flex h-full flex-col">
      {activity.image ? <CardMedia src={activity.image} label={activity.title} eager={eager} /> : null}
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <TimeOfDayBadges type={activity.type} />
        <h2 className="text-2xl font-bold text-balance">{activity.title}</h2>
        <DetailList
          details={[
            { label: "Time", value: activity.time, Icon: Clock },
            { label: "Location", value: activity.location, Icon: MapPin },
          ]}
        />
        <p className="text-pretty text-ink-soft">{activity.description}</p>
        {hasPracticalities ? (
          <div className="mt-auto rounded-xl bg-sand/70 p-4">
            <DetailList
              visibleLabels
              details={[
                { label: "Pricing", value: activity.pricing, Icon: Wallet },
                { label: "Dress code", value: activity.dressCode, Icon: Shirt },
              ]}
            />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
