import { Shirt, Wallet } from "lucide-react";
import { DetailList } from "./detail-list";

/** The pricing and dress code of an activity or a dinner, shown only when there is one. */
export function Practicalities({ pricing, dressCode }: { pricing?: string; dressCode?: string }) {
  if (!pricing && !dressCode) return null;
  return (
    <div className="mt-auto rounded-xl bg-sand/70 p-4">
      <DetailList
        visibleLabels
        details={[
          { label: "Pricing", value: pricing, Icon: Wallet },
          { label: "Dress code", value: dressCode, Icon: Shirt },
        ]}
      />
    </div>
  );
}
