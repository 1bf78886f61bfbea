import { describe, expect, it } from "vitest";
import type { QuestionPart } from "../understanding/question";
import { confident, coverage, standsOut } from "./confidence";

const weights = { weights: new Map([["villa", 1], ["pool", 2], ["heat", 2.5], ["medina", 1.2], ["transfer", 2]]), unknownWeight: 4 };
const part = (topic: string[], unknown: string[] = []): QuestionPart => ({ kinds: [], topic, unknown });
const holding = (...terms: string[]) => (term: string) => terms.includes(term);

describe("the confidence gate", () => {
  it("measures the share of the question's terms, by rarity, that an answer holds", () => {
    expect(coverage(part(["villa", "pool"]), holding("pool"), weights).share).toBeCloseTo(2 / 3);
    expect(coverage(part(["villa", "pool"]), holding("villa", "pool"), weights).share).toBe(1);
  });

  it("counts words the content never uses against an answer", () => {
    expect(coverage(part(["villa"], ["gym"]), holding("villa"), weights).share).toBeCloseTo(1 / 3);
    expect(confident(part(["villa"], ["gym"]), holding("villa"), weights)).toBe(false);
  });

  it("passes a short question only when every one of its words is met", () => {
    expect(confident(part(["villa", "pool"]), holding("villa", "pool"), weights)).toBe(true);
    expect(confident(part(["villa", "pool", "heat"]), holding("villa", "pool"), weights)).toBe(false);
  });

  it("lets a longer question leave out a light word, never a weighty one", () => {
    const long = part(["villa", "pool", "transfer", "medina"]);
    expect(confident(long, holding("villa", "pool", "transfer"), weights)).toBe(true);
    expect(confident(long, holding("villa", "medina", "transfer"), weights)).toBe(false);
  });

  it("lets a short question leave out one known word only when its passage stands out from all the others", () => {
    const short = part(["villa", "pool", "medina"]);
    expect(confident(short, holding("pool", "medina"), weights, true)).toBe(true);
    expect(confident(short, holding("pool", "medina"), weights, false)).toBe(false);
    // Two words missing, or a word the content never uses, are never left out.
    expect(confident(short, holding("pool"), weights, true)).toBe(false);
    expect(confident(part(["villa", "pool"], ["gym"]), holding("villa", "pool"), weights, true)).toBe(false);
    expect(standsOut([10, 4.9])).toBe(true);
    expect(standsOut([10, 5.1])).toBe(false);
    expect(standsOut([10])).toBe(true);
    expect(standsOut([])).toBe(false);
  });

  it("does not ask the answer for the guest's own figures", () => {
    expect(confident(part(["pool"], ["100mb"]), holding("pool"), weights)).toBe(true);
    expect(confident(part(["villa", "pool", "30"]), holding("villa", "pool"), weights)).toBe(true);
    // A figure the content writes stays beside a single other word: "my 6 yr old" is about the child.
    expect(confident(part(["6", "villa"]), holding("villa"), weights)).toBe(false);
    expect(confident(part(["30"]), holding(), weights)).toBe(false);
  });

  it("never passes a question with no subject", () => {
    expect(confident(part([]), holding(), weights)).toBe(false);
  });
});
