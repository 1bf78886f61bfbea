import { CalendarDays, ChefHat, Sparkles } from "lucide-react";
import type { Restaurant } from "~/content/types";
import { CardMedia } from "~/components/ui/card-media";
import { Card } from "~/components/ui/card";
import { DetailList } from "~/components/ui/detail-list";
import { Practicalities } from "~/components/ui/practicalities";
import { dayDate, dayShortDate, formatWeekday } from "~/lib/trip-dates";
import { SPECIAL_EVENT_LABEL } from "./special-event";

export function RestaurantCard({ restaurant, eager }: { restaurant: Restaurant; eager: boolean }) {
  const when = `Day ${restaurant.day} · ${formatWeekday(dayDate(restaurant.day))}, ${dayShortDate(restaurant.day)} at ${restaurant.time}`;
  return (
    <Card className={`flex h-full flex-col ${restaurant.special ? "ring-2 ring-saffron" : ""}`}>
      <div className="relative">
        <CardMedia src={restaurant.image} poster={restaurant.poster} label={restaurant.name} eager={eager} />
        {restaurant.special ? (
          <p className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-saffron px-3 py-1 text-sm font-semibold text-ink shadow">
            <Sparkles aria-hidden="true" className="size-4" />
            {SPECIAL_EVENT_LABEL}
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <h2 className="text-2xl font-bold">{restaurant.name}</h2>
        <DetailList
          details={[
            { label: "Cuisine", value: restaurant.cuisine, Icon: ChefHat },
            { label: "When", value: when, Icon: CalendarDays },
          ]}
        />
        <p className="text-pretty text-ink-soft">{restaurant.description}</p>
        <Practicalities pricing={restaurant.pricing} dressCode={restaurant.dressCode} />
      </div>
    </Card>
  );
}
