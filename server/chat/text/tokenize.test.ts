import { describe, expect, it } from "vitest";
import { stem, tokenize } from "./tokenize";
import { correctShortWord, correctTerm, editDistanceWithin } from "./typo";

describe("tokenize", () => {
  it("folds the ways of asking for a price onto one term", () => {
    for (const question of ["How much is it?", "What's the price?", "Is there a fee?", "What does it cost?"]) {
      expect(tokenize(question)).toContain("cost");
    }
    expect(tokenize("Price: $117 per person")).toEqual(expect.arrayContaining(["cost", "117"]));
  });

  it("folds plugs, adapters, sockets and voltage together", () => {
    for (const word of ["plug", "adapter", "sockets", "voltage", "power outlet"]) expect(tokenize(word)).toContain("plug");
  });

  it("turns day numbers and dates into terms both sides share", () => {
    expect(tokenize("What's on day 3?")).toContain("day3");
    expect(tokenize("the third day")).toContain("day3");
    expect(tokenize("Nov 24")).toContain("nov24");
    expect(tokenize("24th of November")).toContain("nov24");
    expect(tokenize("Monday, November 24")).toEqual(expect.arrayContaining(["monday", "nov24"]));
  });

  it("drops filler words and folds accents", () => {
    expect(tokenize("Can you tell me what the Musée is?")).toEqual(["museum"]);
    expect(tokenize("how long can i stay without a visa")).toEqual(["stay", "visa"]);
    expect(tokenize("the spanish mosque bit")).toEqual(["spanish", "mosque"]);
    expect(tokenize("do us people need a visa")).toEqual(["citizen", "visa"]);
    expect(tokenize("can i get a beer")).toEqual(["alcohol"]);
    expect(tokenize("im veggie")).toEqual(["vegetarian"]);
    expect(tokenize("the souk stalls")).toEqual(["souk", "souk"]);
    expect(tokenize("any safety tips")).toEqual(["safe", "advice"]);
    expect(tokenize("Major Must-See Sites")).toEqual(expect.arrayContaining(tokenize("must see")));
    expect(tokenize("anywhere i can take a cooking class nearby")).not.toEqual(expect.arrayContaining(["anywhere"]));
    expect(tokenize("what's the name of the trip")).toContain("getaway");
    expect(tokenize("how much will it cost realistically")).toEqual(["cost", "cost"]);
    expect(tokenize("the daytime temp range")).toEqual(["daytim", "weather"]);
    expect(tokenize("what colours for the photo day outfits")).toContain("photoshoot");
  });

  it("stems word forms alike", () => {
    expect(new Set(["include", "includes", "included", "including"].map(stem)).size).toBe(1);
    expect(stem("dinners")).toBe(stem("dinner"));
    expect(stem("glass")).toBe("glass");
  });
});

describe("typo tolerance", () => {
  it("measures edits, counting a swap of neighbours as one", () => {
    expect(editDistanceWithin("balloon", "balloon", 2)).toBe(0);
    expect(editDistanceWithin("ballon", "balloon", 1)).toBe(1);
    expect(editDistanceWithin("wetaher", "weather", 1)).toBe(1);
    expect(editDistanceWithin("camel", "balloon", 2)).toBeUndefined();
  });

  it("corrects longer words to the nearest known term but leaves short ones alone", () => {
    const vocabulary = new Map([["weather", 3], ["balloon", 2], ["pack", 9]]);
    expect(correctTerm("wether", vocabulary)).toBe("weather");
    expect(correctTerm("baloon", vocabulary)).toBe("balloon");
    expect(correctTerm("park", vocabulary)).toBeUndefined();
    expect(correctTerm("password", vocabulary)).toBeUndefined();
  });

  it("leaves alone a changed or added letter that makes another word, below eight letters", () => {
    const vocabulary = new Map([["packing", 3], ["food", 9], ["money", 9], ["dinner", 9], ["smell", 2], ["weather", 3]]);
    expect(correctTerm("parking", vocabulary)).toBeUndefined();
    expect(correctTerm("flood", vocabulary)).toBeUndefined();
    expect(correctTerm("venue", new Map([["avenue", 3]]))).toBeUndefined();
    expect(correctTerm("monkey", vocabulary)).toBeUndefined();
    expect(correctTerm("dinnner", vocabulary)).toBe("dinner");
    expect(correctTerm("smelly", vocabulary)).toBe("smell");
    expect(correctTerm("wheather", vocabulary)).toBe("weather");
  });

  it("undoes a dropped letter or a swap in a short word, towards common words only", () => {
    const vocabulary = new Map([["villa", 12], ["time", 1000], ["bear", 5], ["kinds", 1]]);
    expect(correctShortWord("vila", vocabulary, 3)).toBe("villa");
    expect(correctShortWord("tiem", vocabulary, 3)).toBe("time");
    expect(correctShortWord("tme", vocabulary, 3)).toBe("time");
    // A changed letter is too ambiguous in a short word, and a rare word is no safe guess.
    expect(correctShortWord("beer", vocabulary, 3)).toBeUndefined();
    expect(correctShortWord("kids", vocabulary, 3)).toBeUndefined();
    // A missing first letter makes another word: "age" is no "page".
    expect(correctShortWord("age", new Map([["page", 9]]), 3)).toBeUndefined();
  });
});
