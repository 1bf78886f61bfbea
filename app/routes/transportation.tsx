import { Bus } from "lucide-react";
import { StatusCard } from "~/components/ui/status-card";
import { pageTitle } from "~/lib/page-title";

export function meta() {
  return [{ title: pageTitle("Transportation") }];
}

export default function Transportation() {
  return (
    <StatusCard icon={<Bus className="size-8" />} title="Coming Soon">
      <p>
        Transportation details are being finalized: airport transfers, the train to Fes and the drives in between.
        Check back soon; the host will share everything here once it is booked.
      </p>
    </StatusCard>
  );
}
