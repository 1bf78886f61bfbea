import { describe, expect, it } from "vitest";
import { costs, stayNights } from "./costs";
import { touristTaxPerNight } from "./money";
import { fixedCosts, optionalExtras, perPersonEstimate, perPersonEstimateSummary, usdRange } from "./trip-estimate";

const price = (text: string) => usdRange(text);

describe("the per-person trip estimate", () => {
  it("reads single and ranged prices", () => {
    expect(usdRange("$45")).toEqual({ min: 45, max: 45 });
    expect(usdRange("$40-60")).toEqual({ min: 40, max: 60 });
    expect(() => usdRange("about $45")).toThrow();
  });

  it("equals the sum of its parts in costs.ts", () => {
    const fixedMin =
      price(costs.riadNight).min * stayNights.riad +
      price(costs.desertCamp).min +
      price(costs.trainToFes).min +
      price(costs.fesRiad).min +
      price(costs.welcomeDinner).min +
      price(costs.birthdayDinner).min +
      touristTaxPerNight.usd * 9;
    const fixedMax = fixedMin - 40 - 100 + 60 + 120;
    expect(perPersonEstimate.fixed).toEqual({ min: fixedMin, max: fixedMax });

    const extras =
      price(costs.villaContribution).max +
      price(costs.villaBreakfast).max * stayNights.villa +
      price(costs.hotAirBalloon).max +
      price(costs.hammamMassage).max +
      price(costs.agafayDay).max +
      price(costs.nobuMinimumSpend).max +
      price(costs.majorelleGarden).max +
      price(costs.yslMuseum).max +
      price(costs.soukGuide).max +
      price(costs.walkingTour).max +
      price(costs.barCrawlGuide).max +
      price(costs.hassanIIMosque).max;
    expect(perPersonEstimate.extras.max).toBe(extras);
    expect(perPersonEstimate.typical).toEqual({ min: fixedMin, max: fixedMax + extras });
    expect(fixedCosts.length + optionalExtras.length).toBe(19);
  });

  it("states the typical range in its summary", () => {
    expect(perPersonEstimateSummary).toContain("$440-943");
  });
});
