import { Banknote, BedDouble, Camera, ThermometerSun } from "lucide-react";
import { tips } from "~/content/tips";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

// In the order of the content: weather, accommodation, cash & essentials, dress for photos.
const icons = [ThermometerSun, BedDouble, Banknote, Camera];

export function InformationTips() {
  return (
    <Section id="information" title="Information">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {tips.map((tip, index) => {
          const Icon = icons[index % icons.length]!;
          return (
            <li key={tip.title}>
              <Card className="flex h-full flex-col gap-3 p-6">
                <span aria-hidden="true" className="icon-badge">
                  <Icon className="size-6" />
                </span>
                <h3 className="text-xl font-bold">{tip.title}</h3>
                <p className="text-sm text-pretty text-ink-soft">{tip.body}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
