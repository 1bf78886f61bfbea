import { describe, expect, it } from "vitest";
import { answerBuiltin } from "../create-chat-service";
import { evaluate, fromDevelopmentSet } from "../eval/evaluate";
import { evalQuestions } from "../eval/questions";

const beforeTrip = new Date("2025-11-10T12:00:00Z");
const ask = (question: string, now = beforeTrip) => answerBuiltin(question, now).reply;

describe("the built-in answerer", () => {
  it("answers at least 95% of the development set and never answers an unanswerable question", () => {
    const { outcomes, figures } = evaluate(fromDevelopmentSet(evalQuestions), answerBuiltin, beforeTrip);
    const failures = outcomes.filter((outcome) => outcome.grade !== "correct" && outcome.answerable).map((outcome) => `${outcome.question} -> ${outcome.reply}`);
    expect(evalQuestions.length).toBeGreaterThanOrEqual(40);
    expect(figures.correctRate, failures.join("\n")).toBeGreaterThanOrEqual(0.95);
    expect(figures.wrong).toBe(0);
  });

  it.each([
    ["How much is the desert camp?", ["$95"]],
    ["What plug do I need?", ["Type C/E", "220V"]],
    ["How much is the hot air balloon?", ["$117"]],
    ["Do I need a visa?", ["US and Canadian", "90 days", "six months"]],
    ["What's the weather like?", ["15-25°C"]],
    ["How much should I tip?", ["10-15%"]],
    ["What is the exchange rate?", ["10 MAD", "$1"]],
  ])("answers %s with the fact and a link to its page", (question, facts) => {
    const reply = ask(question);
    for (const fact of facts) expect(reply).toContain(fact);
    expect(reply).toMatch(/\[[^\]]+\]\(\/[a-z0-9/]*\)/);
  });

  it("gives the birthday dinner's day, date and time", () => {
    const reply = ask("When is the birthday dinner?");
    expect(reply).toContain("Day 2");
    expect(reply).toContain("Sunday, November 23");
    expect(reply).toMatch(/19:30|7:30 PM/);
  });

  it("says it does not know, suggests the host and gives no figure for the villa wifi password", () => {
    const reply = ask("What's the wifi password at the villa?");
    expect(reply).toMatch(/don't know/);
    expect(reply).toMatch(/ask the host/);
    expect(reply).not.toMatch(/\d/);
  });

  it("copes with typos", () => {
    expect(ask("how much is the baloon ride")).toContain("$117");
    expect(ask("what's the wetaher like")).toContain("15-25°C");
    expect(ask("where is the welcom diner")).toContain("Le Foundouk");
  });

  it("reads 'today' and 'tomorrow' as trip days in Morocco time", () => {
    // 23:30 UTC on Nov 22 is already Nov 23 (day 2) in Morocco (UTC+1).
    const lateNight = new Date("2025-11-22T23:30:00Z");
    expect(ask("What are we doing today?", lateNight)).toContain("Day 2");
    expect(ask("What's the plan tomorrow?", lateNight)).toContain("Day 3");
  });

  it("says the trip has not started when asked about today before it", () => {
    const reply = ask("What are we doing today?");
    expect(reply).toContain("Monday, November 10, 2025");
    expect(reply).toContain("Nov 21-30, 2025");
  });
});
