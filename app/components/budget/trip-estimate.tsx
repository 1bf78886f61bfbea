import {
  fixedCosts,
  formatUsd,
  formatUsdRange,
  optionalExtras,
  perPersonEstimate,
  type EstimateLine,
  type UsdRange,
} from "~/content/trip-estimate";
import { Card } from "~/components/ui/card";

// The page's first answer: "how much will this trip cost me?". Every figure is
// read from app/content/trip-estimate, the module Rupa quotes too. Tables, not
// the dl lists of the sections below, because these are sums with a total row.

function EstimateTable({ caption, lines, total }: { caption: string; lines: EstimateLine[]; total: UsdRange }) {
  return (
    <table className="w-full self-start border-collapse text-left">
      <caption className="pb-2 text-left font-display text-xl font-bold">{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.name} className="border-b border-ink/10">
            <th scope="row" className="py-2 pr-4 font-normal">
              {line.name}
            </th>
            <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">{formatUsdRange(line)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-3 pr-4 font-semibold">
            Total
          </th>
          <td className="pt-3 text-right font-bold whitespace-nowrap text-terracotta-dark tabular-nums">
            {formatUsdRange(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

export function TripEstimate() {
  const { fixed, extras, typical, airportTransferPerCar, shopping } = perPersonEstimate;
  return (
    <section aria-labelledby="estimate-title" className="mx-auto max-w-6xl px-4 pt-12">
      <Card className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="flex flex-col gap-3">
          <h2 id="estimate-title" className="text-3xl font-bold text-balance">
            What the whole trip costs you
          </h2>
          <p className="font-display text-4xl font-bold text-terracotta-dark sm:text-5xl">
            {formatUsdRange(typical)}
            <span className="block font-sans text-base font-semibold text-ink-soft">per person, typical range</span>
          </p>
          <p className="max-w-prose text-pretty text-ink-soft">
            The low end is the fixed costs ({formatUsdRange(fixed)}); the high end adds every optional extra (up to{" "}
            {formatUsd(extras.max)}). On top: flights, lunches, drinks, tips and shopping ({shopping}); the airport
            transfer is {airportTransferPerCar} per car, shared.
          </p>
        </div>
        <div className="grid gap-8 md:grid-cols-2">
          <EstimateTable caption="Fixed costs" lines={fixedCosts} total={fixed} />
          <EstimateTable caption="Optional extras" lines={optionalExtras} total={extras} />
        </div>
      </Card>
    </section>
  );
}
