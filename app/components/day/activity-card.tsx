import { Clock, MapPin } from "lucide-react";
import type { Activity } from "~/content/types";
import { CardMedia } from "~/components/ui/card-media";
import { Card } from "~/components/ui/card";
import { DetailList } from "~/components/ui/detail-list";
import { Practicalities } from "~/components/ui/practicalities";
import { TimeOfDayBadges } from "./time-of-day-badges";

export function ActivityCard({ activity, eager }: { activity: Activity; eager: boolean }) {
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
        <Practicalities pricing={activity.pricing} dressCode={activity.dressCode} />
      </div>
    </Card>
  );
}
