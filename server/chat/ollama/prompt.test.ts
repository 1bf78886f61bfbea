import { describe, expect, it } from "vitest";
import { createBuiltinAnswerer } from "../create-chat-service";
import { moroccoDay } from "../morocco-time";
import { buildChatMessages } from "./prompt";

const { knowledge } = createBuiltinAnswerer();
const now = new Date("2025-11-10T12:00:00Z");

/** The system prompt for a question asked from `page`. */
function systemPrompt(question: string, page?: string): string {
  const { question: understood, retrieval } = knowledge.ground(question, now, page);
  const messages = buildChatMessages({ message: question, question: understood, passages: retrieval.promptPassages, today: moroccoDay(now), tripDescription: "the trip" });
  return String(messages[0]!.content);
}

describe("the Ollama prompt", () => {
  it("tells the model the day of the page the question was asked from", () => {
    expect(systemPrompt("what do i wear", "/day/3")).toContain("asking from the page of Day 3 (Monday, November 24, 2025)");
  });

  it("says nothing of a page when the question names its day, or comes from no day page", () => {
    expect(systemPrompt("what do i wear on day 5", "/day/3")).not.toContain("asking from the page");
    expect(systemPrompt("what do i wear", "/budget")).not.toContain("asking from the page");
    expect(systemPrompt("what do i wear")).not.toContain("asking from the page");
  });

  it("puts a question asking of two days to the model as written, with the facts of both days", () => {
    const message = "whats on day 8? and day 9?";
    const { question, retrieval } = knowledge.ground(message, now);
    const messages = buildChatMessages({ message, question, passages: retrieval.promptPassages, today: moroccoDay(now), tripDescription: "the trip" });
    expect(messages[1]!.content).toBe(message);
    expect(retrieval.promptPassages.map((passage) => passage.id)).toEqual(expect.arrayContaining(["day-8", "day-9"]));
  });
});
