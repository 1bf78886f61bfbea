import { House } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "./card";
import { ZelligeDivider } from "./zellige";

/** A centred card for pages that have no content to show: not found, coming soon, errors. */
export function StatusCard({
  icon,
  title,
  children,
  action = { to: "/", label: "Back to Home" },
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: { to: string; label: string };
}) {
  return (
    <div className="mx-auto flex max-w-xl px-4 py-16 sm:py-24">
      <Card className="flex w-full flex-col items-center gap-4 px-6 py-10 text-center">
        <div aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-sand text-terracotta">
          {icon}
        </div>
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <ZelligeDivider />
        <div className="text-pretty text-ink-soft">{children}</div>
        <Link
          to={action.to}
          className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-full bg-majorelle px-6 font-semibold text-white shadow-sm hover:bg-majorelle/90"
        >
          <House aria-hidden="true" className="size-4" />
          {action.label}
        </Link>
      </Card>
    </div>
  );
}
