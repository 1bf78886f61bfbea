import { describe, expect, it } from "vitest";
import { splitByDay, type DayNamed } from "./days-asked";

/** A stand-in calendar: "tonight" is day 7, "tomorrow" day 8, "day N" day N, "monday" day 3, "tuesday" day 4. */
function dayIn(clause: string): DayNamed | undefined {
  const match = /\b(tonight|today|tomorrow|day (\d)|monday|tuesday)\b/.exec(clause);
  if (!match) return undefined;
  const days: Record<string, number> = { tonight: 7, today: 7, tomorrow: 8, monday: 3, tuesday: 4 };
  return { day: match[2] !== undefined ? Number(match[2]) : days[match[1]!]!, span: match[0] };
}

describe("splitting a question by the days it asks of", () => {
  it("asks a later clause naming another day on its own", () => {
    expect(splitByDay("what time's dinner tonight and what time do we leave tomorrow", dayIn)).toEqual([
      "what time's dinner tonight",
      "what time do we leave tomorrow",
    ]);
  });

  it("asks the clause before again of a day named alone", () => {
    expect(splitByDay("whats on day 8? and day 9?", dayIn)).toEqual(["whats on day 8?", "whats on day 9?"]);
    expect(splitByDay("what's on monday and tuesday", dayIn)).toEqual(["what's on monday", "what's on tuesday"]);
  });

  it("keeps a question whole when its clauses ask of one day, or a day is only told of", () => {
    expect(splitByDay("what's for dinner tonight and what should i wear", dayIn)).toEqual(["what's for dinner tonight and what should i wear"]);
    expect(splitByDay("is there an atm near the riad? need cash today", dayIn)).toEqual(["is there an atm near the riad? need cash today"]);
    expect(splitByDay("whats our train number and carriage today", dayIn)).toEqual(["whats our train number and carriage today"]);
  });

  it("keeps a span of days, and the guest's own plans, whole", () => {
    expect(splitByDay("what's on between monday and tuesday", dayIn)).toEqual(["what's on between monday and tuesday"]);
    expect(splitByDay("i land monday and leave tuesday, what do i miss", dayIn)).toEqual(["i land monday and leave tuesday, what do i miss"]);
  });
});
