import { describe, expect, it, vi } from "vitest";
import { answerBuiltin } from "../create-chat-service";
import { evaluate, fromDevelopmentSet } from "../eval/evaluate";
import { evalQuestions } from "../eval/questions";

const beforeTrip = new Date("2025-11-10T12:00:00Z");
const ask = (question: string, now = beforeTrip, page?: string) => answerBuiltin(question, now, page).reply;

describe("the built-in answerer", () => {
  // Floors at the figures reached on the development set (which grows with every batch of
  // fresh questions written against the answerer): no change may make them worse.
  it("answers at least 95% of the development set, and says it does not know 95% of its unanswerable questions", () => {
    const { outcomes, figures } = evaluate(fromDevelopmentSet(evalQuestions), answerBuiltin, beforeTrip);
    const failures = outcomes.filter((outcome) => outcome.grade !== "correct" && outcome.answerable).map((outcome) => `${outcome.question} -> ${outcome.reply}`);
    expect(evalQuestions.length).toBeGreaterThanOrEqual(40);
    // The batches for the retired blind set's classes (class-questions.ts), each written before
    // tuning for it, keep their honest misses: the share fell from 94% to 91.5% as they came in
    // and is back at 92.7% after tuning for them.
    expect(figures.correctRate, failures.join("\n")).toBeGreaterThanOrEqual(0.95);
    expect(figures.dontKnowRate, failures.join("\n")).toBeGreaterThanOrEqual(0.95);
    // Batches four to eight (written to find the answerer's gaps) brought harder questions, and
    // the class batches one more ("was last night's dinner included in the price"); the fourth
    // round's reading of guests' words lifted the share to 95.0% and took the wrong answers to 5; the
    // seventh round took them to 4.
    expect(figures.wrong, failures.join("\n")).toBeLessThanOrEqual(4);
  });

  it.each([
    ["How much is the desert camp?", ["$95"]],
    ["What plug do I need?", ["Type C/E", "220V"]],
    ["How much is the hot air balloon?", ["$117"]],
    ["Do I need a visa?", ["US and Canadian", "90 days", "six months"]],
    ["What's the weather like?", ["15-25°C"]],
    ["How much should I tip?", ["10-15%"]],
    // The FAQ on packing answers as a dress code does.
    ["What should I pack for the desert overnight?", ["fleece", "headlamp"]],
    ["packing list for the desert night?", ["fleece", "headlamp"]],
    ["How much cash should I pull out per ATM visit?", ["1000-2000 MAD"]],
    ["Will my bank charge me fees for using my card there?", ["1-3%"]],
    ["The card machine wants to charge me in dollars, should I?", ["choose dirhams"]],
    ["The ATM asked if I want to be charged in USD or MAD, which one?", ["choose dirhams"]],
    ["Card machine asked if I want to pay in my home currency, should I say yes?", ["choose dirhams"]],
    ["Welcome dinner price range?", ["$40-60"]],
    ["How do I save one photo from the gallery to my phone?", ["Open a photo or video to save it alone", "“Original file”"]],
    ["Do we stop to eat on the drive back?", ["lunch stop"]],
    ["Welcome dinner price per person and the deposit?", ["$40-60 per person", "$20 deposit"]],
    ["How many different places do we stay?", ["4 places", "Riad L-Authentic", "Our Riad in Fes"]],
    ["What are the FAQ sections?", ["8 sections", "Travel & Arrival", "Health & Safety"]],
    ["What were the villa dates?", ["Nov 22-26"]],
    // The estimate's "Flights, lunches... come on top" tells what it leaves out.
    ["Are flights included in that estimate?", ["Flights, lunches, drinks, tips and shopping"]],
    ["How high does the mountain road go?", ["2,200 metres"]],
    // A Food & Beverage place on the map is a restaurant.
    ["Which restaurant do you order the lamb shoulder a day ahead?", ["Al Fassia"]],
    // No car reaches a riad in the medina: porters meet the cars at the gate.
    ["Can a taxi drop us at the door of our riad in Fes?", ["Porters"]],
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

  it("says it does not know, suggests the host, gives no figure and links the closest page for the villa wifi password", () => {
    const reply = ask("What's the wifi password at the villa?");
    expect(reply).toMatch(/don't know/);
    expect(reply).toMatch(/ask the host/);
    expect(reply.replace(/\]\([^)]*\)/g, "")).not.toMatch(/\d/);
    expect(reply).toMatch(/\[[^\]]+\]\(\/[a-z0-9/]*\)/);
  });

  it("answers every part of a two-part question", () => {
    const reply = ask("when and where is the welcome dinner?");
    expect(reply).toMatch(/20:00|8:00 PM/);
    expect(reply).toContain("Le Foundouk");
  });

  it("answers what it is, who the host is and how the gallery works", () => {
    expect(ask("who are you?")).toContain("Rupa the Goat");
    expect(ask("who is the host?")).toContain("30th golden birthday");
    expect(ask("how many files can I upload at once?")).toContain("10 files");
    expect(ask("how do I delete photos?")).toContain("Delete Photos");
  });

  it("does not answer a kind of fact about a subject from a passage that only mentions the subject", () => {
    // The host's passage holds no name; the FAQ that says "tell the host which day" is about a massage.
    expect(ask("What's the host's name?")).toMatch(/don't know/);
    // The walking tour goes through Le Jardin Secret; its price is not the garden's.
    expect(ask("how much is the entry to le jardin secret")).toMatch(/don't know/);
    expect(ask("what's the entry fee for the majorelle garden")).toContain("$18");
    // A photographer is mentioned on day 4, but no passage about one names them.
    expect(ask("what's the name of the photographer")).toMatch(/don't know/);
  });

  it("does not take a plaza named el-Hammam for the hammam", () => {
    const reply = ask("whats the dress code for the hammam day");
    expect(reply).not.toContain("Blue Medina");
    expect(reply).toContain("Swimwear");
  });

  it("answers the weather from the weather, not from a dress code's 'cold nights', and the food from the dishes", () => {
    expect(ask("is it cold at night in the desert")).toContain("freezing");
    expect(ask("what do we eat at dar yacout")).toContain("pastilla");
  });

  it("answers what comes after or before an activity with the activity next to it, across days too", () => {
    expect(ask("what happens after the balloon")).toContain("Agafay Desert Day");
    expect(ask("what happens before the palace dinner")).toContain("Guided Souk Shopping");
    expect(ask("what's after the desert camp dinner")).toContain("Sunrise Over the Dunes");
    expect(ask("what's after the spaceship")).toMatch(/don't know/);
  });

  it("takes the walk asked about on a trip day as today's, before another day's walk", () => {
    const fesMorning = new Date("2025-11-28T07:30:00Z");
    expect(ask("what's after the walking tour", fesMorning)).toContain("Bou Inania Madrasa");
    expect(ask("what's after the walking tour")).toContain("Pool Time");
  });

  it("answers a kind of fact asked about a whole day from each of its activities, in the order of the day", () => {
    const tuesdayMorning = new Date("2025-11-25T07:00:00Z");
    const reply = ask("what should i wear today", tuesdayMorning);
    expect(reply).toContain("jewel tones");
    expect(reply).toContain("Dressy");
    expect(reply.indexOf("jewel tones")).toBeLessThan(reply.indexOf("Dressy"));
    // "Budget for" asks the day's prices, as "how much" does, not the budget guide's tourist tax.
    expect(ask("what do i need to budget for today's stuff", new Date("2025-11-23T07:00:00Z"))).toMatch(/^Price for Breakfast at the Villa: .*\$100-120/);
  });

  it("does not take a number of nights for a distance", () => {
    // The home page's stays tip lists "a riad in the medina, 5 nights at Villa Royale".
    expect(ask("how far is the villa from the medina")).toMatch(/don't know/);
    expect(ask("how far is the villa from town")).toContain("20-25 minute");
  });

  it("does not count a clock time, a price or a drive as a number of things", () => {
    expect(ask("how many camels are there")).toMatch(/don't know/);
    expect(ask("how many suites does the villa have")).toContain("13 suites");
  });

  it("answers 'what's next' from the clock, running on into the next day", () => {
    expect(ask("what's next?", new Date("2025-11-24T13:00:00Z"))).toContain("Back to the Villa");
    expect(ask("what's next?", new Date("2025-11-24T22:00:00Z"))).toContain("Group Photoshoot");
    expect(ask("what are we doing now", new Date("2025-11-24T13:00:00Z"))).toContain("Agafay Desert Day");
  });

  it("does not price two things that a long sentence merely lists apart", () => {
    // The whole-trip estimate lists Agafay among the extras and lunches among what it leaves out.
    expect(ask("how much is lunch in agafay")).toMatch(/don't know/);
    expect(ask("how much is the agafay desert day")).toContain("$40");
  });

  it("does not answer a price asked of a whole day from a stay that spans it", () => {
    // No activity of day 8 has a price; the Fes riad's three nights include it.
    expect(ask("how much is the chefchaouen day trip")).toMatch(/don't know/);
  });

  it("answers a part of a day with that part's activities", () => {
    const reply = ask("wats the plan on thursday morning");
    expect(reply).toContain("Sunrise Over the Dunes");
    expect(reply).toContain("Drive Back to Marrakech");
    expect(reply).not.toContain("Train to Fes");
  });

  it("answers 'why' only with a reason the notes give", () => {
    expect(ask("why are we going to morocco")).toMatch(/the occasion is the host's 30th golden birthday/);
    expect(ask("why do we take the train and not fly")).toMatch(/don't know/);
    expect(ask("why marrakech")).toContain("to celebrate a 30th golden birthday");
  });

  it("never tells a password, however the content mentions one", () => {
    expect(ask("what is the password to delete photos?")).toMatch(/don't know/);
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

  it("answers a name only with a name beyond the question's own words and common words", () => {
    // "Check In at Our Fes Riad" is capitalised, but names no riad.
    expect(ask("what's the riad in fes called")).toMatch(/don't know/);
    expect(ask("what's the villa called")).toContain("Royale");
  });

  it("prices an activity the question names by its own day, whatever of it the question lists", () => {
    expect(ask("how much was the agafay day with the quads and camels")).toContain("$40");
    // The Fes riad's nights span the Chefchaouen day, but its price is not the day trip's.
    expect(answerBuiltin("how much does the chefchaouen day trip cost per person", beforeTrip).known).toBe(false);
  });

  it("answers the trip's span, and the founding year a place's story gives", () => {
    expect(ask("how many days is the trip")).toMatch(/10 days/);
    expect(ask("what year was al quaraouiyine founded")).toContain("859");
  });

  it("tells the gallery's file formats from the gallery's own list", () => {
    expect(ask("which video formats does the gallery take")).toMatch(/MP4/);
  });

  it("tells a day outside the trip as its date and the trip's span in day numbers", () => {
    expect(ask("what's on day 10?")).toMatch(/^Day 10 is Monday, December 1, 2025 in Marrakech, outside the trip dates \(Nov 21-30, 2025, Day 0 to Day 9\)/);
    expect(ask("whats the plan tmrw?", new Date("2025-11-30T13:00:00Z"))).toMatch(/: the trip ends on Day 9, Sunday, November 30, 2025\./);
  });

  it("answers a question about something else on a day outside the trip with don't know, not the dates", () => {
    expect(ask("who won the football match last night")).toMatch(/don't know/);
  });

  it("tells an activity's time for anything its sentences hold, once its title names part of the subject", () => {
    // "The golden birthday party." is a sentence of the birthday dinner, whose title says "Birthday".
    expect(ask("when is the birthday party")).toMatch(/19:30|7:30 PM/);
    // The balloon's sentences mention Marrakech and a tent, but its title names neither.
    expect(ask("what time do we set off back to marrakech from the camp")).not.toContain("Balloon");
  });

  it("reads 'in total' as a sum only of prices, and 'the length of the trip' as the trip's", () => {
    expect(ask("what's the total length of the trip")).toContain("10 days");
  });

  it("answers a subject on a day from the day's activity titled with it, not the day's plan", () => {
    const sundayMorning = new Date("2025-11-23T09:00:00Z");
    expect(ask("dinner plans for tonight?", sundayMorning)).toContain("Comptoir Darna");
    // The desert day's own title names the desert: its plan answers.
    expect(ask("what time do we leave for the desert on wednesday")).toMatch(/07:00|7:00 AM/);
  });

  it("answers a question asked on a day's page about that day", () => {
    const reply = ask("what do i wear", beforeTrip, "/day/3");
    expect(reply).toContain("A fleece, a scarf against the dust and closed shoes");
    expect(reply).toContain("Warm layers, a hat and closed shoes");
    expect(reply).toContain("[Day 3](/day/3)");
  });

  it("links the page the guest is reading when it does not know and the page is on the subject", () => {
    // The notes never say how many camels there are; Day 3 holds Agafay's camel rides, the map Agafay itself.
    const reply = ask("how many camels are there at agafay", beforeTrip, "/day/3");
    expect(reply).toBe(
      "I don't know that one from the trip notes, and I'd rather not guess. Please ask the host! The closest page I have is [Day 3](/day/3).",
    );
    expect(ask("how many camels are there at agafay")).toContain("[Map](/map)");
    // A page that holds nothing on the question is no better a link than the closest match.
    for (const page of ["/budget", "/"]) {
      expect(ask("what's the wifi password", beforeTrip, page)).toBe(ask("what's the wifi password"));
    }
  });

  it("tells a travel time for 'how long is the drive', from a place's distance", () => {
    expect(ask("how long is the drive to agafay and what do i wear")).toMatch(/about 40 minutes from Marrakech[\s\S]*fleece/);
    expect(ask("how long to get downtown from the villa")).toContain("20-25 minute drive");
  });

  it("answers 'what time do we leave' on a day with the day's first activity, and on the last day with the departure", () => {
    expect(ask("what time do we leave tmrw morning", new Date("2025-11-25T19:00:00Z"))).toContain("07:00");
    expect(ask("what time do we leave", beforeTrip, "/day/8")).toContain("07:30");
    // The day named by its theme: its first activity, not its last journey "from Chefchaouen".
    expect(ask("chefchaouen day what time do we leave")).toMatch(/^Drive Into the Rif Mountains is on Day 8, .*07:30/);
    expect(ask("wait what time did the cars leave this morning??", new Date("2025-11-26T07:00:00Z"))).toMatch(/^Over the High Atlas is on Day 5, .*07:00/);
    expect(ask("what time do we leave on wednesday")).toMatch(/^Over the High Atlas is on Day 5, [^.]*07:00 \(7:00 AM\)\.\s+More on/);
    expect(ask("what time do we leave", beforeTrip, "/day/9")).toContain("18:00 Departure");
  });

  it("answers 'what time' with a time of day, not a date, and 'when did it end' only with an end", () => {
    const eveOfDay8 = new Date("2025-11-28T19:00:00Z");
    expect(ask("what time do we leave for chefchaouen tmrw", eveOfDay8)).toContain("07:30");
    expect(ask("what time did the bar crawl end last night", new Date("2025-11-24T04:00:00Z"))).toMatch(/^I don't know/);
  });

  it("tells the home page's quotes, the train's stops and who Rupa is, however asked", () => {
    expect(ask("what did churchill say about marrakech, its on the home page")).toContain("most lovely spot");
    expect(ask("which cities does the train go thru")).toMatch(/Casablanca, Rabat and Meknes/);
    expect(ask("rupa r u actually a goat")).toContain("Rupa");
  });

  it("does not answer a day's question from a general passage that names another day's date", () => {
    const day6Evening = new Date("2025-11-28T19:00:00Z");
    expect(ask("what time did we roll into the riad last night", day6Evening)).not.toContain("November 21");
  });

  it("does not take a minaret's height for how long a tour takes, and answers 'where are we eating' with the dinner", () => {
    expect(ask("how long does the mosque tour take")).toMatch(/^I don't know/);
    expect(ask("how tall is the minaret")).toContain("210 metres");
    expect(ask("where r we eating on tuesday", new Date("2025-11-23T14:00:00Z"))).toContain("Dar Yacout");
  });

  it("counts the days left before the trip, only before it starts", () => {
    expect(ask("how many days till we go 🥳", new Date("2025-11-14T18:00:00Z"))).toMatch(/^The trip starts in 7 days, on Friday, November 21, 2025, at 11:00/);
    expect(ask("how many days till we go", new Date("2025-11-20T11:00:00Z"))).toMatch(/^The trip starts tomorrow/);
    expect(ask("how many hours til this trip officially kicks off??", new Date("2025-11-20T19:00:00Z"))).toMatch(/^The trip starts tomorrow, .*That's in about 15 hours\./);
    expect(ask("how many days till we go", new Date("2025-11-24T11:00:00Z"))).not.toMatch(/^The trip starts in/);
  });

  it("reads a guest's name before 'pics' as one person's uploads, 'homepage' as the home page, and knows whose birthday it is", () => {
    expect(ask("how do i see only sarah's pics")).toMatch(/filters/i);
    expect(ask("whats that ysl quote on the homepage")).toContain("zelliges");
    expect(ask("how old is she turning today", new Date("2025-11-23T14:00:00Z"))).toContain("30th");
  });

  it("answers 'which night' with the night, what a place serves with its food, and 'is Morocco dry' with the alcohol notes", () => {
    expect(ask("which night is the bday party")).toMatch(/Day 2|November 23/);
    expect(ask("what kind of food is tonights place", new Date("2025-11-21T18:30:00Z"))).toMatch(/Moroccan/);
    expect(ask("is morocco dry or can we actually get drinks")).toMatch(/licensed/);
  });

  it("reads how guests talk about where they are, what to put on and a mountain pass", () => {
    expect(ask("where r we rn whats this place", new Date("2025-11-26T12:00:00Z"))).toContain("Day 5");
    expect(ask("it gets cold in the desert tonight? what do i put on", new Date("2025-11-26T12:00:00Z"))).not.toContain("Photo Gallery");
    expect(ask("what was the mountain pass called")).not.toContain("shower");
    expect(ask("can i charge my phone at the camp")).toMatch(/^I don't know/);
    expect(ask("how much is that first riad night")).toContain("$45");
  });

  it("answers a plural 'which' with every passage that answers about as well as the best", () => {
    const reply = ask("which dinners were the special events");
    expect(reply).toContain("Dar Yacout");
    expect(reply).toContain("Comptoir Darna");
    expect(ask("how much is the desert camp")).not.toContain("Comptoir");
  });

  it("reads the fourth round's studied misses: a train's leaving time, people speaking, the uni, a viewpoint", () => {
    const desertMorning = new Date("2025-11-26T05:30:00Z");
    expect(ask("what time does our train leave tomorrow", desertMorning)).toContain("15:00");
    expect(ask("what language do ppl speak here", desertMorning)).toMatch(/Arabic|Darija/);
    expect(ask("how old is the uni in fes")).toContain("859");
    expect(ask("best viewpoint in the blue city?")).toMatch(/Spanish Mosque/);
    expect(ask("what time do we start friday", desertMorning)).toContain("09:30");
  });

  it("knows the calendar buttons, the music's mute button and the slideshow's QR code", () => {
    expect(ask("can i put the trip in my google calendar")).toMatch(/Add the whole trip to calendar/);
    expect(ask("the music is driving me nuts how do i turn it off")).toMatch(/Mute music/);
    expect(ask("can ppl add pics to the slideshow from their phone")).toMatch(/QR code/);
    expect(ask("how many bedrooms does the villa have")).toContain("13 suites");
  });

  it("reads 'the pics from day 3' as the gallery's filter and 'pass thru' as the train's stops", () => {
    expect(ask("can i just see the pics from day 3")).toMatch(/filters/);
    expect(ask("which cities does the fes train pass thru")).toMatch(/Casablanca, Rabat and Meknes/);
    expect(ask("whats the exact address of the fes riad for my taxi")).toMatch(/^I don't know/);
  });

  it("answers 'who has the tickets' with the host", () => {
    expect(ask("who has the train tickets")).toContain("the host will share tickets");
    expect(ask("who has the password to delete pics")).toContain("the host has it");
    expect(ask("who's driving us to chefchaouen tmrw, what company", new Date("2025-11-28T19:00:00Z"))).not.toContain("share updates");
  });

  it("changes dirhams into dollars and back at the budget guide's rate", () => {
    expect(ask("whats 500 dirhams in dollars")).toMatch(/^500 MAD is about \$50, at about 10 MAD per \$1\./);
    expect(ask("how many dirhams is 20 bucks")).toContain("$20 is about 200 MAD");
    expect(ask("how many dirhams is 20 bucks")).toContain("](/budget)");
  });

  it("tells how to find, download and show the gallery's photos, and how the site works with no signal", () => {
    expect(ask("how do i download everything from the gallery")).toMatch(/zip/);
    expect(ask("my mac wont open the giant zip")).toMatch(/a day at a time/);
    expect(ask("whats the slideshow page for")).toContain("](/slideshow)");
    expect(ask("how do i pause the slideshow")).toMatch(/space bar/);
    expect(ask("can i see only the pics from day 5")).toMatch(/filters/i);
    expect(ask("will the itinerary work with no signal in the desert")).toMatch(/Home Screen/);
  });

  it("reads a percentage as asking a price", () => {
    expect(ask("what % should i offer in the souks")).toContain("40-50%");
  });

  it("answers guests' words for the schedule being final, leftover dirhams, cooking classes, photos of locals and rolling into the riad", () => {
    expect(ask("is the fes schedule locked in")).toMatch(/work in progress/);
    expect(ask("what do i do with my leftover dirhams")).toMatch(/hard to change abroad/);
    expect(ask("any cooking class in marrakech")).toMatch(/Maison Arabe/);
    expect(ask("can i take pics of locals")).toMatch(/ask first/i);
    expect(ask("what time do we roll into the fes riad")).toMatch(/21:00/);
    expect(ask("do i need to get my own majorelle tickets")).toMatch(/host books them/);
    expect(ask("how do i get a massage slot")).toMatch(/tell the host which day/);
  });

  it("counts the featured dinners from the dinners page, and takes no cuisine for a name", () => {
    const duringTrip = new Date("2025-11-27T20:30:00Z");
    expect(ask("how many big dinners are there", duringTrip)).toMatch(/features 4 dinners/);
    // "Moroccan and Mediterranean plates" names no restaurant.
    expect(ask("the restaurant with the dancers what was it called")).not.toMatch(/Golden Birthday Dinner: The main event/);
  });

  it("gives a reason the notes put as what a thing is for, and reads past an emoji and 'my big'", () => {
    expect(ask("why do they hand out mint at the tannery")).toMatch(/mint for the smell/);
    expect(ask("heard the tannery reeks, any tips 🤢")).toMatch(/mint for the smell/);
    expect(ask("should i drag my big suitcase to the desert")).toMatch(/small overnight bag/);
  });

  it("answers the gallery's questions told as the guest's own story", () => {
    expect(ask("how do i share my pics from the desert w everyone")).toMatch(/up to 10 files/);
    expect(ask("uploaded a horrible pic of myself how do i delete it")).toMatch(/deletion password/);
    expect(ask("can i just see the pics my sister posted")).toMatch(/photos one person posted/);
  });

  it("answers which card is better, and motion sickness on a drive the notes call a road", () => {
    expect(ask("visa or mastercard better")).toMatch(/Visa and Mastercard work best/);
    expect(ask("im prone to car sickness, anything for the long drive?")).toMatch(/motion-sickness tablets/i);
  });

  it("tells what a stay has only from that stay's own passage", () => {
    // The home page lists "Villa Royale (13 suites, 2 pools)" and "a riad in Fes" in one sentence.
    expect(answerBuiltin("does the fes riad have a pool", beforeTrip).known).toBe(false);
    expect(ask("does the villa have a pool")).toMatch(/pools/);
    expect(ask("how long does my passport have to be valid")).toMatch(/six months|6 months/i);
    // What a price includes is told by that thing's own price: the palace dinner's "paid individually" is not the birthday dinner's.
    expect(answerBuiltin("are drinks included at the birthday dinner", beforeTrip).reply).not.toMatch(/Palace Dinner/);
  });

  it("answers the photographer's time from the photoshoot, but not when the photographer's own photos come", () => {
    expect(ask("what time did the photographer start this morning", new Date("2025-11-25T11:00:00Z"))).toMatch(/08:30/);
    expect(answerBuiltin("when do we get the edited pics from the photographer", beforeTrip).known).toBe(false);
  });

  it("never answers how high or how big with a time", () => {
    expect(answerBuiltin("how high did the balloons go", beforeTrip).known).toBe(false);
  });

  it("reads 'here' as where the trip is today, but lets notes on Morocco answer a question about it", () => {
    const campEvening = new Date("2025-11-26T19:00:00Z");
    expect(ask("can non muslims go inside mosques here?", campEvening)).toMatch(/closed to non-Muslims/);
    expect(ask("what's for dinner here", campEvening)).toMatch(/Desert Camp: Tagines by lantern light/);
  });

  it("links the gallery or the slideshow filtered to the day whose photos are asked for", () => {
    const lastMorning = new Date("2025-11-30T08:00:00Z");
    expect(ask("can i see just the photos from yesterday", lastMorning)).toContain("Day 8's photos: [Photo Gallery, Day 8](/gallery?day=8).");
    expect(ask("where do i see today's photos quickly", lastMorning)).toContain("(/gallery?day=9)");
    expect(ask("whats the link to share just the day 8 pics with my mom", lastMorning)).toContain("(/gallery?day=8)");
    expect(ask("can the slideshow show just tuesday's pics?", lastMorning)).toContain("[Slideshow, Day 4](/slideshow?day=4)");
    expect(ask("can i see only sarah's photos", lastMorning)).not.toContain("?day=");
  });

  it("names all the home page's quotes when asked who they are by", () => {
    const reply = ask("who are the quotes on the homepage by");
    for (const author of ["Winston Churchill", "Yves Saint Laurent", "Edith Wharton"]) expect(reply).toContain(author);
  });

  it("counts the days left during the trip", () => {
    expect(ask("how many more days do we have after today 😢", new Date("2025-11-24T20:30:00Z"))).toMatch(/^After today, 6 more days of the trip: it ends on Day 9/);
    expect(ask("how many days left", new Date("2025-11-30T08:00:00Z"))).toMatch(/^Today is the last day of the trip/);
  });

  it("links the day's own calendar file, and the day's page with its button, when a guest asks to add one day to a calendar", () => {
    const reply = ask("can i add just tomorrow to my calendar", new Date("2025-11-24T20:30:00Z"));
    expect(reply).toContain("For Day 4 alone: [Add Day 4 to calendar](/calendar/day-4.ics).");
    expect(reply).toContain("[Day 4](/day/4)");
  });

  it("tells a guest where the chat's button is, quoting its label", () => {
    expect(ask("if i close this chat where do i find u again")).toMatch(/bottom right of every page \(“Ask Rupa the Goat for help”\)/);
    expect(ask("if i close this chat how do i find you again")).toMatch(/bottom right of every page/);
    expect(ask("where's the chat on the site if i close it")).toMatch(/bottom right of every page/);
  });

  it("tells a guest a photo without a preview is not lost, quoting the gallery's own labels", () => {
    expect(ask("a photo in the gallery says 'preview not available', is it lost?")).toMatch(/“Preview not available” is not lost.*“Original file”/);
    expect(ask("one of my photos says preview not available, is it gone??")).toMatch(/is not lost/);
  });

  it("answers who carries the bags where cars cannot go with the porters", () => {
    expect(ask("will anyone help w bags in fes")).toMatch(/Porters meet us/);
  });

  it("answers whether food waits on arrival from the arrival's own passage", () => {
    expect(ask("will there be food when we get to fes, i'll be starving")).toMatch(/late supper/);
    expect(ask("will there be food at the riad when we arrive tonight or do i need to buy snacks", new Date("2025-11-27T11:30:00Z"))).toMatch(/late supper/);
  });

  it("describes a thing from the passage titled with exactly it, not from something done there", () => {
    expect(ask("what's our fes riad like")).toMatch(/carved cedar, zellige floors and a roof terrace/);
  });

  it("answers a request for tips with what the notes say of the subject", () => {
    expect(ask("the tannery smells terrible right? any tips")).toMatch(/sprig of mint/);
  });

  it("answers how far with 'walking distance' too", () => {
    expect(ask("how far is jemaa el fnaa from our riad on the first night")).toMatch(/Walking distance to Jemaa el-Fnaa/);
  });

  it("quotes an FAQ answer after its question when the answer does not name the subject", () => {
    expect(ask("which costs more, the balloon or the hammam?")).toMatch(/^How early is the hot air balloon\? Pickup is before dawn/);
    expect(ask("should i bring cash or cards")).toMatch(/^Both\. Cash for souks/);
  });

  it("answers 'how long till...' with the activity's time and, during the trip, the time left", () => {
    const lateOnDay2 = new Date("2025-11-23T21:00:00Z");
    expect(ask("how long until the balloon", lateOnDay2)).toMatch(/05:30.*That's in about 7 hours 30 minutes\./s);
    // The walk already past (day 2) is not the one a guest on day 7 is counting down to.
    expect(ask("its 8:30 now, how long have i got before the walking tour starts", new Date("2025-11-28T07:30:00Z"))).toMatch(
      /Guided Walk Through Fes el-Bali.*That's in about 1 hour\./s,
    );
    // Before the trip, or once it has begun, only the time.
    expect(ask("how long until the balloon")).not.toMatch(/That's in about/);
    expect(ask("how long till dinner", new Date("2025-11-25T19:30:00Z"))).not.toMatch(/That's in about/);
  });

  it("answers whether a meal is covered from who pays for it", () => {
    expect(ask("is lunch covered or do we each pay")).toMatch(/Paid individually/);
    expect(ask("palace dinner - was that covered or did we each pay")).toMatch(/Paid individually at the restaurant/);
    expect(ask("are drinks covered on the bar crawl")).toMatch(/drinks paid as you go/);
    // "Prepaid", "ourselves", "pay their own": whether it was included, which "paid individually" answers.
    expect(ask("did we pay for the palace dinner ourselves or was it covered")).toMatch(/Paid individually at the restaurant/);
    expect(ask("was dinner last night prepaid or did everyone pay their own", new Date("2025-11-26T07:00:00Z"))).toMatch(/Paid individually/);
    expect(ask("who pays for the palace dinner, is it split?")).toMatch(/Paid individually at the restaurant/);
    // The birthday dinner's price says nothing of who pays it.
    expect(ask("do we pay for the birthday dinner at the restaurant or was it prepaid")).toMatch(/I don't know/);
  });

  it("reads a dinner's card as its panel on the Dinners page, and a credit card as something the notes do not tell of a restaurant", () => {
    expect(ask("which dinner card has the video")).toMatch(/the panel of Dar Yacout shows a video/);
    expect(ask("does dar yacout take credit cards?")).toMatch(/I don't know/);
  });

  it("reads 'buy the tix myself' as who books them", () => {
    expect(ask("do i need to buy majorelle tix myself")).toMatch(/host books them/);
  });

  it("tells what a pin's colour means on the map", () => {
    expect(ask("what do the red pins on the map mean")).toMatch(/Major Must-See Sites \(red pins\)/);
  });

  it("answers whether the site works offline, the light zip, 'at a time' and the slideshow's QR code", () => {
    expect(ask("does the site work offline")).toMatch(/Home Screen/);
    expect(ask("is there a light version of the zip")).toMatch(/light zip/);
    expect(ask("how many pics can i upload at a time")).not.toMatch(/I don't know the rest/);
    expect(answerBuiltin("what's the slideshow QR code for", beforeTrip).known).toBe(true);
  });

  it("tells a tip given in coins, whether the water is safe to drink, and a day's meal that lists no dishes", () => {
    expect(ask("how much should i tip the guide")).toMatch(/a few dirhams for porters, guides and drivers/);
    expect(ask("is the water safe to drink")).toMatch(/bottled or filtered water/);
    expect(ask("whats for lunch tomorrow", new Date("2025-11-29T09:30:00Z"))).toMatch(/Rick's Café/);
  });

  it("takes neither the town a camp stands in nor another place's name for the camp's name", () => {
    expect(answerBuiltin("whats the name of the desert camp", beforeTrip).known).toBe(false);
    expect(ask("which mountain pass do we cross on day 5")).toMatch(/Tizi n'Tichka/);
  });

  it("reads past pleas, feelings and the guest's story, 'shut the music off' and a map pin", () => {
    const chefchaouenMorning = new Date("2025-11-29T09:30:00Z");
    expect(ask("what time is the train tmrw 😭 pls say its not early", chefchaouenMorning)).toMatch(/07:00/);
    expect(ask("what are we celebrating again lol, someone at the cafe asked")).toMatch(/30th golden birthday/);
    expect(ask("how do i shut the music off on the site 🙉")).toMatch(/Mute music/);
    expect(ask("what does the red pin on the map mean")).toMatch(/red pins/);
    expect(ask("can i get the itinerary into my phone calendar")).toMatch(/calendar/);
  });

  it("answers 'after lunch what's on' with the next activity, and a part of the day with what each activity is", () => {
    const chefchaouenMorning = new Date("2025-11-29T09:30:00Z");
    expect(ask("after lunch whats on", chefchaouenMorning)).toMatch(/Ras El Maa/);
    expect(ask("ok so whats the plan for tonight", chefchaouenMorning)).toMatch(/17:00.*last evening together in Fes/s);
  });

  it("does not let a stay's name stand in for the thing asked of it, and reads 'my bank charges'", () => {
    expect(answerBuiltin("did riad l-authentic have a pool?", beforeTrip).known).toBe(false);
    expect(ask("my bank charges foreign fees, what's typical")).toMatch(/1-3%/);
  });

  it("reads how much notice a nut allergy needs, a story after a question mark, and what guests say 'they keep adding'", () => {
    expect(ask("i have a nut allergy, how early was i supposed to tell the host")).toMatch(/two weeks before/);
    expect(ask("what happened on the 22nd? i was so jetlagged i remember nothing")).toMatch(/Rest & Relax/);
    expect(ask("what's this tourist tax thing they keep adding")).toMatch(/28 MAD/);
    expect(ask("can ppl add pics while the slideshow is running")).toMatch(/QR code/);
  });

  it("reads past how the guest found it ('was unreal', 'gorgeous'), 'this week', and 'change them back at home'", () => {
    expect(ask("that welcome dinner was unreal, where was it again")).toMatch(/Le Foundouk/);
    expect(ask("temps this week? shorts weather?")).toMatch(/15-25°C/);
    expect(ask("should i just change my leftover dirhams back when i get home?")).toMatch(/hard to change abroad/);
    expect(ask("the villa money wasn't mandatory was it? how much was it")).toMatch(/Optional \$50/);
    expect(ask("is the villa contribution required? still haven't paid 🙈")).toMatch(/The contribution is optional/);
    expect(ask("is the 11:00 meetup morocco time or my home time? jetlag brain")).toMatch(/11:00 Morocco time/);
    // Fes el-Bali is the old medina of Fes.
    expect(ask("what do i wear for the fes medina walk")).toMatch(/Dress code for Guided Walk Through Fes el-Bali: Modest/);
    expect(ask("how long is the balloon flight")).toMatch(/About an hour in the air/);
    // A story with no "I" before the question is still the guest's story; "can I put videos in" asks whether the site lets them.
    expect(ask("posted the wrong pic, how do i delete it")).toMatch(/^Deleting photos: /);
    expect(ask("can i put videos in the gallery too or just pics")).toMatch(/^Yes: .*anyone can upload photos and videos/);
    expect(ask("how do i save a photo someone else posted")).toMatch(/^Downloading photos: /);
    // Majorelle's "electric blue" is a colour: the voltage is the FAQ's.
    expect(ask("what voltage is it here", new Date("2025-11-25T08:00:00Z"))).toMatch(/^Morocco uses Type C\/E plugs at 220V/);
    expect(ask("what's today called on the itinerary, like the theme", new Date("2025-11-25T08:00:00Z"))).toMatch(/^Today is Tuesday, November 25, 2025: Day 4 of the trip, Gardens & Souks/);
    expect(ask("who are the famous quotes on the homepage from")).toMatch(/Yves Saint Laurent.*Winston Churchill.*Edith Wharton|Churchill.*Saint Laurent.*Wharton/s);
    expect(ask("where do we stop for lunch tomorrow", new Date("2025-11-25T08:00:00Z"))).toMatch(/lunch by the river/);
    expect(ask("recap yesterday for me i was half asleep", new Date("2025-11-25T08:00:00Z"))).toMatch(/^Day 3, Monday, November 24: Desert Fun\. The plan: /);
    expect(ask("how do i get on the breakfast list")).toMatch(/sign up the evening before/);
    // "This trip" after a verb is only the setting, not the trip asked about.
    expect(ask("how many diff places are we sleeping this trip")).toMatch(/We stay in 4 places/);
    const day6 = new Date("2025-11-27T09:30:00Z");
    expect(ask("how many hrs till the train leaves from now?", day6)).toMatch(/15:00.*That's in about 4 hours 30 minutes/);
    expect(ask("when was the bday dinner, day and time", day6)).toMatch(/^Golden Birthday Dinner is on Day 2, Sunday, November 23, at 19:30/);
    expect(ask("when is the photographer coming? day and time pls")).toMatch(/^Group Photoshoot is on Day 4, Tuesday, November 25, at 08:30/);
    expect(ask("can u buy dirhams outside morocco")).toMatch(/cannot easily be bought abroad/);
    expect(ask("wat time is the train to fez", day6)).toMatch(/^Train to Fes is on Day 6, .*15:00/);
    expect(ask("wait what are we even doing rn, its like 10:30", day6)).toMatch(/^Drive Back to Marrakech is on Day 6/);
    expect(ask("how long is the train ride to fes?? pls say short", day6)).toMatch(/about 6 hours/);
    expect(ask("how low do i start when haggling in the souks")).toMatch(/start at 40-50% of the asking price/);
    expect(ask("how many nights was the villa booked")).toMatch(/5 nights listed/);
    // The FAQ on mosques is about them, and its answer holds the rest: it answers for Fes too.
    expect(ask("can we go inside the mosques in fes")).toMatch(/Most mosques in Morocco are closed to non-Muslims/);
    expect(ask("will it be windy in chefchaouen on saturday")).toMatch(/^I don't know/);
    // A thing recalled by what the guest remembers of it: most of it is enough for its name, not for "which gate".
    expect(ask("whats the name of that mud brick movie set village from yesterday", day6)).toMatch(/^Aït Benhaddou: /);
    expect(ask("what was the valley with all the palm trees called", day6)).toMatch(/Draa Valley/);
    expect(ask("which gate is our fes riad closest to? bou jeloud?")).toMatch(/^I don't know/);
    expect(ask("what was the name of the guy playing the drums at the camp fire")).toMatch(/^I don't know/);
    // "The riad" priced on day 1 is the one we slept at; on day 7 the Fes one; "the first riad" says which itself.
    expect(ask("how much do i owe for the riad, per person?", new Date("2025-11-22T09:00:00Z"))).toMatch(/^Riad L-Authentic cost: .*\$45/);
    expect(ask("how much do i owe for the riad, per person?", new Date("2025-11-28T09:00:00Z"))).toMatch(/\$90 per person/);
    expect(ask("how much was the first riad", new Date("2025-11-28T09:00:00Z"))).toMatch(/\$45/);
    expect(ask("are we going out after the birthday dinner? what time")).toMatch(/^Guided Bar Crawl is on Day 2, .*22:30/);
    expect(ask("dinner on the 28th?")).toMatch(/^Riad Dinner in Fes is on Day 7, Friday, November 28, at 19:30 \(7:30 PM\)\. A relaxed dinner/);
    expect(ask("which sights are on sunday's medina tour?")).toMatch(/Bahia Palace.*Ben Youssef Madrasa/);
    expect(ask("which sights r on the tour")).toMatch(/^I don't know/);
    expect(ask("palace dinner outfit ideas?")).toMatch(/Dress code for Palace Dinner: Dressy/);
    // When the guest bought the kaftan is no day the question asks about.
    expect(ask("what do i wear to the palace dinner? can i wear the kaftan i bought yday", new Date("2025-11-22T20:00:00Z"))).toMatch(/kaftans and djellabas very welcome/);
    expect(ask("the camp is near which town?")).toMatch(/Dunes near Zagora/);
    expect(ask("hows the weather looking for the trip, temps?")).toMatch(/15-25°C/);
    expect(ask("the music on the site is too loud, how do i turn it off")).toMatch(/“Mute music” button/);
    const lastMorning = new Date("2025-11-30T07:30:00Z");
    expect(ask("who's quoted on the home page")).toMatch(/Yves Saint Laurent.*Winston Churchill.*Edith Wharton|Churchill.*Saint Laurent.*Wharton/s);
    expect(ask("whats the trip called again, for the insta caption")).toMatch(/^Golden Goat Getaway/);
    expect(ask("where did we go yesterday again lol brain is fried", lastMorning)).toMatch(/^Day 8, Saturday, November 29: Chefchaouen Day Trip/);
    expect(ask("which airport do we fly out of, marrakech or casa?", lastMorning)).toMatch(/Mohammed V International Airport/);
    expect(ask("which souks did we hit on the first day")).toMatch(/Souk Semmarine & Rahba Kedima/);
    expect(ask("where do i start when haggling")).toMatch(/Start at 40-50% of the asking price/);
    expect(ask("can u even get a drink drink in morocco, like alcohol")).toMatch(/licensed hotels, bars/);
    expect(ask("were we technically at the villa on the night of nov 26?", lastMorning)).toMatch(/^No: on the night of Day 5, .*Desert Camp/);
    expect(ask("did some ppl already start flying home yesterday?", lastMorning)).toMatch(/Some guests begin departing today/);
    expect(ask("what time did we leave fes yesterday morning", lastMorning)).toMatch(/^Drive Into the Rif Mountains is on Day 8, .*07:30/);
    expect(ask("anything happening tonight or is it just flights", lastMorning)).toMatch(/^Departure is on Day 9, .*18:00/);
    expect(ask("what was the mountain pass on wednesday + how high was it")).toMatch(/Tizi n'Tichka pass.*2,200 metres/s);
    expect(ask("got like 300 dirhams left, what do i do w them", lastMorning)).toMatch(/spend your last dirhams before you fly/);
    expect(ask("how many categories is the map colour coded into")).toMatch(/has 7 categories/);
    const eve = new Date("2025-11-20T19:00:00Z");
    expect(ask("dress code for the welcome dinner pls, packing rn", eve)).toMatch(/Dress code for Welcome Dinner: Smart casual/);
    expect(ask("whats day 1 called", eve)).toMatch(/^Day 1 is Saturday, November 22, 2025: Rest & Relax/);
    expect(ask("what time is the photographer coming tues", eve)).toMatch(/^Group Photoshoot is on Day 4, Tuesday, .*08:30/);
    expect(ask("how much $$ should i set aside for shopping", eve)).toMatch(/\$100-\$500\+/);
    expect(ask("the music on the site is blasting in my office, how do i turn it off")).toMatch(/“Mute music” button/);
    expect(ask("how do i grab a massage slot")).toMatch(/Slots are limited, so tell the host/);
    expect(ask("when do we leave marrakech for fes", eve)).toMatch(/^Train to Fes is on Day 6, .*15:00/);
    expect(ask("whats the plan tmrw afternoon once we've dropped our bags", eve)).toMatch(/First Stroll Through the Souks/);
    // "After I land" says when, not "what comes after".
    expect(ask("what should i sort out at the airport after i land tomorrow", eve)).toMatch(/grab a SIM card and some dirhams/);
    expect(ask("what style of food was the welcome dinner")).toMatch(/Moroccan dishes|Moroccan/);
    // "If I want to be charged in dollars" is what the ATM asked, not why the guest asks.
    expect(ask("atm asked if i want to be charged in dollars, should i say yes")).toMatch(/choose dirhams/);
    expect(ask("which souks did we wander on the 21st")).toMatch(/Souk Semmarine & Rahba Kedima/);
    // The entertainment at a dinner is its music and dancers.
    expect(ask("what was the entertainment at the birthday dinner")).toMatch(/live music and dancers/);
    expect(ask("what was the entertainment at comptoir darna")).toMatch(/musicians and dancers/);
    expect(ask("what are the three featured activity cards on the home page")).toMatch(/features 3 activities: Culture & Cuisine, Action & Adventure, Shopping/);
    expect(ask("should i keep my leftover dirhams for next time")).toMatch(/spend your last dirhams before you fly/);
    // "Stopping" is a word of the question, never a slip for "shopping".
    expect(ask("r we stopping for lunch on the drive or should i grab snacks", day6)).toMatch(/with a lunch stop on the way/);
    // "How far ahead" asks how early, which "two weeks before the trip" tells.
    expect(ask("how far ahead should dietary stuff be flagged")).toMatch(/at least two weeks before the trip/);
    expect(ask("how far ahead do i need to flag allergies")).toMatch(/at least two weeks before the trip/);
    // "Book one" is the thing named before, as "book it" is; what the guest skipped is only their story.
    expect(ask("i skipped the hammam yesterday - how much is it and how do i book one", new Date("2025-11-23T07:00:00Z"))).toMatch(/\$60 per person.*Book your slot with the host/s);
  });

  it("knows the map's 'Open in maps' and list, the countdown, a video being prepared, the gallery's silence and the chat offline", () => {
    expect(ask("can i open the places from the map in my maps app")).toMatch(/“Open in maps”/);
    expect(ask("map won't load, no signal. any way to still see the places?")).toMatch(/listed by category/);
    expect(ask("the countdown on the home page is all zeros, is it broken?")).toMatch(/shows zeros once the trip has begun/);
    expect(ask("what exactly is the countdown counting down to")).toMatch(/November 21, 2025, at 11:00 in Marrakech/);
    expect(ask("what time was the countdown on the home page counting down to")).toMatch(/at 11:00 in Marrakech/);
    expect(ask("my video in the gallery just says preparing, did it break")).toMatch(/“Preparing video…”/);
    expect(ask("why does the music stop when i open the gallery")).toMatch(/stops on the Photo Gallery page because it has no music/);
    expect(ask("if i ask you something with zero bars what happens")).toMatch(/sent when the signal returns/);
    expect(ask("what do the colours on the map mean")).toMatch(/Map Color Guide/);
  });

  it("answers 'when do we get to Fes' with the day we arrive, and 'who's paying' as a question about a person", () => {
    expect(ask("when do we get to fes")).toMatch(/Day 6/);
    expect(answerBuiltin("who's paying for the birthday dinner", beforeTrip).reply).not.toMatch(/\$100-120/);
  });

  it("tells an activity's dress code for anything its sentences hold, and reads 'is a tank top ok' as dress", () => {
    expect(ask("what should i wear wandering the blue lanes today, is a tank top ok", new Date("2025-11-29T09:30:00Z"))).toMatch(
      /shoulders and knees covered/,
    );
  });

  it("answers the best time for a place from 'best at sunset', but never a clock time from it", () => {
    expect(ask("best time of day for the menara gardens?")).toMatch(/best at sunset/);
    expect(answerBuiltin("what time is sunset on the 24th", beforeTrip).reply).not.toMatch(/Menara/);
    expect(ask("the home page says the trip highlight is TBD?? what does that mean")).toMatch(/Vote with your camera roll/);
    expect(ask("how do i pause the slideshow from the laptop keyboard")).toMatch(/space bar/);
  });

  it("points a guest who wants to learn prices before haggling to the fixed-price crafts, asking no price", () => {
    expect(ask("where can i check what stuff should cost before i haggle")).toMatch(/Ensemble Artisanal/);
    expect(ask("where can i see what stuff SHOULD cost before i haggle")).toMatch(/Ensemble Artisanal/);
  });

  it("answers 'do I pay extra' with what the price covers, counts the map's places, and prices no cocktail from a crawl's guide fee", () => {
    expect(ask("do i pay extra for the camel ride tmrw", new Date("2025-11-25T12:40:00Z"))).toMatch(/Included in the \$95 desert camp price/);
    expect(ask("how many places are on the map")).toMatch(/28 recommended places/);
    expect(answerBuiltin("how much are cocktails on the bar crawl", beforeTrip).known).toBe(false);
    expect(ask("whats cheaper, the fes riad or the desert camp?")).toMatch(/\$90.*\$95/s);
    expect(ask("hammam recs in the medina? not the villa one")).toMatch(/Hammam de la Rose/);
  });

  it("reads past an opening story, an errand and a worry about money, and names every dish a dinner lists", () => {
    const day4Afternoon = new Date("2025-11-25T12:40:00Z");
    expect(ask("ok just got back from majorelle 🌵 whats next today?", day4Afternoon)).toMatch(/Guided Souk Shopping/);
    expect(ask("what time was balloon pickup yesterday? telling my mom how early we got up lmao", day4Afternoon)).toMatch(/05:30/);
    expect(ask("how much do people usually budget for shopping in the souks?? dont wanna go broke lol")).toMatch(/\$100-\$500/);
    expect(ask("are we doing drinks anywhere before dar yacout?")).toMatch(/Aperitifs on the rooftop/);
    expect(ask("what were those dishes at nobu everyone kept raving about")).toMatch(/black cod miso/);
  });

  it("quotes the sentence holding every word of the question beside the overview, and reads 'my own photos' and 'lol i just came for'", () => {
    expect(ask("how do i save the full res original of a photo")).toMatch(/“Original file” the upload as it was/);
    expect(ask("which neighbourhood is comptoir darna in")).toMatch(/Hivernage/);
    expect(ask("can i filter the gallery to just my own photos")).toMatch(/photos one person posted/);
    expect(ask("what are we actually celebrating lol i just came for the tagine")).toMatch(/30th golden birthday/);
  });

  it("reads 'sat afternoon', 'cant believe its almost over', 'ok random but', 'stop anywhere on the way' and 'during the day'", () => {
    const day4Afternoon = new Date("2025-11-25T12:40:00Z");
    expect(ask("sat afternoon plan?", day4Afternoon)).toMatch(/Day 8, Saturday/);
    expect(ask("cant believe its almost over 😢 where's the farewell lunch sunday", day4Afternoon)).toMatch(/Rick's Café/);
    expect(ask("ok random but how many suites does this villa even have, it feels endless")).toMatch(/13 suites/);
    expect(ask("does the train stop anywhere on the way?")).toMatch(/Casablanca, Rabat and Meknes/);
    expect(ask("whats the temperature range during the day")).toMatch(/15-25°C/);
  });

  it("reads 'do I buy mine', 'extra or part of the camp', 'is X or Y pricier' and 'what stops does the train make'", () => {
    expect(ask("majorelle tickets — do i need to buy mine?")).toMatch(/host books them/);
    expect(ask("do i buy my own train ticket?")).toMatch(/host will share tickets/);
    expect(ask("is the camel ride extra or part of the camp?")).toMatch(/Included in the \$95 desert camp price/);
    expect(ask("is nobu or the birthday dinner pricier")).toMatch(/\$75.*\$100-120/s);
    expect(ask("what stops does the train make on the way up")).toMatch(/Casablanca, Rabat and Meknes/);
  });

  it("reads past a story ended by 'anyway' or 'lol', 'what should I counter with', 'the birthday person', and knows no camel's name", () => {
    const arrivalAfternoon = new Date("2025-11-21T15:00:00Z");
    expect(ask("omg the souks are INSANE 😵‍💫 already bought 2 lanterns... anyway what time r we meeting for dinner", arrivalAfternoon)).toMatch(/20:00/);
    expect(ask("got invited last minute lol what are we actually celebrating")).toMatch(/30th golden birthday/);
    expect(ask("guy in the souk wants 600 dh for a leather bag lol what should i counter with")).toMatch(/40-50%/);
    expect(ask("how old is the birthday person turning?")).toMatch(/30th/);
    expect(answerBuiltin("what's my camel's name lol", beforeTrip).known).toBe(false);
    expect(ask("yesterdays smelly leather place lol what was it called", new Date("2025-11-29T09:30:00Z"))).toMatch(/Chouara/);
  });

  it("calls both guided walks a tour, reads 'what's left on the schedule' as what's next, and takes no cocktail for food", () => {
    expect(ask("sunday morning tour — what r we seeing")).toMatch(/Bahia Palace/);
    expect(ask("what time does the tour start tmrw morning", new Date("2025-11-22T09:00:00Z"))).toMatch(/09:30/);
    expect(ask("whats left on the schedule for today?", new Date("2025-11-23T10:00:00Z"))).not.toMatch(/I don't know/);
    expect(ask("what kind of food is nobu")).toMatch(/Japanese-Peruvian|black cod/);
    expect(ask("can i just walk around the villa in my bikini all day")).toMatch(/Swimwear at the pools/);
  });

  it("reads 'does it have a pool' after naming the Fes riad as a question about that riad", () => {
    expect(answerBuiltin("fes riad name? and does it have a pool", beforeTrip).reply).not.toMatch(/2 pools/);
  });

  it("reads 'will English work or should I learn some French', 'the last lunch' and '(not counting flights)'", () => {
    expect(ask("will english work or should i learn some french")).toMatch(/English common in tourist areas/);
    expect(ask("is there a dress code for the last lunch?")).toMatch(/Dress code for Farewell Lunch/);
    expect(ask("all in, how much is this whole trip gonna cost me (not counting flights)")).toMatch(/\$440-943/);
  });

  it("reads 'the rest of monday', 'set price' and 'are drinks covered'", () => {
    expect(ask("after the balloon what's the rest of monday")).toMatch(/Agafay Desert Day/);
    expect(ask("nobu — set price or what?")).toMatch(/Minimum spend \$75/);
    expect(ask("the bar crawl after — are drinks covered or do we pay")).toMatch(/drinks paid as you go/);
  });

  it("tells a journey's two ends apart, and never gives its leaving time as its arrival without how long it takes", () => {
    expect(ask("which station does the fes train leave from")).toMatch(/leaves from Marrakech railway station/);
    expect(ask("sunday train, which station do we arrive at", new Date("2025-11-27T11:30:00Z"))).toMatch(/arrives at Casa-Voyageurs/);
    const arrival = ask("what time does the train to fes arrive");
    expect(arrival).toMatch(/leaves from Marrakech railway station/);
    expect(arrival).toMatch(/6-hour ride/);
  });

  it("reads 'the place we slept last night' as last night's stay", () => {
    expect(ask("what was the place we slept last night called?", new Date("2025-11-27T11:30:00Z"))).toMatch(/Desert Camp/);
  });

  it("reads 'the music round the fire' as the desert camp's campfire drumming", () => {
    expect(ask("what was the music thing round the campfire at the desert camp")).toMatch(/music around the fire|drumming/);
  });

  it("answers a part with no subject of its own ('...and when?') from what the part before found, unless it would price another thing", () => {
    const dayFive = new Date("2025-11-27T11:30:00Z");
    expect(ask("whats the stinky place tmrw and when 👃", dayFive)).toMatch(/Chouara Tannery[\s\S]*14:00/);
    expect(ask("can i still get villa breakfast tmrw? how much + when do i sign up", new Date("2025-11-23T11:00:00Z"))).toMatch(/\$10/);
  });

  it("answers 'how many suites and pools' with both counts", () => {
    expect(ask("how many suites and pools does villa royale have")).toMatch(/13 suites[\s\S]*2 pools/);
    expect(ask("how many suites and pools at villa royale")).toMatch(/13 suites[\s\S]*2 pools/);
  });

  it("never gives a travel time for a length asked in km or miles, which the notes never give", () => {
    const dayFive = new Date("2025-11-27T11:30:00Z");
    expect(ask("how many km is today's drive", dayFive)).toMatch(/I don't know/);
    expect(ask("how many km is it from fes to casablanca")).toMatch(/I don't know/);
    expect(ask("how far is agafay from marrakech")).toMatch(/40 minutes/);
  });

  it("tells what an activity named by its day was made of, not whether breakfast is included", () => {
    const reply = ask("agafay day: cost and what did it include", new Date("2025-11-27T11:30:00Z"));
    expect(reply).toMatch(/\$40[\s\S]*Quad bikes and camel rides/);
    expect(reply).not.toMatch(/breakfast/i);
  });

  it("reads 'marked' or 'labelled' as filler, so 'which dinners were marked special events' finds them", () => {
    expect(ask("which dinners were marked special events")).toMatch(/the special events are Comptoir Darna and Dar Yacout/);
  });

  it("reads 'the accommodations page lists' as asking about the stays, not about a page's list", () => {
    expect(ask("the accommodations page lists how many stays, and which ones")).toMatch(/We stay in 4 places: Riad L-Authentic/);
  });

  it("says it does not know a thing sought that the notes never name, however near what they do name", () => {
    expect(ask("is there a pharmacy near the casa train station? need advil")).toMatch(/I don't know/);
    expect(ask("whats the closest hospital to our riad in fes")).toMatch(/I don't know/);
    expect(ask("is there a pool at the villa")).toMatch(/2 pools/);
    expect(ask("where can i buy a sim card")).toMatch(/SIM card/);
  });

  it("reads wearing something 'around' or 'everywhere at' the villa as the villa's dress code", () => {
    expect(ask("is it ok to wear a bikini around the villa")).toMatch(/Swimwear at the pools/);
    expect(ask("can i just wear my bikini everywhere at the villa")).toMatch(/Swimwear at the pools/);
    expect(ask("what's the best way to get around marrakech")).not.toMatch(/I don't know/);
  });

  it("gives an activity's time when its sentences, not its title, name what is asked", () => {
    expect(ask("are the quad bikes tomorrow or later in the week?", new Date("2025-11-23T11:00:00Z"))).toMatch(/Agafay Desert Day is on Day 3/);
  });

  it("answers 'what day ... and what time' with a date as well as the time", () => {
    expect(ask("what day did we check into the villa and what time", new Date("2025-11-25T11:00:00Z"))).toMatch(/Day 1, Saturday, November 22, at 15:00/);
  });

  it("reads 'while the slideshow's running' as filler", () => {
    expect(ask("how do ppl add their own photos while the slideshow's running")).toMatch(/QR code/);
  });

  it("never gives an activity's time for the sun's own hour, which the notes never give", () => {
    const balloonMorning = new Date("2025-11-24T05:00:00Z");
    expect(ask("what time is sunrise today", balloonMorning)).toMatch(/I don't know/);
    expect(ask("what time does the sun actually rise on the balloon morning?", balloonMorning)).toMatch(/I don't know/);
    expect(ask("what time was the sunrise thing this morning", new Date("2025-11-27T11:30:00Z"))).toMatch(/06:30/);
  });

  it("recommends a place from the map before an itinerary stop that mentions the same words", () => {
    expect(ask("good lunch spot in the medina?")).toMatch(/Le Jardin/);
    expect(ask("any good lunch spot in the medina u recommend")).toMatch(/Le Jardin/);
  });

  it("tells a guest leaving on a trip day what the day's notes say about guests leaving that day", () => {
    expect(ask("im flying out of fes saturday is that a problem", new Date("2025-11-23T11:00:00Z"))).toMatch(/Some guests begin departing today, so say your goodbyes at breakfast/);
    expect(ask("some ppl are flying out today right", new Date("2025-11-29T09:00:00Z"))).toMatch(/Some guests begin departing today/);
    expect(ask("are ppl leaving before the very last day?")).toMatch(/^Day 8: .*Some guests begin departing today/);
  });

  it("tells where a night is spent when a guest asks whether they sleep at a stay that night", () => {
    const campDay = new Date("2025-11-26T16:00:00Z");
    expect(ask("we're still at the villa tonight right?", campDay)).toMatch(/^No: on the night of Day 5, .*we sleep at Desert Camp/);
    expect(ask("so tmrw night is our last night in this riad right?", new Date("2025-11-28T20:00:00Z"))).toMatch(/^Yes: .*It is the last night of the trip/);
    expect(ask("wait is tonight our last night at the villa?", new Date("2025-11-25T16:00:00Z"))).toMatch(
      /^Yes: .*we sleep at Villa Royale .*It is the last night there: the night of Day 5 is at Desert Camp/,
    );
    expect(ask("whats happening at the camp tonight", campDay)).not.toMatch(/we sleep at/);
    expect(ask("are we coming back to the villa tomorrow night?", new Date("2025-11-25T08:00:00Z"))).toMatch(/^No: on the night of Day 5, .*we sleep at Desert Camp/);
    // What the stay is, in its own first sentence: "are we sleeping in actual tents?"
    expect(ask("are we sleeping in actual tents tonight?", new Date("2025-11-26T07:00:00Z"))).toMatch(/we sleep at Desert Camp .*A night in a Berber tent/);
  });

  it("tells when we leave a stay from the first activity held elsewhere on the morning after its last night", () => {
    const campMorning = new Date("2025-11-26T07:00:00Z");
    expect(ask("when do we leave the villa")).toMatch(/^We leave Villa Royale on Day 5, Wednesday, November 26: .*07:00/);
    expect(ask("what time do we leave the camp tmrw", campMorning)).toMatch(/^We leave Desert Camp on Day 6, .*Drive Back to Marrakech, at 08:00/);
    // "The riad" is the one not yet left: the Marrakech riad on day 0, the Fes one after.
    expect(ask("when are we leaving the riad", new Date("2025-11-21T15:00:00Z"))).toMatch(/^We leave Riad L-Authentic on Day 1/);
    expect(ask("when are we leaving the riad", campMorning)).toMatch(/^We leave Our Riad in Fes on Day 9, .*Train to Casablanca, at 07:00/);
    // Leaving for a place, or another day's outing, is no stay left behind.
    expect(ask("when do we leave for the desert camp", campMorning)).not.toMatch(/^We leave/);
    expect(ask("can i leave my bags at the riad", campMorning)).not.toMatch(/^We leave/);
  });

  it("tells whether the trip sleeps in a town, from the stays and the day spent there", () => {
    expect(ask("do we stay overnight in chefchaouen?")).toMatch(/^No: .*Chefchaouen is a day trip\. We are there on Day 8, .*Return to Fes at 17:00.*sleep at Our Riad in Fes/);
    expect(ask("are we sleeping in casablanca")).toMatch(/^No: .*on Day 9, .*the trip ends that day/);
    expect(ask("do we stay in marrakech")).toMatch(/^Yes: in Marrakech we sleep at Riad L-Authentic .*Nov 21 \(1 night\), and at Villa Royale .*Nov 22-25 \(4 nights\)/);
    // Where, not whether: the stay's own passage answers.
    expect(ask("where do we stay in fes")).not.toMatch(/^Yes/);
  });

  it("tells a guest with no signal that the gallery is not broken, and a video still being prepared can be saved", () => {
    expect(ask("the gallery won't load on the bus, just says it needs a connection. is it broken?")).toMatch(/nothing is broken, and the album comes back once the phone has signal/);
    expect(ask("my video from the souks says preparing video, can i still get it")).toMatch(/“Original file” button saves the video as it was uploaded/);
  });

  it("tells what the home page's panels say: the highlight, the featured activities", () => {
    expect(ask("what does the highlight card on the home page say")).toMatch(/^Highlight: TBD/);
    expect(ask("the 3 featured activity cards on the homepage, what are they")).toMatch(/features 3 activities: Culture & Cuisine, Action & Adventure, Shopping/);
  });

  it("tells what an activity holds when asked what we see on it, not its time or place", () => {
    for (const question of ["what do we get to see inside the mosque", "what parts of the mosque do we get to see"]) {
      expect(ask(question)).toMatch(/prayer hall, ablution rooms and hammam/);
    }
    expect(ask("whats in the hammam treatment at the villa")).toMatch(/kessa scrub .*argan-oil massage/);
    const reply = ask("what do they actually show us on the mosque tour");
    expect(reply).toMatch(/prayer hall, ablution rooms and hammam/);
    expect(reply).not.toMatch(/at 15:00/);
  });

  it("reads giving the porters, or the guy with the handcart, as tipping them", () => {
    expect(ask("how much should i give the porters who carry our bags out tmrw", new Date("2025-11-29T19:30:00Z"))).toMatch(/small change for porters/);
    expect(ask("do i tip the guy with the handcart? how much")).toMatch(/a few dirhams for porters/);
  });

  it("answers from today's passage before a general one that matches better: on day 9 the airport is Casablanca's", () => {
    const lastAfternoon = new Date("2025-11-30T13:00:00Z");
    expect(ask("how far is the airport", lastAfternoon)).toMatch(/about 45 minutes from the city/);
    expect(ask("how long to the airport", lastAfternoon)).toMatch(/about 45 minutes from the city/);
    expect(ask("how far is the airport", new Date("2025-11-21T09:00:00Z"))).not.toMatch(/45 minutes/);
    // A past day's activity matching better is not what a question in the present asks about.
    expect(ask("what time should i be at the airport", lastAfternoon)).toMatch(/^Departure is on Day 9/);
    expect(ask("what time did we land at the airport", lastAfternoon)).toMatch(/Day 0/);
  });

  it("gives every word of advice a passage holds when asked for tips, and never the host's birthday date", () => {
    expect(ask("any tips for the airport tonight", new Date("2025-11-30T13:00:00Z"))).toMatch(/Allow time for security and passport control/);
    expect(ask("when's the host's actual birthday date")).toMatch(/^I don't know/);
    expect(ask("i still have like 400 dirhams, what do i do with them before i fly")).toMatch(/spend your last dirhams before you fly/);
  });

  it("tells a dinner's dishes from the Dinners page, and its cuisine from either", () => {
    expect(ask("what did we eat at the welcome dinner")).toMatch(/zaalouk, briouats and lamb tagine/);
    expect(ask("what sort of cuisine is the welcome dinner")).toMatch(/Moroccan & French|French touch/);
  });

  it("reads 'who's getting the tix' as who has them, and a guest's own thing after the question ('mine doesnt fit') as an aside", () => {
    expect(ask("who's getting the train tix?")).toMatch(/the host will share tickets/);
    expect(ask("which plug adapter do i need? mine doesnt fit 🔌")).toMatch(/Type C\/E/);
    expect(ask("card machine asked me dollars or local, which one do i pick")).toMatch(/choose dirhams/);
    expect(ask("max file size for videos? mine is huge from the pool")).toMatch(/50 MB/);
  });

  it("never offers how to delete when asked to get a deleted photo back, and tells what a price covers", () => {
    expect(ask("i deleted a video by accident, can it be recovered?")).toMatch(/^I don't know/);
    expect(ask("i deleted a photo by mistake, how do i get it back")).toMatch(/^I don't know/);
    expect(ask("if i close this chat how do i get it back")).toMatch(/round goat button/);
    expect(ask("does the walking tour price include the entry tickets?")).toMatch(/\$10 per person plus museum fees/);
  });

  it("tells where to see everyone's photos, never how to delete them", () => {
    for (const question of ["where can i see all the photos", "where can i see everyone's pics"]) {
      expect(ask(question)).toMatch(/The Photo Gallery page shows everyone's photos and videos/);
    }
  });

  it("points to the page listing all the restaurants", () => {
    expect(ask("where can i see all the restaurants in one place")).toMatch(/\[Dinners\]\(\/dinners\)/);
  });

  it("names the money here, whatever day it is asked", () => {
    expect(ask("whats the money here called again", new Date("2025-11-22T20:00:00Z"))).toMatch(/Moroccan dirham/);
  });

  it("tells a stay's own meal times only from that stay", () => {
    expect(ask("what time is breakfast at the fes riad", new Date("2025-11-26T07:00:00Z"))).toMatch(/^I don't know/);
    expect(ask("what time is breakfast at the villa")).toMatch(/Breakfast at the Villa is on Day 2, .*at 08:30/);
  });

  it("never answers a place to go from the budget", () => {
    expect(ask("any good restaurants near casablanca airport for dinner before our flight?")).toMatch(/^I don't know/);
  });

  it("names the mosque up the hill in Chefchaouen", () => {
    expect(ask("whats the mosque up the hill in chefchaouen called")).toMatch(/Spanish Mosque/);
  });

  it("never tells of a thing the notes do not name, asked to be there or asked for", () => {
    expect(ask("was there a birthday cake at comptoir darna or did someone bring one")).toMatch(/^I don't know/);
    expect(ask("is there gonna be a birthday cake at comptoir darna?")).toMatch(/^I don't know/);
    expect(ask("are there luggage lockers at the casablanca train station")).toMatch(/^I don't know/);
    expect(ask("which platform did the fes train leave from in marrakech")).toMatch(/^I don't know/);
    expect(ask("which phone network gets the best signal in the desert")).toMatch(/^I don't know/);
    // What is asked of the deposit is a word the notes never use.
    expect(ask("is the welcome dinner deposit refundable")).toMatch(/^I don't know/);
    // "Which bars exactly": their names, which the notes never give.
    expect(ask("which bars exactly are we hitting on the crawl tonight", new Date("2025-11-23T07:00:00Z"))).toMatch(/^I don't know/);
    // The home page's tip lists "a riad in Fes" beside the villa's 13 suites: no count of the riad's own.
    expect(ask("how many bedrooms does the fes riad have")).toMatch(/^I don't know/);
    expect(ask("how many suites does the villa have")).toMatch(/13 suites/);
    expect(ask("is there a tea spot overlooking the spice market")).toMatch(/Café des Épices/);
  });

  it("answers a question for a thing ('what language...') only from a passage naming one", () => {
    expect(ask("what language is the hassan ii tour in")).toMatch(/^I don't know/);
    expect(ask("what language do people speak")).toMatch(/Darija/);
  });

  it("never answers about the price a guest names with another thing's price", () => {
    expect(ask("is the supper tonight included in the $90 or do we pay extra", new Date("2025-11-27T20:00:00Z"))).not.toMatch(/\$95/);
    expect(ask("was the camel ride extra or part of the camp price")).toMatch(/\$95/);
  });

  it("points a guest asking where the site shows the costs to the Budget page", () => {
    expect(ask("where on the site can i see what everything costs")).toMatch(/\[Budget\]\(\/budget\)/);
  });

  it("says yes when asked whether something is there and a sentence names it", () => {
    expect(ask("fes riad — any roof terrace?")).toMatch(/^Yes: .*roof terrace/);
    expect(ask("is there a hammam at the villa")).not.toMatch(/Yes: Yes/);
  });

  it("tells the trip's length in days and nights, and its dates, however a guest asks", () => {
    for (const question of ["how many nights is the trip in total", "how long are we away in total", "first and last date of the getaway?"]) {
      expect(ask(question)).toMatch(/runs Nov 21-30, 2025, 10 days and 9 nights/);
    }
  });

  it("reads 'is dinner fancy?' as asking the dress code, and spending in the souks as the shopping budget", () => {
    const palaceMorning = new Date("2025-11-25T07:30:00Z");
    expect(ask("is dinner tonight fancy", palaceMorning)).toMatch(/Dress code at Dar Yacout: Dressy/);
    expect(ask("how much should i spend in the souks", palaceMorning)).toMatch(/\$100-\$500\+ for shopping/);
  });

  it("tells the age the host turns", () => {
    expect(ask("how old is she turning today", new Date("2025-11-23T10:00:00Z"))).toMatch(/turning 30\b/);
    expect(ask("whats the birthday girl's age")).toMatch(/turning 30\b/);
  });

  it("answers 'how many of us' only with a number of people", () => {
    expect(ask("how many of us are on this trip")).toMatch(/22/);
    expect(ask("how many of us are leaving on saturday?", new Date("2025-11-27T20:00:00Z"))).toMatch(/^I don't know/);
  });

  it("answers thanks with a welcome, not a greeting", () => {
    expect(ask("thanks rupa for everything!")).toMatch(/^You're welcome!/);
    expect(ask("hi rupa")).toMatch(/^Hi! I'm Rupa the Goat/);
  });

  it("tells who to tell about an allergy, how much to tip a driver, and whether the camel ride was included", () => {
    expect(ask("who was i supposed to tell about my nut allergy for the dinners")).toMatch(/tell the host at least two weeks before/);
    expect(ask("how much do i tip the airport driver")).toMatch(/a few dirhams for porters, guides and drivers/);
    expect(ask("was the camel ride extra or included")).toMatch(/Included in the \$95 desert camp price/);
    expect(ask("ricks cafe address? lost the group 😬")).toMatch(/Boulevard Sour Jdid/);
  });

  it("tells the activity after one named alone ('and after the mosque?'), and the name of today", () => {
    const lastAfternoon = new Date("2025-11-30T13:00:00Z");
    expect(ask("and after the mosque?", lastAfternoon)).toMatch(/^Departure is on Day 9, .*at 18:00/);
    expect(ask("ok whats next after lunch??", lastAfternoon)).toMatch(/^Hassan II Mosque Tour is on Day 9, .*at 15:00/);
    expect(ask("ok and after dinner tmrw?", new Date("2025-11-22T20:00:00Z"))).toMatch(/^Guided Bar Crawl is on Day 2, .*at 22:30/);
    expect(ask("whats today's theme called", lastAfternoon)).toMatch(/^Today is Sunday, November 30, 2025: Day 9 of the trip, Casablanca & Departure/);
  });

  it("tells what is left of today: the activities after the moment asked", () => {
    const lastAfternoon = new Date("2025-11-30T13:00:00Z");
    for (const question of ["what's left today", "what's on for the rest of the day", "anything left today?", "whats left on the schedule for today"]) {
      const reply = ask(question, lastAfternoon);
      expect(reply).toMatch(/^Hassan II Mosque Tour is on Day 9, .*at 15:00 .*Departure is on Day 9, .*at 18:00/s);
      expect(reply).not.toMatch(/Train to Casablanca|Rick's/);
    }
  });

  it("reads getting the photos onto a laptop as downloading them", () => {
    expect(ask("how do i get the photos on my laptop")).toMatch(/Download everything/);
  });

  it("holds a bare hour the guest states against the notes, and tells the activity after it", () => {
    expect(ask("tannery's at 2 tmrw right? and the one after that?", new Date("2025-11-27T20:00:00Z"))).toMatch(
      /Chouara Tannery is on Day 7, .*at 14:00 .*Riad Dinner in Fes is on Day 7, .*at 19:30/s,
    );
  });

  it("names every quote on the home page, reads the medina as any town's for the FAQ, and a name called before the question as nothing asked", () => {
    expect(ask("whose quotes are on the home page")).toMatch(/Churchill.*Wharton|Wharton.*Churchill/s);
    expect(ask("is the fes medina safe")).toMatch(/^Yes, for a group like ours/);
    expect(ask("rupa why are u a goat, who named you 🐐")).toMatch(/^I don't know/);
  });

  it("tells whether a price covers something from the thing's own price", () => {
    expect(ask("was the camel ride extra or part of the camp price")).toMatch(/Included in the \$95 desert camp price/);
    expect(ask("does the $95 camp cover this morning's breakfast too?", new Date("2025-11-27T09:00:00Z"))).toMatch(/Included in the \$95 desert camp price/);
    expect(ask("does the camp price cover breakfast?")).toMatch(/Included in the \$95 desert camp price/);
    expect(ask("is the camel ride extra or is it part of the camp")).toMatch(/Included in the \$95 desert camp price/);
    expect(ask("was the camp breakfast this morning extra or is it in the camp price", new Date("2025-11-27T09:30:00Z"))).toMatch(/Included in the \$95 desert camp price/);
    // The villa's price is no answer about the hammam.
    expect(ask("is the hammam included in the villa price")).not.toMatch(/Whole trip cost/);
  });

  it("gives a reason told with 'as': socks, as shoes come off inside", () => {
    expect(ask("why do i need socks lol")).toMatch(/socks, as shoes come off inside/);
  });

  it("answers for any town of the trip from the FAQ asking the rest of the question", () => {
    expect(ask("what languages do ppl speak in fes")).toMatch(/Darija/);
    expect(ask("what should i wear in the fes medina friday", new Date("2025-11-27T20:00:00Z"))).toMatch(/shoulders and knees covered/);
    expect(ask("what's the best restaurant in chefchaouen")).toMatch(/^I don't know/);
    expect(ask("what's the temperature in marrakech right now")).toMatch(/^I don't know/);
  });

  it("never names a bar, camp or riad by the quarter it is in", () => {
    expect(ask("what were the names of the bars on the bar crawl? want to go back someday")).toMatch(/^I don't know/);
    expect(ask("name of the bday dinner restaurant with the dancers??")).toMatch(/Comptoir Darna/);
  });

  it("adds up the prices of the things a guest did, ranges as ranges", () => {
    expect(ask("i did the balloon, agafay and the hammam, what's that add up to")).toMatch(
      /^The hot air balloon \(\$117\), the hammam and massage \(\$60\) and the Agafay desert day \(\$40\) add up to about \$217 per person\./,
    );
    expect(ask("how much is the birthday dinner and the welcome dinner in total")).toMatch(/add up to about \$140-180 per person/);
    expect(ask("villa breakfast for all 5 mornings comes to how much")).toMatch(/^The villa breakfast \(\$10\), paid 5 times, comes to about \$50 per person\./);
  });

  it("answers whether we do something from the trip's own plan before the map's places", () => {
    expect(ask("r we doing quad bikes at some point", new Date("2025-11-22T10:00:00Z"))).toMatch(/^Day 3, Monday, November 24: Desert Fun/);
    expect(ask("which night is the gold outfit for")).toMatch(/Golden Birthday Dinner is on Day 2/);
  });

  it("reads getting dirhams at home before flying as buying them abroad, which the notes advise against", () => {
    expect(ask("should i get dirhams at my bank before i fly", new Date("2025-11-14T19:00:00Z"))).toMatch(/cannot easily be bought abroad, so withdraw them on arrival/);
  });

  it("tells when to go to a place from when it is at its best ('food stalls at dusk')", () => {
    expect(ask("when's the best time to go to jemaa el fnaa")).toMatch(/food stalls at dusk/);
  });

  it("reads saving the site on a phone as adding it to the home screen, and messaging Rupa as the chat", () => {
    expect(ask("how do i save the site on my iphone before the desert")).toMatch(/Add to Home Screen/);
    expect(ask("if i have no signal can i still message you")).toMatch(/your question will be sent when the signal returns/);
  });

  it("tells where photos taken after the trip show up, though the day is outside the trip", () => {
    expect(ask("i took a few pics yesterday when i got home, where in the album will they show up", new Date("2025-12-02T19:00:00Z"))).toMatch(/“After the trip”/);
  });

  it("tells an activity's dress code for what the activity holds: the drive over the Atlas", () => {
    expect(ask("what do i wear for the drive tomorrow", new Date("2025-11-25T19:00:00Z"))).toMatch(/Dress code for Over the High Atlas/);
  });

  it("tells how our bags reach the Fes riad, and reads the photographer's photos as the host's to tell", () => {
    expect(ask("how do we get our bags to the riad if cars cant get in", new Date("2025-11-26T07:00:00Z"))).toMatch(/Porters meet us at the medina gate with handcarts for our bags/);
    expect(ask("when do we get the pics from yesterday's photographer?", new Date("2025-11-26T07:00:00Z"))).toMatch(/^I don't know/);
  });

  it("reads 'morning rupa' as a greeting, not the morning asked about", () => {
    expect(ask("morning rupa 🐐 whats the plan today?", new Date("2025-11-26T07:00:00Z"))).toMatch(/^Day 5, .*16:30 Sunset Camel Ride; 19:30 Dinner & a Night at the Desert Camp/);
  });

  it("tells the date of today, tomorrow or yesterday, with the trip day it is", () => {
    const lastEvening = new Date("2025-11-29T19:30:00Z");
    expect(ask("what's tmrw's date?", lastEvening)).toMatch(/^Tomorrow is Sunday, November 30, 2025: Day 9 of the trip, Casablanca & Departure\./);
    expect(ask("what was yesterday's date", lastEvening)).toMatch(/^Yesterday was Friday, November 28, 2025: Day 7 of the trip/);
    expect(ask("what's the date on day 3", lastEvening)).toMatch(/^Day 3 is Monday, November 24, 2025: Desert Fun\./);
  });

  it("holds a time the guest states against the notes' time, and answers with it", () => {
    expect(ask("is a 3pm flight home on the 30th ok?")).toMatch(/Departure is on Day 9, Sunday, November 30, at 18:00/);
    // Whether there is time asks how long getting there takes, too.
    expect(ask("my flight home is 7:15pm tmrw from CMN 😬 am i gonna make it?", new Date("2025-11-29T19:30:00Z"))).toMatch(/at 18:00 .*about 45 minutes from the city/s);
  });

  it("reads 'somewhere' as filler: 'somewhere with fixed prices so i know what stuff should cost'", () => {
    expect(ask("somewhere with fixed prices so i know what stuff should cost")).toMatch(/Ensemble Artisanal/);
  });

  it("links the page of the day asked about beside the pages it quotes", () => {
    expect(ask("what time did the trip officially kick off on day 0")).toMatch(/More on \[Home\]\(\/\) and \[Day 0\]\(\/day\/0\)/);
  });

  it("answers from the FAQ whose own question asks the same kind about the same thing, before an activity sharing a word", () => {
    expect(ask("what's the dress code in the medina")).toMatch(/More on \[FAQ\]\(\/faq\)/);
  });

  it("links a page its answer names", () => {
    expect(ask("why does the music stop when i open the gallery")).toContain("[Photo Gallery](/gallery)");
  });

  it("tells the trip's own activity before a map place that matches about as well", () => {
    expect(ask("what do we actually do in agafay")).toMatch(/More on \[Day 3\]\(\/day\/3\)/);
    expect(ask("what happens at the hassan ii mosque")).toMatch(/Hassan II Mosque/);
  });

  it("links the Budget Guide beside a price asked for", () => {
    expect(ask("how much did the hot air balloon cost")).toMatch(/\$117[\s\S]*\[Budget Guide\]\(\/budget\)/);
  });

  it("links the page asked about when the list of pages answers", () => {
    expect(ask("is there a page w all the fancy restaurants")).toContain("[Dinners](/dinners)");
  });

  it("reads 'the next thing after tonight' as tomorrow morning's first", () => {
    expect(ask("whats the next thing on the schedule after tonight? need to set an alarm", new Date("2025-11-28T20:00:00Z"))).toMatch(/at 07:30/);
  });

  it("reads 'or is it just bed' as a fallback and 'in one line' as filler", () => {
    const fesEvening = new Date("2025-11-28T19:00:00Z");
    expect(ask("anything happening after dinner or is it just bed", fesEvening)).toMatch(/tea on the roof/);
    expect(ask("give me tmrw in one line pls", fesEvening)).toMatch(/Chefchaouen Day Trip/);
  });

  it("answers an address only with a street, and reads 'the X part', 'is the schedule final' and 'got some looks'", () => {
    const fesEvening = new Date("2025-11-28T19:00:00Z");
    expect(ask("address for rick's café? want to save it", fesEvening)).toMatch(/Boulevard Sour Jdid/);
    expect(ask("whats the address of the fes riad for my taxi", fesEvening)).toMatch(/I don't know/);
    expect(ask("what time is the spanish mosque part tmrw", fesEvening)).toMatch(/15:00/);
    expect(ask("is tmrw's schedule final or could the times still change", fesEvening)).toMatch(/work in progress/);
    expect(ask("what was the dress code for today? got some looks in my shorts", fesEvening)).toMatch(/shoulders and knees covered/);
  });

  it("reads 'will it stay muted' as whether the site remembers, and 'everyone at dinner can hear it' as the guest's story", () => {
    expect(ask("if i mute it will it stay muted next time i open the site")).toMatch(/the site remembers your choice/);
    expect(ask("how do i shut the music off 🙉 everyone at dinner can hear it")).toMatch(/Mute music/);
  });

  it("reads 'quick maths help:', 'are we booked at' and 'the riad mentioned'", () => {
    expect(ask("quick maths help: how many dirhams to a dollar roughly")).toMatch(/10 MAD per \$1/);
    expect(ask("what dates are we booked at the fes riad")).toMatch(/Nov 27-29/);
    expect(ask("the riad mentioned a tourist tax?? how much is that")).toMatch(/28 MAD/);
  });

  it("counts the tourist tax for the nights a guest names", () => {
    expect(ask("so for my 3 nights in fes what's the tourist tax roughly")).toMatch(/about 84 MAD \(about \$8\.25\) per person/);
    expect(ask("is there a tourist tax?")).not.toMatch(/comes to/);
    // The whole trip is every night a stay is booked: nine.
    expect(ask("how much was the tourist tax for the whole trip")).toMatch(/For 9 nights, .*about 252 MAD/);
  });

  it("reads photos of people working in the souks as photos of people", () => {
    expect(ask("can i take photos of the people working in the souks")).toMatch(/Always ask first/);
  });

  it("reads 'will my french help' as whether French is spoken", () => {
    expect(ask("what languages do people speak here, will my french help", new Date("2025-11-28T19:00:00Z"))).toMatch(/French widely spoken/);
  });

  it("reads 'the photos jess uploaded' as one person's photos, and 'a photo i posted' as the guest's own", () => {
    expect(ask("how do i see just the photos jess uploaded")).toMatch(/the photos one person posted/);
    expect(ask("how do i delete a photo i posted")).toMatch(/password/);
  });

  it("reads asking the chat with no signal, wherever the guest is, as the chat's offline note", () => {
    const fesEvening = new Date("2025-11-28T19:00:00Z");
    expect(ask("if i lose signal on the drive tmrw can i still ask you stuff?", fesEvening)).toMatch(/Asked with no signal, the chat says/);
    expect(ask("can u still answer on the train if i lose signal")).toMatch(/Asked with no signal, the chat says/);
    expect(ask("will you still work with no signal at the camp?")).toMatch(/Asked with no signal, the chat says/);
  });

  it("reads a relayed question ('my bf is asking what...') and a friend's uploads", () => {
    expect(ask("my bf is asking what this trip is even for 😂")).toMatch(/30th golden birthday/);
    expect(ask("can i see only my friends uploads in the gallery")).toMatch(/the photos one person posted/);
    expect(ask("what dates r we booked at villa royale")).toMatch(/Nov 22-26/);
  });

  it("reads questions looking back on the trip: 'went', 'instead of the villa', 'in order', 'list all the places we went'", () => {
    const afterTrip = new Date("2025-12-02T19:00:00Z");
    expect(ask("how many of us went again? writing a little recap for the group chat", afterTrip)).toMatch(/22/);
    expect(ask("wait which night did we sleep in the desert instead of the villa", afterTrip)).toMatch(/Desert Camp: Nov 26/);
    expect(ask("what were the 4 places we stayed, in order?", afterTrip)).toMatch(/We stay in 4 places/);
    expect(ask("list all the places we went pls, need it for my insta caption 📸", afterTrip)).toMatch(/Chefchaouen/);
  });

  it("says the album's zip holds the original files and the light zip web-sized copies", () => {
    expect(ask("are the photos in the zip the originals or compressed?")).toMatch(/as the original files; the light zip holds web-sized copies/);
  });

  it("says the slideshow's videos play muted", () => {
    expect(ask("do the videos in the slideshow play with sound?")).toMatch(/plays muted, without sound/);
  });

  it("says it does not know contact details, live weather or a thing sought the notes never name", () => {
    expect(ask("what's the phone number of riad l-authentic")).toMatch(/I don't know/);
    expect(ask("is it raining in marrakech right now? just curious lol")).toMatch(/I don't know/);
    expect(ask("will it rain?")).toMatch(/Rarely/);
    expect(ask("can you give me the recipe for the zaalouk we had at le foundouk")).toMatch(/I don't know/);
  });

  it("reads a 'box' on a page as filler: 'what did the Highlight box on the home page say'", () => {
    expect(ask("what did the Highlight box on the home page say? did we ever officially pick one")).toMatch(/Highlight: TBD/);
  });

  it("reads 'with no wifi' as with no signal, and 'if i want to ask you stuff from my laptop' as why the guest asks", () => {
    expect(ask("can i still ask you things on the plane with no wifi?")).toMatch(/Asked with no signal, the chat says/);
    expect(ask("can i look at the itinerary on the plane without wifi?")).toMatch(/itinerary opens offline, with no signal/);
    expect(ask("where's the chat button if i want to ask you stuff from my laptop later")).toMatch(/bottom right of every page/);
  });

  it("reads a photo uploaded by mistake, what a photo 'just says', 'did it break', 'rough' and 'going back next year'", () => {
    expect(ask("i accidentally uploaded a screenshot of my bank app 😱 how do i delete it??")).toMatch(/deletion password/);
    expect(ask("one of my pics just says 'preview not available', is it gone??")).toMatch(/is not lost/);
    expect(ask("my video in the gallery just says preparing, did it break")).toMatch(/nothing is broken/);
    expect(ask("whats the rough dirham to dollar rate, doing my expense spreadsheet")).toMatch(/10 MAD per \$1/);
    expect(ask("what plug adapter does morocco use? going back next year")).toMatch(/Type C\/E/);
  });

  it("takes today's activity before another day's that matches about as well", () => {
    const arrivalMorning = new Date("2025-11-21T08:30:00Z");
    expect(ask("when's the souk walk", arrivalMorning)).toMatch(/First Stroll Through the Souks is on Day 0/);
    expect(ask("what time can we check into the riad", arrivalMorning)).toMatch(/Riad L-Authentic is on Day 0, .* at 13:00/);
  });

  it("reads 'which souks' as asking their names, and 'how do i get it back' as where the chat is", () => {
    expect(ask("which souks are we hitting this afternoon", new Date("2025-11-21T08:30:00Z"))).toMatch(/Souk Semmarine & Rahba Kedima/);
    expect(ask("if i close this chat how do i get it back")).toMatch(/bottom right of every page/);
  });

  it("says it does not know payment apps, newcomers or the gallery's live counts", () => {
    expect(ask("can i pay the welcome dinner deposit on venmo?")).toMatch(/I don't know/);
    expect(ask("my boyfriend wants to join last minute, is there room for him?")).toMatch(/I don't know/);
    expect(ask("who has uploaded the most photos so far")).toMatch(/I don't know/);
    expect(ask("uploaded a cursed blurry one by accident 🙈 how do i delete it")).toMatch(/deletion password/);
  });

  it("reads sleeping in as a slow morning, not as a night's stay", () => {
    expect(ask("can i sleep in tomorrow or is it an early one", new Date("2025-11-21T08:30:00Z"))).toMatch(/Slow Morning & Mint Tea/);
    expect(ask("wait which night did we sleep in the desert instead of the villa", new Date("2025-12-02T19:00:00Z"))).toMatch(/Desert Camp: Nov 26/);
  });

  it("says every time on the site is Morocco time", () => {
    expect(ask("are the times on the site morocco time or my home time")).toMatch(/Every time on the site is Morocco time/);
  });

  it("counts the hours left on the trip's first morning, before it starts", () => {
    expect(ask("how long till the trip officially starts? the countdown on the home page", new Date("2025-11-21T08:30:00Z"))).toMatch(
      /The trip starts today, on Friday, November 21, 2025, at 11:00 in Marrakech\. That's in about 1 hour 30 minutes\./,
    );
  });

  it("says it does not know a follow-up pointing back at a question it never saw", () => {
    expect(ask("and the orange ones?")).toMatch(/I don't know/);
  });

  it("reads 'the last night before flying home' as the trip's last night", () => {
    expect(ask("where do we sleep the last night before flying home")).toMatch(/On the night of Day 8, .*Our Riad in Fes/);
    expect(ask("wait is tonight our last night at the villa?", new Date("2025-11-25T16:00:00Z"))).toMatch(/Day 4/);
  });

  it("reads 'what should i order at nobu' as asking the food, and 'the least i'd spend' as the fixed costs", () => {
    expect(ask("what should i order at nobu")).toMatch(/black cod|Nobu signature dishes/);
    expect(ask("what's the least i'd spend if i skip every optional thing")).toMatch(/\$440-480 of fixed costs/);
  });

  it("answers whether to bring a big suitcase to the camp from the FAQ on packing for it", () => {
    expect(ask("should i bring my big suitcase to the desert camp")).toMatch(/small overnight bag is easier on a camel than a suitcase/);
  });

  it("reads scams to watch out for as staying safe, and being ripped off as fares", () => {
    expect(ask("any scams i should watch out for")).toMatch(/Watch for pickpockets/);
    expect(ask("where can i see fixed prices so i dont get ripped off")).not.toMatch(/pickpockets/);
  });

  it("reads 'as ppl say lol' as no word to translate, and says it does not know a guest's pregnancy or the exact sunrise", () => {
    const birthdayEvening = new Date("2025-11-23T17:00:00Z");
    expect(ask("is the tannery as smelly as ppl say lol")).toMatch(/sprig of mint/);
    expect(ask("what time is sunrise tomorrow exactly", birthdayEvening)).toMatch(/I don't know/);
    expect(ask("i'm pregnant, is the quad biking ok for me?")).toMatch(/I don't know/);
  });

  it("reads 'the 24th or the 25th' as asking which day, 'the haggling rule' as advice and a drink in hand as drinking in public", () => {
    const birthdayEvening = new Date("2025-11-23T17:00:00Z");
    expect(ask("is the palace dinner on the 24th or the 25th? i'm confused", birthdayEvening)).toMatch(/Palace Dinner is on Day 4, Tuesday, November 25/);
    expect(ask("whats the haggling rule, like where do i start")).toMatch(/40-50% of the asking price/);
    expect(ask("is it ok to walk between bars with a drink in hand")).toMatch(/Drinking in public is not acceptable/);
  });

  it("leaves out 'running late as usual' after a question about the time left", () => {
    expect(ask("how long do i have until dinner starts? running late as usual", new Date("2025-11-23T17:00:00Z"))).toMatch(/in about 1 hour 30 minutes/);
  });

  it("reads 'or can i stay in my dinner outfit' as a fallback, and 'who sorted the tix' as who has them", () => {
    expect(ask("do i need to change for the bar crawl or can i stay in my dinner outfit")).toMatch(/Dress code for Guided Bar Crawl: Smart casual/);
    expect(ask("who sorted the majorelle tix")).toMatch(/host/);
  });

  it("reads a file's stated size as asking the size limit, and 'etiquette' as advice", () => {
    expect(ask("my video from bahia palace is like 80mb, will it upload?")).toMatch(/50 MB each/);
    expect(ask("whats the tipping etiquette at dinner tonight, like what %", new Date("2025-11-23T17:00:00Z"))).toMatch(/10-15%/);
  });

  it("reads leaving for the place a day is named after as leaving that day", () => {
    expect(ask("what time do we leave tmrw for the desert", new Date("2025-11-25T18:15:00Z"))).toMatch(/Over the High Atlas is on Day 5, .* at 07:00/);
  });

  it("never answers a journey asked one way with the journey the other way", () => {
    const reply = ask("what time do we leave fes for chefchaouen", new Date("2025-11-25T18:15:00Z"));
    expect(reply).toMatch(/07:30/);
    expect(reply).not.toMatch(/^Return to Fes/);
  });

  it("reads 'is there a pool at the zagora camp' as asking what the camp has, and 'never done this before' as the guest's story", () => {
    expect(ask("is there a pool at the zagora camp? 🏊")).toMatch(/I don't know/);
    expect(ask("is there a pool at the villa")).toMatch(/2 pools/);
    expect(ask("what do i pack for the desert camp?? never done this before")).toMatch(/headlamp/);
  });

  it("reads 'start to finish' as filler and musicians as music", () => {
    const palaceEvening = new Date("2025-11-25T18:15:00Z");
    expect(ask("tmrw whats the plan, start to finish", palaceEvening)).toMatch(/The plan: 07:00 Over the High Atlas/);
    expect(ask("is there gonna be music at dinner tonight", palaceEvening)).toMatch(/musicians/);
  });

  it("answers how we get to Zagora from the FAQ on getting to the desert camp, which names it", () => {
    expect(ask("how are we getting to zagora tmrw", new Date("2025-11-25T18:15:00Z"))).toMatch(/By road over the High Atlas/);
  });

  it("names the thing a day's activity describes, though the day's own plan ranks first", () => {
    expect(ask("what was the blue garden called from this morning? want to post it 💙", new Date("2025-11-25T18:15:00Z"))).toMatch(/Jardin Majorelle/);
    expect(ask("whats the name of the spot we're having lunch at today", new Date("2025-11-26T10:00:00Z"))).toMatch(/I don't know/);
    expect(ask("what day do people start leaving? some of my friends fly out early")).toMatch(/Some guests leave from Fes on day 8/);
  });

  it("reads what a meal has 'on offer' as its menu, beside its price", () => {
    const reply = ask("villa brekkie - price and whats on offer");
    expect(reply).toMatch(/\$10 per person/);
    expect(reply).toMatch(/Msemen pancakes/);
  });

  it("reads guests' words for leaving, now, goodbyes, tips, airport codes and the music on the evening of day 8", () => {
    const evening = new Date("2025-11-29T17:00:00Z");
    expect(ask("what time did we roll out of fes this morning?", evening)).toMatch(/07:30/);
    expect(ask("its 6pm, where r we supposed to be rn", evening)).toMatch(/Return to Fes/);
    expect(ask("when were we meant to do goodbyes with the early leavers", evening)).toMatch(/say your goodbyes at breakfast/);
    expect(ask("how much do i tip porters and drivers", evening)).toMatch(/a few dirhams for porters, guides and drivers/);
    expect(ask("how long's the ride from RAK to the medina", evening)).toMatch(/about 20 minutes/);
    expect(ask("which terminal at RAK are we meeting at", evening)).toMatch(/I don't know/);
    expect(ask("does the gallery have music", evening)).toMatch(/no music of its own/);
    expect(ask("the music cut out when i opened the gallery, is that a bug", evening)).toMatch(/no music of its own/);
  });

  it("recommends a place from the map for a meal or a sight named in the guest's own words", () => {
    expect(ask("any rec for a proper lamb dinner in gueliz")).toMatch(/Al Fassia/);
    expect(ask("pretty sunset spot in marrakech from the map list?")).toMatch(/Menara Gardens/);
    expect(ask("who said marrakech was the loveliest spot in the world")).toMatch(/Winston Churchill/);
  });

  it("on the first evening, reads 'the riad' as tonight's, a day with no dinner as no dinner, a forecast as live, and 'like alcohol' as the drink meant", () => {
    const firstEvening = new Date("2025-11-21T20:00:00Z");
    expect(ask("whats the riad like? pics look like theres a courtyard", firstEvening)).toMatch(/orange trees/);
    expect(ask("what's for dinner tmrw", firstEvening)).toMatch(/I don't know/);
    expect(ask("what's for dinner tmrw night at the villa", firstEvening)).toMatch(/I don't know/);
    expect(ask("whats for dinner tonight", firstEvening)).toMatch(/Le Foundouk/);
    expect(ask("is it gonna rain tmrw? whats the forecast", firstEvening)).toMatch(/I don't know/);
    expect(ask("can u even get a drink in morocco? like alcohol", firstEvening)).toMatch(/licensed hotels, bars/);
  });

  it("on the first evening, reads a deposit put down, a nightcap with a way home, a stay's nights before moving, and who to talk to", () => {
    const firstEvening = new Date("2025-11-21T20:00:00Z");
    expect(ask("do we have to put down a deposit for the table tonight? how much", firstEvening)).toMatch(/\$20 deposit/);
    expect(ask("is there somewhere for a nightcap after dinner or do we just walk home", firstEvening)).toMatch(/nightcap on the roof terrace/);
    expect(ask("how many nights r we at this riad before moving", firstEvening)).toMatch(/1 night/);
    expect(ask("who do i talk to to grab a massage slot", firstEvening)).toMatch(/tell the host/);
    expect(ask("if rupa can't answer something who do i ask", firstEvening)).toMatch(/For anything the site does not say, ask the host/);
  });

  it("links the Dinners page beside the day for a featured dinner's cuisine", () => {
    expect(ask("what kinda food is the welcome dinner? just moroccan?")).toMatch(/\[Dinners\]\(\/dinners\)/);
  });

  it("reads 'allergic to nuts' as an allergy and 'any trick' as asking for advice", () => {
    expect(ask("im allergic to nuts, who do i tell")).toMatch(/tell the host/);
    expect(ask("heard the tannery reeks, any trick")).toMatch(/sprig of mint/);
    expect(ask("anything i have to try at nobu?")).toMatch(/black cod miso/);
  });

  it("on the desert afternoon, reads catching the sunrise, a breakfast spread, what they served, getting around alone and who has paid", () => {
    const desertAfternoon = new Date("2025-11-26T13:00:00Z");
    expect(ask("what time do i need to be up tmrw to catch the sunrise", desertAfternoon)).toMatch(/06:30/);
    expect(ask("lost track of time lol what day of the trip is it and whats todays theme", desertAfternoon)).toMatch(/Day 5 of the trip, Sahara Desert Adventure/);
    expect(ask("whats on the breakfast spread at the villa", desertAfternoon)).toMatch(/Msemen pancakes/);
    expect(ask("what did they serve at the palace dinner", desertAfternoon)).toMatch(/pastilla, tagine and couscous/);
    expect(ask("did everyone pay their welcome dinner deposit", desertAfternoon)).toMatch(/I don't know/);
    expect(ask("was dinner last night prepaid or did everyone pay their own", desertAfternoon)).not.toMatch(/I don't know/);
    expect(ask("should i hang on to my leftover dirhams for next time", desertAfternoon)).toMatch(/spend your last dirhams/);
    expect(ask("what temps are we looking at during the day", desertAfternoon)).toMatch(/15-25°C/);
    expect(ask("how do we get around marrakech when we're not with the group", desertAfternoon)).toMatch(/petit taxis/);
    expect(ask("nice spot in marrakech to watch the sunset, something romantic", desertAfternoon)).toMatch(/Menara Gardens/);
    expect(ask("where do we start on friday", desertAfternoon)).toMatch(/Blue Gate/);
  });

  it("reads the city as the town, tickets booked ahead as booking, a place to check prices as a place, and a friend landing a day early as a guest arriving", () => {
    expect(ask("how far is villa royale from the city")).toMatch(/20-25 minute drive/);
    expect(ask("do i need a jacket for the pool thing tomorrow evening", new Date("2025-11-21T20:00:00Z"))).toMatch(/Bring a sweater/);
    expect(ask("do i need to book majorelle tickets in advance")).toMatch(/the host books them in advance/);
    expect(ask("do i need to buy my own majorelle ticket ahead of time")).toMatch(/the host books them in advance/);
    expect(ask("how much are majorelle tickets")).toMatch(/Garden \$18/);
    expect(ask("where can i check fixed prices so i know what souk stuff should cost")).toMatch(/Ensemble Artisanal/);
    expect(ask("my friend lands the day before the trip, where does she go")).toMatch(/arrive a day early and meet us at the riad/);
    const friendLanding = ask("my friend lands on the 20th where should she go");
    expect(friendLanding).toMatch(/arrive a day early and meet us at the riad/);
    expect(friendLanding).not.toMatch(/Return to Fes/);
  });

  it("reads how long from one place to another as the way between them: Casablanca to the airport is not the Marrakech arrival", () => {
    const lastAfternoon = new Date("2025-11-30T16:00:00Z");
    expect(ask("how long is it from casa to the airport again", lastAfternoon)).toMatch(/about 45 minutes from the city/);
    expect(ask("how long is it from marrakech airport to the medina", lastAfternoon)).toMatch(/about 20 minutes/);
    expect(ask("what languages do people speak in fes", lastAfternoon)).toMatch(/Darija/);
    expect(ask("where do we go into the fes medina from")).toMatch(/Blue Gate/);
    expect(ask("which hammam slots are still free this week")).toMatch(/I don't know/);
  });

  it("tells where a button is that the answer before already names", () => {
    const muting = ask("how do i kill the background music, where's the button");
    expect(muting).toMatch(/“Mute music” button at the bottom left/);
    expect(muting).not.toMatch(/goat button/);
  });

  it("on the last afternoon, reads 'the night before last' as two nights back and drops a thing just finished before the question", () => {
    const lastAfternoon = new Date("2025-11-30T16:00:00Z");
    expect(ask("what was dinner at the riad the night before last? the pie thing", lastAfternoon)).toMatch(/pastilla/);
    expect(ask("ok mosque done 🙌 what time is the airport transfer tonight?", lastAfternoon)).toMatch(/18:00/);
  });

  it("answers what to wear in the medina on a named day with the FAQ that asks exactly that, and where to start bargaining with the first offer", () => {
    const balloonMorning = new Date("2025-11-24T09:00:00Z");
    expect(ask("what should i wear in the medina tmrw", balloonMorning)).toMatch(/shoulders and knees covered/);
    expect(ask("bargaining in the souks, where do i start", balloonMorning)).toMatch(/40-50%/);
    expect(ask("what time do we head out for the desert thing today", balloonMorning)).toMatch(/Agafay Desert Day is on Day 3, Monday, November 24, at 11:00/);
    expect(ask("what time do we leave this morning", new Date("2025-11-26T07:00:00Z"))).toMatch(/07:00/);
    const airportCar = ask("how much was the airport car and could u pay by card?", balloonMorning);
    expect(airportCar).toMatch(/About \$45 per car, paid in cash/);
    expect(airportCar).toMatch(/Credit Cards/);
    expect(ask("can i charge my phone at the desert camp", balloonMorning)).toMatch(/I don't know/);
  });

  it("drops a greeting before an emoji and a feeling after the question, and reads the famous people quoted as who is quoted", () => {
    const balloonMorning = new Date("2025-11-24T09:00:00Z");
    expect(ask("ok balloon survivors 🎈 whats left on the plan for today", balloonMorning)).toMatch(/Agafay Desert Day/);
    expect(ask("ok finally back in fes 😮‍💨 what's the plan for the rest of tonight?", new Date("2025-11-29T17:30:00Z"))).not.toMatch(/I don't know/);
    expect(ask("how do i turn the music off its so loud", balloonMorning)).toMatch(/“Mute music” button/);
    expect(ask("who are the famous ppl quoted on the homepage", balloonMorning)).toMatch(/Yves Saint Laurent/);
  });

  it("on the Fes afternoon, reads 'meant to be', 'wtf', 'tmrws' and who has the right of way", () => {
    const fesAfternoon = new Date("2025-11-28T13:00:00Z");
    expect(ask("yo where r we meant to be rn?? its like 2pm", fesAfternoon)).toMatch(/Chouara Tannery/);
    expect(ask("wtf is a foundouk", fesAfternoon)).toMatch(/caravan merchants' inn/);
    expect(ask("what should i wear for tmrws drive", fesAfternoon)).toMatch(/Comfortable travel clothes/);
    expect(ask("who has right of way in these alleys, nearly got flattened", fesAfternoon)).toMatch(/donkeys with the right of way/);
    expect(ask("what time were we supposed to reach the riad last night", fesAfternoon)).toMatch(/Check In at Our Fes Riad is on Day 6, Thursday, November 27, at 21:00/);
  });

  it("on the birthday night, reads a weekday told in the past as the one gone by, porters who carry bags as porters, and a guest's own suite as the host's to tell", () => {
    const birthdayNight = new Date("2025-11-23T21:00:00Z");
    expect(ask("name of the riad we crashed at friday night?", birthdayNight)).toMatch(/Riad L-Authentic/);
    expect(ask("do i tip the porters who carry bags", birthdayNight)).toMatch(/a few dirhams for porters/);
    expect(ask("which suite at the villa is mine", birthdayNight)).toMatch(/I don't know/);
    expect(ask("purple dots on the map = what?", birthdayNight)).toMatch(/Cultural Tourism \(purple pins\)/);
    expect(ask("can i change into flip flops and gym shorts for the crawl or nah", birthdayNight)).toMatch(/no beachwear, sports kit or flip-flops/);
    expect(ask("how much is each of us paying for the bday dinner", birthdayNight)).toMatch(/\$100-120 per person/);
    expect(ask("what if you dont know the answer, who do i ask", birthdayNight)).toMatch(/ask the host/);
  });

  it("reads guys offering to show the way as unofficial guides, and puts the FAQ's own question before its 'Yes' when the guest asked another", () => {
    const reply = ask("random guys keep offering to show me the way in the medina, should i go with them");
    expect(reply).toMatch(/^Is Morocco safe\? Yes, for a group like ours/);
    expect(reply).toMatch(/ignore unofficial "guides" who offer directions/);
    expect(ask("is morocco safe")).toMatch(/^Yes, for a group like ours/);
  });

  it("reads getting a drink in Morocco as alcohol, and drinking on the street as drinking in public", () => {
    expect(ask("where can u actually get a drink in morocco")).toMatch(/licensed hotels, bars/);
    expect(ask("where can i get a drink, and is it ok to drink outside on the street")).toMatch(/Drinking in public is not acceptable/);
    expect(ask("is the villa contribution refundable if i missed a night")).toMatch(/I don't know/);
    expect(ask("who exactly is leaving tomorrow? is mo one of them", new Date("2025-11-28T13:00:00Z"))).toMatch(/I don't know/);
  });

  it("on the train to Fes, reads 'even supposed to be', which people exactly are leaving, and what the notes said to pack", () => {
    const onTheTrain = new Date("2025-11-27T16:00:00Z");
    expect(ask("where are we even supposed to be rn?? lost all track of time lol", onTheTrain)).toMatch(/Train to Fes/);
    expect(ask("which people exactly are leaving on saturday", onTheTrain)).toMatch(/I don't know/);
    expect(ask("who are the 3 famous ppl quoted on the home page", onTheTrain)).toMatch(/Winston Churchill/);
    expect(ask("what did they say to pack for the desert night", onTheTrain)).toMatch(/A fleece, a scarf/);
    expect(ask("quick maths pls, 500 dirhams is like how many usd", onTheTrain)).toMatch(/500 MAD is about \$50/);
  });

  it("says it does not know which guests are leaving, whether the guest has paid, or opening hours", () => {
    const soukEvening = new Date("2025-11-25T16:00:00Z");
    expect(ask("which people are leaving early on saturday", soukEvening)).toMatch(/I don't know/);
    expect(ask("have i already paid my villa contribution?", soukEvening)).toMatch(/I don't know/);
    expect(ask("what are the opening hours of the saadian tombs", soukEvening)).toMatch(/I don't know/);
    expect(ask("when do people start leaving", soukEvening)).toMatch(/Day 8|November 29/);
  });

  it("tells a featured dinner's cuisine from its card, reads live music and sleeping through as missing, and drops what is haggled for", () => {
    const soukEvening = new Date("2025-11-25T16:00:00Z");
    expect(ask("what kinda food is it tonight", soukEvening)).toMatch(/Dar Yacout \(Traditional Moroccan feast\).*salads, pastilla/);
    expect(ask("will there be live music at dinner 2nite", soukEvening)).toMatch(/musicians playing/);
    expect(ask("omg i slept through the photoshoot this morning, what time did it even start", soukEvening)).toMatch(/08:30/);
    expect(ask("any drinks before the palace dinner or straight to eating?", soukEvening)).toMatch(/rooftop aperitif/);
    expect(ask("how low should i start when haggling for a rug", soukEvening)).toMatch(/40-50% of the asking price/);
    expect(ask("whats this tourist tax on my bill", soukEvening)).toMatch(/28 MAD/);
    expect(ask("do porters expect a tip? how much", soukEvening)).toMatch(/a few dirhams for porters/);
  });

  it("reads a relative wanting to join as context for the visa question, safety stuff as staying safe, and a petit taxi apart from the airport transfer", () => {
    const soukEvening = new Date("2025-11-25T16:00:00Z");
    expect(ask("my cousin wants to join for the fes part, does she need a visa w a us passport", soukEvening)).toMatch(/Visa-free for US and Canadian/);
    expect(ask("my boyfriend wants to join last minute, is there room for him?", soukEvening)).toMatch(/I don't know/);
    expect(ask("any safety stuff i should watch for in the fes medina", soukEvening)).toMatch(/pickpockets/);
    expect(ask("grabbing a petit taxi to gueliz, anything i should know", soukEvening)).toMatch(/insist on the meter/);
    expect(ask("how much was the airport taxi", soukEvening)).toMatch(/\$45/);
  });

  it("on day 1, reads which day we are on, a rip-off story before the haggling question, the balloon flying over, and going into the medina", () => {
    const dayOne = new Date("2025-11-22T11:00:00Z");
    expect(ask("which day of the trip are we on lol, i've lost count already", dayOne)).toMatch(/Day 1 of the trip/);
    expect(ask("got totally ripped off in the souk yesterday 😭 where should i start when haggling", dayOne)).toMatch(/40-50% of the asking price/);
    expect(ask("where does the balloon actually fly over", dayOne)).toMatch(/Agafay/);
    expect(ask("do we eat after the balloon landing?", dayOne)).toMatch(/Berber breakfast/);
    expect(ask("where do we go into the old medina in fes", dayOne)).toMatch(/Bou Jeloud/);
  });

  it("on the road to the desert, reads being back at the villa tonight as where the night is spent, what the guest read before a question, and a card working here as anywhere in Morocco", () => {
    const roadToTheDesert = new Date("2025-11-26T10:00:00Z");
    expect(ask("are we back at the villa tonight or nah?", roadToTheDesert)).toMatch(/^No: on the night of Day 5.*Desert Camp/);
    expect(ask("the accommodations page says villa royale nov 22-26 so are we back at the villa tonight or nah?", roadToTheDesert)).toMatch(/^No: .*Desert Camp/);
    expect(ask("will my amex work here?", roadToTheDesert)).toMatch(/Visa and Mastercard work best/);
    expect(ask("is rick's cafe expensive? how much per person", roadToTheDesert)).toMatch(/I don't know/);
    expect(ask("exactly how much per person is dar yacout tmrw", roadToTheDesert)).toMatch(/I don't know/);
  });

  it("tells what a day's notes say to bring, beside each activity's dress code, when asked what to bring for a day its notes describe", () => {
    const roadToTheDesert = new Date("2025-11-26T10:00:00Z");
    const reply = ask("anything i should bring for the long travel day tomorrow", roadToTheDesert);
    expect(reply).toMatch(/Bring snacks, a charged phone and a good playlist/);
    expect(reply).toMatch(/Dress code for Train to Fes/);
    expect(ask("what should i wear at the villa pool", roadToTheDesert)).not.toMatch(/Bring/);
  });

  it("on the road to the desert, reads the next stop, losing track of time, world heritage, being fed and banks charging", () => {
    const roadToTheDesert = new Date("2025-11-26T10:00:00Z");
    expect(ask("its like 11 now, whats our next stop and when do we get there", roadToTheDesert)).toMatch(/Aït Benhaddou is on Day 5.*11:30/);
    expect(ask("lost track of time, what day of the trip are we on", roadToTheDesert)).toMatch(/Day 5 of the trip/);
    expect(ask("is ait benhaddou a world heritage site?", roadToTheDesert)).toMatch(/UNESCO-listed/);
    expect(ask("what are they feeding us at the camp tonight", roadToTheDesert)).toMatch(/Tagines by lantern light/);
    expect(ask("how much do banks usually charge in foreign fees on cards", roadToTheDesert)).toMatch(/1-3%/);
  });

  it("reads feeling sick on the road as motion sickness, a TV at the riad as a big screen, splitting the bill as paying, and what to bring besides clothes", () => {
    const roadToTheDesert = new Date("2025-11-26T10:00:00Z");
    expect(ask("that road was brutal, does the site say anything about feeling sick on it", roadToTheDesert)).toMatch(/motion-sickness tablets/);
    expect(ask("is there a way to show everyone's photos on the big tv at the riad", roadToTheDesert)).toMatch(/Slideshow page/);
    expect(ask("for last night's dinner did we split the bill as a group or pay our own", roadToTheDesert)).toMatch(/Paid individually/);
    expect(ask("anything useful to bring to the camp besides clothes", roadToTheDesert)).toMatch(/headlamp, lip balm and sunglasses/);
  });

  it("does not give a stay's description as its name when the notes name it only by what it is", () => {
    const lastDay = new Date("2025-11-30T16:00:00Z");
    expect(ask("whats the actual name of the riad we slept at last night in fes? want to leave a review", lastDay)).toMatch(/I don't know/);
    expect(ask("what was the name of the riad the first night", lastDay)).toMatch(/Riad L-Authentic/);
  });

  it("reads a train going direct or stopping places as its route", () => {
    expect(ask("does the fes train go direct or stop places", new Date("2025-11-26T10:00:00Z"))).toMatch(/by way of Casablanca, Rabat and Meknes/);
  });

  it("tells Chefchaouen's nickname and its famous food from the day's notes", () => {
    const chefchaouenDay = new Date("2025-11-29T13:00:00Z");
    expect(ask("what's chefchaouen's nickname", chefchaouenDay)).toMatch(/the blue pearl of Morocco/);
    expect(ask("whats the famous food in chefchaouen i should try", chefchaouenDay)).toMatch(/goat cheese and tagine/);
  });

  it("on the Chefchaouen day, reads a meal as the time to say goodbye, and leaves the guest's own flight out of a question that stands alone", () => {
    const chefchaouenDay = new Date("2025-11-29T13:00:00Z");
    expect(ask("when should i say bye to the ppl leaving today", chefchaouenDay)).toMatch(/say your goodbyes at breakfast/);
    expect(ask("my flight is monday, which hotel in casablanca should i stay at?", chefchaouenDay)).toMatch(/I don't know/);
  });

  it("reads 'the train to Casablanca' as that journey, never another train passing through it", () => {
    const chefchaouenDay = new Date("2025-11-29T13:00:00Z");
    expect(ask("are we in first class on the train to casablanca?", chefchaouenDay)).toMatch(/I don't know/);
    expect(ask("how long is the train to casablanca", chefchaouenDay)).toMatch(/about four hours/);
  });

  it("reads a late morning as the morning, and the gallery page as the gallery when asked what it has", () => {
    const chefchaouenDay = new Date("2025-11-29T13:00:00Z");
    expect(ask("what was that madrasa we saw friday late morning", chefchaouenDay)).toMatch(/Bou Inania Madrasa/);
    expect(ask("does the gallery page have music?", chefchaouenDay)).toMatch(/no music of its own/);
  });

  it("reads a partner's nationality as the guest's for the visa note, and how paying worked as how we paid", () => {
    const lastDay = new Date("2025-11-30T16:00:00Z");
    expect(ask("my bf is canadian, did he actually need a visa for this", lastDay)).toMatch(/Visa-free for US and Canadian/);
    expect(ask("how did paying work for the palace dinner, was it covered?", lastDay)).toMatch(/Paid individually/);
  });

  it("tells when a train gets somewhere by when it leaves and how long it takes, and reads which cards work over here", () => {
    const lastMorning = new Date("2025-11-30T06:00:00Z");
    const casablanca = ask("roughly what time do we pull into casablanca", lastMorning);
    expect(casablanca).toMatch(/07:00/);
    expect(casablanca).toMatch(/about four hours/);
    expect(ask("what time does the train get to fes", lastMorning)).toMatch(/Train to Fes is on Day 6.*15:00.*about 6 hours/);
    expect(ask("which card brands work best over here", lastMorning)).toMatch(/Visa and Mastercard work best/);
  });

  it("in Fes, tells how the evening ends after the last activity of the day, who took the bags, and how a dinner was paid", () => {
    const fesMorning = new Date("2025-11-28T10:00:00Z");
    expect(ask("what do we do after dinner tonight", fesMorning)).toMatch(/then tea on the roof/);
    expect(ask("who took our bags to the riad last night?", fesMorning)).toMatch(/Porters meet us at the medina gate/);
    expect(ask("how did we pay at dar yacout, was it in the group price", fesMorning)).toMatch(/Paid individually/);
  });

  it("reads what's worth looking at inside a place as what we see there, and when to book the flight for as the flight home", () => {
    const fesMorning = new Date("2025-11-28T10:00:00Z");
    expect(ask("whats worth looking at inside bou inania", fesMorning)).toMatch(/finest zellige, carved cedar/);
    expect(ask("which airport do we fly home from and when should i book my flight for", fesMorning)).toMatch(/on the evening of Sunday, November 30/);
  });

  it("reads what to keep on one's person as what to keep close", () => {
    expect(ask("what should i keep on me on the train tomorrow", new Date("2025-11-29T13:00:00Z"))).toMatch(/Keep your passport and tickets close/);
  });

  it("reads how to get a thing just named as how to sign up for it", () => {
    const reply = ask("villa breakfast how much + how do i get it", new Date("2025-11-26T10:00:00Z"));
    expect(reply).toMatch(/\$10 per person/);
    expect(reply).toMatch(/sign up the evening before/);
  });

  it("reads 'and to who' as asking who to tell", () => {
    expect(ask("i forgot to tell anyone i'm vegetarian, how far in advance were we supposed to say and to who", new Date("2025-11-26T10:00:00Z"))).toMatch(/tell the host at least two weeks before/);
  });

  it("after the balloon day, reads the first thing on a day as its start, a feeling of a week ago as no date, another nationality for the visa note, and how to get breakfast", () => {
    const desertEvening = new Date("2025-11-24T17:00:00Z");
    expect(ask("what's the first thing on the 27th and what time", desertEvening)).toMatch(/Sunrise Over the Dunes.*06:30/);
    expect(ask("what's first on the 27th", desertEvening)).not.toMatch(/Train to Fes/);
    expect(ask("what did we do on saturday, already feels like a week ago", desertEvening)).toMatch(/Day 1, Saturday, November 22/);
    expect(ask("my friend is british does she need a visa", desertEvening)).toMatch(/Other nationalities should check/);
    expect(ask("how do i get breakfast at the villa tomorrow and how much is it", desertEvening)).toMatch(/sign up the evening before/);
    expect(ask("whats first today", new Date("2025-11-30T05:30:00Z"))).toMatch(/Train to Casablanca is on Day 9.*07:00/);
  });

  it("reads 'what were the souks' as asking their names, and drops being too hungover to remember", () => {
    const desertEvening = new Date("2025-11-24T17:00:00Z");
    expect(ask("what were the souks we went to on day 0", desertEvening)).toMatch(/Souk Semmarine & Rahba Kedima/);
    expect(ask("what did we do this morning, was too hungover to remember lol", desertEvening)).toMatch(/Hot Air Balloon at Sunrise/);
  });

  it("reads how long a place has been around as how long it has been, told in years, and anything special to wear as anything to wear", () => {
    const soukEvening = new Date("2025-11-25T16:00:00Z");
    expect(ask("how long has comptoir darna been around", soukEvening)).toMatch(/for more than twenty years/);
    expect(ask("anything special to wear on the big travel day thursday?", soukEvening)).toMatch(/Comfortable travel clothes/);
  });

  it("reads 'which two dinners' as which dinners", () => {
    expect(ask("which two dinners were the special event ones", new Date("2025-11-25T16:00:00Z"))).toMatch(/the special events are Comptoir Darna and Dar Yacout/);
  });

  it("reads the restaurants on the map as its Food & Beverage places", () => {
    expect(ask("what colour are the restaurants on the map", new Date("2025-11-28T13:00:00Z"))).toMatch(/Food & Beverage \(orange pins\)/);
  });

  it("on the birthday afternoon, reads whose birthday, loud music to turn off, what to ask Rupa, a chance of rain and having to do the balloon", () => {
    const birthdayAfternoon = new Date("2025-11-23T14:00:00Z");
    expect(ask("wait is it someone's birthday today? whose", birthdayAfternoon)).toMatch(/the host's 30th golden birthday/);
    expect(ask("the background music is kinda loud, how do i turn it off", birthdayAfternoon)).toMatch(/Mute music/);
    expect(ask("what kinda stuff can i ask u", birthdayAfternoon)).toMatch(/I'm Rupa the Goat/);
    expect(ask("any chance of rain this week?", birthdayAfternoon)).toMatch(/passing shower/);
    expect(ask("do i HAVE to do the balloon? kinda scared of heights ngl", birthdayAfternoon)).toMatch(/optional extras \(balloon/);
    expect(ask("do we have to take our shoes off in the mosque", birthdayAfternoon)).not.toMatch(/I don't know/);
  });

  it("reads a pickup coming to the villa as no sum of prices, and a new spot or one around a while as how long it has been", () => {
    const birthdayAfternoon = new Date("2025-11-23T14:00:00Z");
    expect(ask("does the balloon pickup come to the villa or do we have to meet them somewhere?", birthdayAfternoon)).not.toMatch(/add up to/);
    expect(ask("comptoir darna - new spot or been around a while?", birthdayAfternoon)).toMatch(/for more than twenty years/);
  });

  it("on the last day, reads a nickname on the site, this past Saturday, 'X was what', 'describe X', what animal Rupa is, and a piano as music", () => {
    const lastDay = new Date("2025-11-30T10:00:00Z");
    expect(ask("chefchaouen's nickname on the site?", lastDay)).toMatch(/the blue pearl of Morocco/);
    expect(ask("this past saturday's theme was what", lastDay)).toMatch(/Chefchaouen Day Trip/);
    expect(ask("describe our fes riad", lastDay)).toMatch(/carved cedar, zellige floors/);
    expect(ask("what animal are you supposed to be", lastDay)).toMatch(/Rupa the Goat/);
    expect(ask("is there live music at ricks or what", lastDay)).toMatch(/A piano/);
  });

  it("tells why Rick's is called so from the tribute it pays, how big a place is, and every quote on the home page", () => {
    const lastDay = new Date("2025-11-30T10:00:00Z");
    expect(ask("why's it called rick's cafe lol", lastDay)).toMatch(/a tribute to the film Casablanca/);
    expect(ask("is hassan ii a big mosque?", lastDay)).toMatch(/One of the largest mosques in the world/);
    const quotes = ask("what quotes are on the home page", lastDay);
    expect(quotes).toMatch(/Yves Saint Laurent/);
    expect(quotes).toMatch(/Winston Churchill/);
    expect(ask("is there a slideshow for the big screen at the villa?", lastDay)).toMatch(/Slideshow page/);
  });

  it("says it does not know whether it rained, a past condition the notes cannot hold", () => {
    expect(ask("did it rain in chefchaouen yesterday?", new Date("2025-11-30T10:00:00Z"))).toMatch(/I don't know/);
    expect(ask("any chance of rain this week?", new Date("2025-11-23T14:00:00Z"))).toMatch(/passing shower/);
  });

  it("on the gardens morning, reads 'later' as later today, live entertainment as musicians, and spots pinned as the map", () => {
    const gardensMorning = new Date("2025-11-25T10:00:00Z");
    expect(ask("how much is the souk guide later", gardensMorning)).toMatch(/\$5 per person for the guide/);
    expect(ask("will there be live entertainment at the palace dinner", gardensMorning)).toMatch(/musicians playing/);
    expect(ask("is there somewhere on the site with all the recommended spots pinned?", gardensMorning)).toMatch(/on the map/);
  });

  it("on a day's page, answers about another day's own thing from that day, not the page's", () => {
    const afterTrip = new Date("2026-11-24T21:00:00Z");
    expect(ask("what's chefchaouen's nickname", afterTrip, "/day/5")).toMatch(/the blue pearl of Morocco/);
    expect(ask("whats the food in chefchaouen", afterTrip, "/day/5")).toMatch(/goat cheese and tagine/);
    expect(ask("what do i wear", afterTrip, "/day/5")).toMatch(/Dress code for Over the High Atlas/);
  });

  it("has no name to give for a stay the notes call only by what it is, though they say where it stands", () => {
    const campNight = new Date("2025-11-26T19:00:00Z");
    expect(ask("whats the camp we're staying at tonight called", campNight)).toMatch(/I don't know/);
    expect(ask("whats this camp called", campNight)).toMatch(/I don't know/);
    expect(ask("whats the villa called", campNight)).toMatch(/Villa Royale/);
    expect(ask("name of the bday dinner restaurant with the dancers??", campNight)).toMatch(/Comptoir Darna/);
  });

  it("finds no lunch place on a day whose plan names none: not a price, nor a café in another town", () => {
    const fesMorning = new Date("2025-11-28T10:00:00Z");
    expect(ask("where are we having lunch today?", fesMorning)).toMatch(/I don't know/);
    expect(ask("where's lunch tomorrow", fesMorning)).toMatch(/Chefchaouen/);
    expect(ask("good lunch spot in the marrakech medina?", fesMorning)).toMatch(/Le Jardin/);
  });

  it("on the travel day's morning, reads the guest's own words: a day's name, a blur, bags to store, an extra, a present", () => {
    const travelMorning = new Date("2025-11-27T07:00:00Z");
    expect(ask("the 28th, what's that day called", travelMorning)).toMatch(/Explore Fes/);
    expect(ask("what was day 2 called", travelMorning)).toMatch(/Discover Marrakech/);
    expect(ask("yesterday was a blur, what did we do", travelMorning)).toMatch(/Sunset Camel Ride/);
    expect(ask("when were we at the villa again", travelMorning)).toMatch(/Nov 22-26/);
    expect(ask("card fees abroad?", travelMorning)).toMatch(/1-3%/);
    expect(ask("was breakfast at the camp this morning extra?", travelMorning)).toMatch(/Included in the \$95/);
    expect(ask("what should i pack in my bag for the train today", travelMorning)).toMatch(/Bring snacks/);
    expect(ask("is there somewhere to leave bags in casa before the flight", travelMorning)).toMatch(/I don't know/);
    expect(ask("what should i get the host for their bday", travelMorning)).toMatch(/I don't know/);
  });

  it("has no name for tonight's riad when the notes call it only 'Our Riad in Fes', nor dishes for a supper they do not list", () => {
    const travelMorning = new Date("2025-11-27T07:00:00Z");
    expect(ask("whats the name of the riad we're staying at tonight", travelMorning)).toMatch(/I don't know/);
    expect(ask("what's on the menu for supper tonight", travelMorning)).toMatch(/I don't know/);
    expect(ask("what's on the menu for dinner on the 23rd", travelMorning)).toMatch(/Moroccan and Mediterranean plates/);
    expect(ask("what was the place we slept last night called? for my journal", new Date("2025-11-27T11:30:00Z"))).toMatch(/Desert Camp/);
  });

  it("does not time a journey at a town it only passes on the way", () => {
    const travelMorning = new Date("2025-11-27T07:00:00Z");
    expect(ask("what time does the train get into rabat today", travelMorning)).toMatch(/I don't know/);
    expect(ask("when does the train arrive in fes", travelMorning)).toMatch(/15:00[\s\S]*6 hours/);
  });

  it("on the rest day's evening, tells which stay we are at now, a fare as a price, and the thing remembered by its dancers", () => {
    const restEvening = new Date("2025-11-22T17:00:00Z");
    const stay = ask("r we still at the riad right now or at the villa already", restEvening);
    expect(stay).toMatch(/^On the night of Day 1.*Villa Royale/);
    expect(stay).toMatch(/\[Day 1\]\(\/day\/1\)/);
    expect(ask("how far is agafay from marakesh", restEvening)).toMatch(/about 40 minutes from Marrakech/);
    expect(ask("whats the train fare to fes", restEvening)).toMatch(/\$45 per person/);
    expect(ask("what's the taxi fare from the villa to gueliz tonight", restEvening)).toMatch(/I don't know/);
    expect(ask("ok and how much is the thing tmrw night w the dancers, per person", restEvening)).toMatch(/^The main event.*\$100-120 per person/);
    expect(ask("how much do the porters at the medina gate charge per bag", new Date("2025-11-28T07:30:00Z"))).toMatch(/I don't know/);
  });

  it("has no date for a page still being finalized, nor a shop that rents kaftans", () => {
    const restEvening = new Date("2025-11-22T17:00:00Z");
    expect(ask("when will the transportation page be ready", restEvening)).toMatch(/I don't know/);
    expect(ask("where can i rent a kaftan for the palace dinner", restEvening)).toMatch(/I don't know/);
    expect(ask("when do i sign up for breakfast at the villa", restEvening)).toMatch(/Sign up the night before/);
  });

  it("on the rest day's evening, reads what a guest missed, a day asked one way or another, the places of a tour, 'there' as the thing before, and an upload that failed", () => {
    const restEvening = new Date("2025-11-22T17:00:00Z");
    expect(ask("did i miss anything this morning, i slept til noon", restEvening)).toMatch(/Slow Morning & Mint Tea/);
    expect(ask("is nobu tomorrow or monday", restEvening)).toMatch(/Day 3, Monday, November 24, at 20:00/);
    expect(ask("which places r we seeing on tomorrow's tour", restEvening)).toMatch(/Bahia Palace, Ben Youssef Madrasa & Le Jardin Secret/);
    expect(ask("what sights are we visiting in fes", restEvening)).toMatch(/I don't know/);
    const agafay = ask("the 24th, how much is the agafay day and what do we do there", restEvening);
    expect(agafay).toMatch(/About \$40 per person/);
    expect(agafay).toMatch(/Quad bikes and camel rides/);
    expect(ask("tried uploading 15 pics and got an error??", restEvening)).toMatch(/up to 10 files at a time/);
  });

  it("tells which pages share a track, but has no name or artist for a song", () => {
    const restEvening = new Date("2025-11-22T17:00:00Z");
    expect(ask("which pages have the same music as the dinners page", restEvening)).toMatch(/the Dinners, Accommodations and Transportation pages/);
    expect(ask("which page shares its song with the map", restEvening)).toMatch(/the Map and FAQ pages/);
    expect(ask("what's the name of the song on the home page and who's the artist?", restEvening)).toMatch(/I don't know/);
    expect(ask("r we doing another trip for the 31st?", restEvening)).toMatch(/I don't know/);
  });

  it("in Fes at five, reads the guest's own words: lost track of time, overslept, why a town is famous, coming back, carts, food included, and free till dinner", () => {
    const fesAfternoon = new Date("2025-11-28T16:00:00Z");
    expect(ask("whats the date today, lost all track of time", fesAfternoon)).toMatch(/Friday, November 28, 2025/);
    expect(ask("lost track of time lol what day of the trip is it and whats todays theme", fesAfternoon)).toMatch(/Explore Fes/);
    expect(ask("overslept 😭 what did i miss this morning", fesAfternoon)).toMatch(/Guided Walk Through Fes el-Bali/);
    expect(ask("why is chefchaouen famous, someone said its all blue?", fesAfternoon)).toMatch(/Blue Medina/);
    expect(ask("do we sleep in chefchaouen tmrw or come back", fesAfternoon)).toMatch(/Our Riad in Fes/);
    expect(ask("where did the porters with the carts meet us last night", fesAfternoon)).toMatch(/at the medina gate/);
    expect(ask("did the camp price include food?", fesAfternoon)).toMatch(/dinner and breakfast/);
    expect(ask("are we doing anything right now or free til dinner?", fesAfternoon)).toMatch(/Riad Dinner in Fes .*19:30/);
    const morningAndEvening = ask("what did we do this morning and whats the plan for this evening", fesAfternoon);
    expect(morningAndEvening).toMatch(/Guided Walk Through Fes el-Bali/);
    expect(morningAndEvening).toMatch(/Riad Dinner in Fes/);
  });

  it("at the camel ride, reads who Rupa is, why we are here, tonight's dinner included, a day's number, the village from earlier and tents or rooms", () => {
    const camelRide = new Date("2025-11-26T16:00:00Z");
    expect(ask("whos rupa", camelRide)).toMatch(/^I'm Rupa the Goat/);
    expect(ask("why are we in morocco again lol", camelRide)).toMatch(/30th golden birthday/);
    expect(ask("is tonights dinner included or do i need cash", camelRide)).toMatch(/\$95 per person/);
    expect(ask("what do i wear tonight its gonna be cold right", camelRide)).toMatch(/Layers/);
    expect(ask("what day number is tomorrow", camelRide)).toMatch(/Day 6 of the trip/);
    expect(ask("the mud village from earlier, whats it called again", camelRide)).toMatch(/Aït Benhaddou/);
    expect(ask("are we in tents tonight or like rooms", camelRide)).toMatch(/Berber tent/);
  });

  it("names no place for a lunch the notes put 'on the way', nor a café on the map for our own lunch", () => {
    expect(ask("where do we stop for lunch on the drive tomorrow", new Date("2025-11-26T16:00:00Z"))).toMatch(/I don't know/);
    expect(ask("where exactly do we stop for lunch today", new Date("2025-11-27T07:00:00Z"))).toMatch(/I don't know/);
    expect(ask("where's lunch on the 29th", new Date("2025-11-26T16:00:00Z"))).toMatch(/Chefchaouen/);
  });

  it("on arrival day, reads whether a thing is today as when it is, a chill day, today's page, what's first, an early start, what to wear tonight, and the riad we just reached", () => {
    const arrival = new Date("2025-11-21T12:00:00Z");
    expect(ask("is the walking tour today?", arrival)).toMatch(/^Medina Walking Tour is on Day 2, Sunday/);
    expect(ask("is the photographer today?", arrival)).toMatch(/Day 4, Tuesday, November 25/);
    expect(ask("is tomorrow a chill day?", arrival)).toMatch(/Rest & Relax/);
    expect(ask("link to todays page pls", arrival)).toMatch(/\(\/day\/0\)/);
    expect(ask("fri the 28th whats first", arrival)).toMatch(/09:30 Guided Walk Through Fes el-Bali/);
    expect(ask("do we have to be up early tmrw morning?", arrival)).toMatch(/09:30/);
    expect(ask("do i need to wear gold tonight", arrival)).toMatch(/Smart casual/);
    expect(ask("is there a rooftop at the place tonight", arrival)).toMatch(/roof terrace/);
    expect(ask("just got to the riad, whats it like inside", arrival)).toMatch(/Riad L-Authentic[\s\S]*courtyard/);
    expect(ask("how long's the drive from the airport to the medina", arrival)).toMatch(/about 20 minutes/);
    expect(ask("whats tmrws date and weekday", arrival)).toMatch(/Saturday, November 22, 2025/);
    expect(ask("is the hammam at the villa co-ed", arrival)).toMatch(/I don't know/);
  });

  it("on the Chefchaouen morning, reads a stop wanted for coffee, what to wear in a town (not on the drive there), an ampersand, 'n', a guide's name, who built the site, counting tonight and the last thing before the airport", () => {
    const chefchaouenMorning = new Date("2025-11-29T07:00:00Z");
    expect(ask("r we stopping anywhere on the way up? need coffee lol", chefchaouenMorning)).toMatch(/coffee stop along the way/);
    expect(ask("whats the name of the coffee stop on the way to chaouen this morning", chefchaouenMorning)).toMatch(/I don't know/);
    expect(ask("what should i wear walking around chefchaouen", chefchaouenMorning)).toMatch(/Dress code for The Blue Medina: Modest/);
    expect(ask("what do i wear for the drive to chefchaouen", chefchaouenMorning)).toMatch(/Dress code for Drive Into the Rif Mountains/);
    expect(ask("what colour is food & drink on the map", chefchaouenMorning)).toMatch(/Food & Beverage \(orange pins\)/);
    const villa = ask("how many suites n pools at villa royale", chefchaouenMorning);
    expect(villa).toMatch(/13 suites/);
    expect(villa).toMatch(/2 pools/);
    expect(ask("who was our guide in fes yesterday, what was his name", chefchaouenMorning)).toMatch(/I don't know/);
    expect(ask("who built this site and rupa", chefchaouenMorning)).toMatch(/I don't know/);
    expect(ask("whose birthday is this trip for anyway, how old", chefchaouenMorning)).toMatch(/30th golden birthday/);
    expect(ask("how many nights have we been at the fes riad counting tonight", chefchaouenMorning)).toMatch(/3 nights/);
    expect(ask("whats the last thing we visit together tomorrow before the airport", chefchaouenMorning)).toMatch(/^Hassan II Mosque Tour/);
  });

  it("on the desert day's lunchtime, reads whether the balloon is tomorrow morning, the first thing tomorrow, the site's name, a 'wed', and the days of the trip left", () => {
    const desertNoon = new Date("2025-11-24T12:00:00Z");
    expect(ask("is the balloon tomorrow morning? need to set an alarm", desertNoon)).toMatch(/^Hot Air Balloon at Sunrise is on Day 3 \(today\), Monday/);
    expect(ask("first thing tomorrow morning?", desertNoon)).toMatch(/^Group Photoshoot/);
    expect(ask("whats this site called", desertNoon)).toMatch(/Golden Goat Getaway/);
    expect(ask("what time is the camel ride wed", desertNoon)).toMatch(/16:30/);
    expect(ask("how many days of the trip are left after today", desertNoon)).toMatch(/6 more days/);
    expect(ask("is anyone leaving early tomorrow? the page says something", new Date("2025-11-28T16:00:00Z"))).toMatch(/Guests flying out early/);
  });

  it("on the last morning, tells where we go instead of a bed tonight, what is planned past the trip (with the last day's link), and which page holds a thing", () => {
    const lastMorning = new Date("2025-11-30T05:00:00Z");
    expect(ask("where r we sleeping tonight", lastMorning)).toMatch(/the trip ends that day with Departure at 18:00 \(Mohammed V International Airport \(CMN\)\)/);
    expect(ask("whats planned for tomorrow", lastMorning)).toMatch(/outside the trip dates[\s\S]*\[Day 9\]\(\/day\/9\)/);
    expect(ask("whats the subtitle on the site", lastMorning)).toMatch(/A Marrakech Adventure/);
    expect(ask("what kind of music plays on the home page", lastMorning)).toMatch(/oud-like melody/);
    expect(ask("what's the song that plays on the home page? i need it", lastMorning)).toMatch(/I don't know/);
    expect(ask("how do i say thanks to the riad staff this morning in darija", lastMorning)).toMatch(/shukran/);
    expect(ask("how many stays r there on the accommodations page", lastMorning)).toMatch(/We stay in 4 places/);
    expect(ask("whats the price breakdown", lastMorning)).toMatch(/Whole trip cost per person/);
    const quoted = ask("which famous people are quoted on the home page", lastMorning);
    expect(quoted).toMatch(/Winston Churchill/);
    expect(quoted).toMatch(/Edith Wharton/);
  });

  it("answers from the site's music or the FAQ's sections only questions that name them", () => {
    expect(ask("gonna be chilly at the villa tmrw night? what should i bring", new Date("2025-11-21T12:00:00Z"))).not.toMatch(/FAQ page has/);
    expect(ask("what are the faq sections")).toMatch(/The FAQ page has 8 sections/);
    expect(ask("which pages share music with the dinners page")).toMatch(/Dinners, Accommodations and Transportation/);
  });

  it("on the souk afternoon, tells whether tonight's dinner is a special one, what is good to buy, breakfast's price before we leave, and no opening hours", () => {
    const soukAfternoon = new Date("2025-11-25T14:30:00Z");
    expect(ask("tonights dinner - is it one of the special ones", soukAfternoon)).toMatch(/Dar Yacout is one of the dinners marked Special Event/);
    const specials = ask("which of the dinners are the special event ones", soukAfternoon);
    expect(specials).toMatch(/Dar Yacout/);
    expect(specials).toMatch(/Comptoir Darna/);
    expect(ask("what's good to buy in the souks this afternoon", soukAfternoon)).toMatch(/leather, ceramics, lanterns and rugs/);
    expect(ask("brekkie at the villa tmrw before we leave, how much is it again", soukAfternoon)).toMatch(/\$10 per person/);
    expect(ask("is majorelle open late today, can i go back", soukAfternoon)).toMatch(/I don't know/);
    expect(ask("when does check in open at the villa", soukAfternoon)).toMatch(/after 3 PM|15:00/);
  });

  it("on the rest day's lunchtime, reads free time asked beside a plan, the villa we are moving to, nights starting today, photos from last night, and no word on a mixed hammam", () => {
    const restLunch = new Date("2025-11-22T12:00:00Z");
    expect(ask("is there anything on right now or are we free until check in", restLunch)).toMatch(/^Check In at Villa Royale .*15:00/);
    expect(ask("anything planned tmrw afternoon or is it free time", restLunch)).toMatch(/Pool Time & Getting Ready/);
    expect(ask("how far is the villa we're moving to today from the city, like how long is the drive", restLunch)).toMatch(/20-25 minute drive/);
    expect(ask("how many nights are we at villa royale starting today", restLunch)).toMatch(/5 nights/);
    expect(ask("the villa we're going to today, how many pools lol", restLunch)).toMatch(/two pools/);
    expect(ask("how do i upload the pics from last night", restLunch)).toMatch(/^Uploading photos and videos/);
    expect(ask("hammam this afternoon, is it mixed or separate for guys and girls", restLunch)).toMatch(/I don't know/);
  });

  it("at the Fes riad dinner, reads what we are eating now, the weekday, possessives without apostrophes, a weekday beside its date, the crew with the carts, and being back in town for dinner", () => {
    const fesDinner = new Date("2025-11-28T18:30:00Z");
    expect(ask("what r we eating rn", fesDinner)).toMatch(/pastilla and slow-cooked tagines/);
    expect(ask("wait what day of the week is it lol", fesDinner)).toMatch(/Friday, November 28, 2025/);
    expect(ask("which day number was the birthday", fesDinner)).toMatch(/Day 2/);
    expect(ask("what was monday nights dinner", fesDinner)).toMatch(/^Nobu Marrakech Rooftop/);
    expect(ask("what was friday the 21sts theme", fesDinner)).toMatch(/Arrival & Shopping/);
    expect(ask("where did we sleep wednesday the 26th", fesDinner)).toMatch(/Desert Camp/);
    expect(ask("r we still at the villa?", fesDinner)).toMatch(/^No: on the night of Day 7.*Our Riad in Fes/);
    expect(ask("will we be back in fes for dinner tmrw", fesDinner)).toMatch(/17:00/);
    expect(ask("who were the guys with the carts at the gate last night", fesDinner)).toMatch(/Porters meet us/);
    expect(ask("who is the photographer tomorrow? do they have an insta", new Date("2025-11-24T12:00:00Z"))).toMatch(/I don't know/);
    expect(ask("is bou inania still open rn, whats its hours", fesDinner)).toMatch(/I don't know/);
    expect(ask("will the itinerary still open on my phone with no signal tonight", fesDinner)).toMatch(/Home Screen/);
  });

  it("at Aït Benhaddou, reads where everyone is now, going back to the villa tonight, the kind of tent, and where to get lunch as a recommendation", () => {
    const kasbahNoon = new Date("2025-11-26T12:00:00Z");
    expect(ask("where is everyone rn, i overslept in the car lol", kasbahNoon)).toMatch(/^Aït Benhaddou is on Day 5/);
    expect(ask("r we going back to the villa tonight?", kasbahNoon)).toMatch(/^No: on the night of Day 5.*Desert Camp/);
    expect(ask("wait are we going back to the villa tomorrow or what", new Date("2025-11-26T19:00:00Z"))).not.toMatch(/^No: on the night/);
    expect(ask("what kind of tent r we in tonight", kasbahNoon)).toMatch(/Berber tent/);
    expect(ask("where should i get lunch in the medina", kasbahNoon)).toMatch(/^Le Jardin/);
  });

  it("on the birthday morning, tells the area a place is in, the nights of tourist tax, and the rule for bargaining", () => {
    const birthdayMorning = new Date("2025-11-23T09:30:00Z");
    expect(ask("what area is tonight's dinner in, need to tell the taxi", birthdayMorning)).toMatch(/Comptoir Darna, Hivernage/);
    expect(ask("what neighbourhood is nobu in", birthdayMorning)).toMatch(/Hivernage/);
    expect(ask("which part of fes is our riad in", birthdayMorning)).toMatch(/Fes el-Bali/);
    expect(ask("how many nights of tourist tax r we paying", birthdayMorning)).toMatch(/For 9 nights/);
    expect(ask("whats the rule for bargaining", birthdayMorning)).toMatch(/40-50% of the asking price/);
  });

  it("on the last evening in Fes, reads a sorry before lost track of time, who even Rupa is, other people's photos, a TV at the riad, something done already or tomorrow, and alcohol easy to find", () => {
    const lastFesEvening = new Date("2025-11-29T20:00:00Z");
    expect(ask("sorry lost track of time, whats the date today", lastFesEvening)).toMatch(/Saturday, November 29, 2025/);
    expect(ask("who even is rupa", lastFesEvening)).toMatch(/^I'm Rupa the Goat/);
    expect(ask("can i download other ppls photos from the gallery", lastFesEvening)).toMatch(/^Downloading photos/);
    expect(ask("is there a slideshow we can put on the tv at the riad tonight", lastFesEvening)).toMatch(/Slideshow page/);
    expect(ask("wait did we already do the tannery or is that tomorrow", lastFesEvening)).toMatch(/^Chouara Tannery is on Day 7, Friday/);
    expect(ask("is alcohol easy to find or nah", lastFesEvening)).toMatch(/licensed hotels, bars/);
  });

  it("on arrival evening, reads the date and weekday asked together, what is good to order, an early start or a lie-in, the villa far from town, an early balloon, an upload in progress, and a cake the notes never mention", () => {
    const arrivalEvening = new Date("2025-11-21T17:00:00Z");
    expect(ask("wait whats the date today n what weekday is it", arrivalEvening)).toMatch(/Friday, November 21, 2025/);
    expect(ask("whats good to order at le foundouk", arrivalEvening)).toMatch(/zaalouk, briouats and lamb tagine/);
    expect(ask("is there anything early tomorrow morning or can i sleep in", arrivalEvening)).toMatch(/09:30/);
    expect(ask("is the villa far from town", arrivalEvening)).toMatch(/20-25 minute drive/);
    expect(ask("what do i wear for the balloon, its super early right?", arrivalEvening)).toMatch(/Warm layers, a hat/);
    expect(ask("uploading tonights pics, how many can i do at once", arrivalEvening)).toMatch(/up to 10 files at a time/);
    expect(ask("will there be a birthday cake at comptoir darna", arrivalEvening)).toMatch(/I don't know/);
    expect(ask("is there a tea spot overlooking the spice market")).toMatch(/Café des Épices/);
  });

  it("on the train to Fes, reads a lost track of time at the end, tomorrow's date and weekday, and how long before the trip as how far in advance", () => {
    const onTheTrain = new Date("2025-11-27T19:30:00Z");
    expect(ask("what day of the week is it today lol ive lost track", onTheTrain)).toMatch(/Thursday, November 27, 2025/);
    expect(ask("whats tomorrows date and what weekday", onTheTrain)).toMatch(/Friday, November 28, 2025/);
    expect(ask("how long before the trip were we supposed to tell the host about allergies", onTheTrain)).toMatch(/tell the host at least/);
  });

  it("on the last day, counts the hours to the airport, not the days left, unless the trip itself is asked", () => {
    const lastDay = new Date("2025-11-30T10:00:00Z");
    expect(ask("how many hrs till we leave for the airport", lastDay)).toMatch(/Departure is on Day 9[\s\S]*about 7 hours/);
    expect(ask("how long till the trip ends", lastDay)).toMatch(/^Today is the last day of the trip/);
  });

  it("on the desert morning, links today's page, tells the dates we are in Fes, and takes two questions announced as 'two q's'", () => {
    const desertMorning = new Date("2025-11-24T08:00:00Z");
    expect(ask("link me today's page pls", desertMorning)).toMatch(/\(\/day\/3\)/);
    expect(ask("what dates are we in fes", desertMorning)).toMatch(/Nov 27-29/);
    const both = ask("two q's: what time is nobu tonight and whats the min spend", desertMorning);
    expect(both).toMatch(/20:00/);
    expect(both).toMatch(/Minimum spend \$75/);
  });

  it("tells where the ATMs are found, that the Fes medina is car-free, and never answers for Fes from a day spent in Marrakech", () => {
    expect(ask("where r the atms")).toMatch(/Easy to find in Gueliz, Hivernage/);
    const fesTaxis = ask("can taxis drive into the fes medina?");
    expect(fesTaxis).toMatch(/car-free medina/);
    expect(fesTaxis).not.toMatch(/Airport Transfer/);
    expect(ask("where do we have breakfast in fes")).toMatch(/I don't know/);
    expect(ask("what's the main street we walked down in the fes medina", new Date("2025-11-28T17:00:00Z"))).toMatch(/Talaa Kebira/);
  });

  it("reads a figure written with a thousands comma as the guest types it, hearsay from the guide as the guest's, and 'when do we get to' a town as the first day there", () => {
    expect(ask("our guide said the fes medina has like 9000 streets, is that legit??")).toMatch(/more than 9,000 lanes/);
    expect(ask("when do we go to fes")).toMatch(/^Day 6\b/);
  });

  it("on the birthday evening, leaves for the desert on the day we sleep there, tells where what is on now is held, and who handles the taxis", () => {
    const birthdayEvening = new Date("2025-11-23T19:00:00Z");
    expect(ask("when do we leave for the desert", birthdayEvening)).toMatch(/^Day 5\b/);
    expect(ask("whats happening rn?? just woke up from my nap lol", birthdayEvening)).toMatch(/takes place at Comptoir Darna/);
    expect(ask("who's sorting the taxis between bars tonight", birthdayEvening)).toMatch(/A local guide takes us/);
    expect(ask("do we pay for our own drinks on the crawl", birthdayEvening)).toMatch(/drinks paid as you go/);
    expect(ask("what did we do yesterday, everythings a blur", birthdayEvening)).toMatch(/^Day 1\b/);
    expect(ask("what money do they use here and whats it worth in dollars", birthdayEvening)).toMatch(/dirham \(MAD\)[\s\S]*10 MAD per \$1/);
  });

  it("does not know a name asked of someone the notes never name, seat numbers, or a hammam dress code quoted from the mosque's", () => {
    expect(ask("who's our guide tmrw, what's their name", new Date("2025-11-23T19:00:00Z"))).toMatch(/^I don't know/);
    expect(ask("what carriage and seat numbers do we have on the train")).toMatch(/^I don't know/);
    expect(ask("whats the dress code for the hammam, swimsuit or nothing?")).toMatch(/^I don't know/);
  });

  it("on the gardens morning, reads where we go after the photos as what comes next, skipping the extras as the fixed costs, and asides on a museum or an upload", () => {
    const gardensMorning = new Date("2025-11-25T06:00:00Z");
    expect(ask("after the photos this morning where do we go", gardensMorning)).toMatch(/^Jardin Majorelle & Musée YSL is on Day 4/);
    expect(ask("if i skip all the optional stuff whats the damage", gardensMorning)).toMatch(/\$440-480 of fixed costs/);
    expect(ask("and the ysl museum next door how much is that", gardensMorning)).toMatch(/Musée YSL \$15/);
    expect(ask("how do i delete a video i accidentally uploaded", gardensMorning)).toMatch(/deletion password/);
    expect(ask("hammam how much and whats involved", gardensMorning)).toMatch(/\$60[\s\S]*kessa scrub/);
    expect(ask("can me and my bf get our own photoshoot slot, how much extra", gardensMorning)).toMatch(/^I don't know/);
  });

  it("reads our last night in a town as the stay's last night, not yesterday's, and getting our bags somewhere as how they get there", () => {
    const fesEvening = new Date("2025-11-28T19:00:00Z");
    expect(ask("whats our last night in fes", fesEvening)).toMatch(/^Day 8, Saturday, November 29/);
    expect(ask("when is our last night at the villa", fesEvening)).toMatch(/^Day 4\b/);
    expect(ask("wait is tonight our last night at the villa?", fesEvening)).toMatch(/^No: on the night of Day 7/);
    expect(ask("how do we get our bags to the riad tn", new Date("2025-11-27T12:00:00Z"))).toMatch(/Porters meet us at the medina gate/);
  });

  it("in Fes on Friday afternoon, drops the guest's own guesses and hours, names the main square, and spends the last dirhams before the flight", () => {
    const fesAfternoon = new Date("2025-11-28T15:00:00Z");
    expect(ask("anything after dinner tonight or just bed", fesAfternoon)).toMatch(/then tea on the roof/);
    expect(ask("are we free rn until dinner? its like 4pm", fesAfternoon)).toMatch(/^Riad Dinner in Fes is on Day 7[^.]*19:30/);
    expect(ask("what was the smelly place we went to at 2 this afternoon", fesAfternoon)).toMatch(/^Chouara Tannery/);
    expect(ask("whats the main square in chefchaouen we go to tomorrow", fesAfternoon)).toMatch(/Plaza Uta el-Hammam/);
    expect(ask("what should i do with my leftover dirhams before the flight", fesAfternoon)).toMatch(/spend your last dirhams before you fly/);
  });

  it("on the Chefchaouen day, names the square by what stands on it, prices a lunch tip, reads stays booked and pages finished, and leaves the bars, camels and a guest's own transfer to the host", () => {
    const chefchaouenNoon = new Date("2025-11-29T11:00:00Z");
    expect(ask("whats the square called where the red kasbah is", chefchaouenNoon)).toMatch(/Plaza Uta el-Hammam/);
    expect(ask("how much should i tip at lunch today", chefchaouenNoon)).toMatch(/10-15%/);
    expect(ask("what dates is the fes riad booked for", chefchaouenNoon)).toMatch(/Nov 27-29/);
    expect(ask("is there a slideshow mode for the big screen tonight", chefchaouenNoon)).toMatch(/The Slideshow page shows/);
    expect(ask("is the transportation page finished yet", chefchaouenNoon)).toMatch(/being finalized/);
    expect(ask("do we have a hotel tomorrow night or straight to the airport", chefchaouenNoon)).toMatch(/^No stay is booked for the night of Day 9/);
    for (const question of ["which bar did we end up at on the bar crawl", "what were the camels' names lol", "what time is my transfer to the fes airport tonight"]) {
      expect(ask(question, chefchaouenNoon)).toMatch(/^I don't know/);
    }
  });

  it("on the last afternoon, counts the activity starting now as the rest of today, tells the city we are in, and explains uploading and leaving delete mode", () => {
    const lastAfternoon = new Date("2025-11-30T14:00:00Z");
    const rest = ask("whats the plan for the rest of today", lastAfternoon);
    expect(rest).toMatch(/^Hassan II Mosque Tour is on Day 9[^.]*15:00/);
    expect(rest).toMatch(/Departure is on Day 9[^.]*18:00/);
    expect(ask("which city are we in rn", lastAfternoon)).toMatch(/Casablanca/);
    expect(ask("can i put my videos from the mosque today on the site?", lastAfternoon)).toMatch(/upload photos and videos/);
    expect(ask("how do i get out of delete mode without deleting anything", lastAfternoon)).toMatch(/Cancel leaves the password dialog/);
  });

  it("on arrival day, tells where tonight's restaurant is and what is on its menu, reads 'wed plan', and knows no day 'after that' with nothing before it", () => {
    const arrivalMorning = new Date("2025-11-21T10:30:00Z");
    expect(ask("where's tonight's restaurant", arrivalMorning)).toMatch(/Le Foundouk, Marrakech medina/);
    expect(ask("what's on the menu tonight", arrivalMorning)).toMatch(/zaalouk, briouats and lamb tagine/);
    expect(ask("wed plan?", arrivalMorning)).toMatch(/^Day 5, Wednesday/);
    expect(ask("and the day after that?", arrivalMorning)).toMatch(/^I don't know/);
  });

  it("on the desert road, reads 'heyy', 'next stop??', 'what weekday', 'in general' and how early the host must know, and no longer prices spending the last dirhams", () => {
    const desertRoad = new Date("2025-11-26T08:30:00Z");
    expect(ask("heyy what day of the trip r we on today", desertRoad)).toMatch(/Day 5 of the trip/);
    expect(ask("next stop?? and what time do we get there", desertRoad)).toMatch(/^Aït Benhaddou is on Day 5[^.]*11:30/);
    expect(ask("what weekday is tomorrow", desertRoad)).toMatch(/Thursday, November 27/);
    expect(ask("whats the weather like in general", desertRoad)).toMatch(/15-25°C/);
    expect(ask("how early do they need to know about allergies", desertRoad)).toMatch(/at least two weeks before the trip/);
    expect(ask("should i spend all my dirhams before i leave", desertRoad)).not.toMatch(/Restaurant tips/);
  });

  it("tells the time in Morocco and the trip day it falls on, before the trip with the date alone, from any page, and not when a day's activity is asked", () => {
    expect(ask("what time is it there rn, my phone's still on home time", new Date("2025-11-22T16:00:00Z"))).toBe(
      "It's 17:00 (5:00 PM) Morocco time (UTC+1 in November), on Saturday, November 22, 2025 (Day 1 of the trip, Rest & Relax).\n\nMore on [Day 1](/day/1).",
    );
    expect(ask("whats the time in morocco right now")).toBe("It's 13:00 (1:00 PM) Morocco time (UTC+1 in November), on Monday, November 10, 2025.");
    // Asked from a day's page, whose day the question does not name.
    expect(ask("what time is it there rn", new Date("2025-11-22T16:00:00Z"), "/day/5")).toMatch(/^It's 17:00 \(5:00 PM\) Morocco time/);
    expect(ask("what time is it on saturday at the villa")).not.toMatch(/^It's/);
  });

  it("reads 'what do X usually run' as a price and a trouble told before the question as an aside", () => {
    expect(ask("what do card foreign fees usually run")).toMatch(/Typically 1-3%/);
    expect(ask("my charger doesnt fit the socket here, what plug adapter do i need")).toMatch(/Type C\/E plugs/);
  });

  it("answers without writing to the console, which the server's own logger owns", () => {
    const written = [vi.spyOn(console, "error"), vi.spyOn(console, "log"), vi.spyOn(console, "warn")];
    for (const question of ["where r the atms", "can taxis drive into the fes medina?", "who's our guide tmrw, what's their name"]) ask(question);
    for (const spy of written) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });

  it("reads 'is the photographer tomorrow or when' as when the photographer comes", () => {
    expect(ask("is the photographer tomorrow or when", new Date("2025-11-23T15:30:00Z"))).toMatch(/^Group Photoshoot is on Day 4, Tuesday, November 25/);
  });

  it("reads 'the 2nd stop tomorrow' as a stop of tomorrow's plan, not November 2", () => {
    expect(ask("whats the 2nd stop tomorrow", new Date("2025-11-27T14:30:00Z"))).toMatch(/^Day 7, Friday, November 28[\s\S]*11:30 Bou Inania Madrasa/);
  });

  it("reads charging 'my stuff' with a converter as the plug question, and charging at the camp as unknown", () => {
    expect(ask("do i need a converter to charge my stuff")).toMatch(/Type C\/E plugs/);
    expect(ask("can i charge my stuff at the camp")).toMatch(/^I don't know/);
  });

  it("reads 'what was the first thing on today's schedule' as the day's first activity, whatever the time now", () => {
    const noonOnDay4 = new Date("2025-11-25T11:00:00Z");
    expect(ask("what was the first thing on today's schedule", noonOnDay4)).toMatch(/^Group Photoshoot is on Day 4, [^.]*08:30/);
    expect(ask("what's the first thing today", noonOnDay4)).toMatch(/^Group Photoshoot is on Day 4/);
    expect(ask("what was the first thing yesterday", noonOnDay4)).toMatch(/^Hot Air Balloon at Sunrise is on Day 3/);
  });

  it("reads 'where do we go at 3 tomorrow' as the activity under way then, and 'at 7 tonight' as the evening's", () => {
    const friday = new Date("2025-11-28T09:00:00Z");
    expect(ask("where do we go at 3 tomorrow", friday)).toMatch(/^Ras El Maa & the Spanish Mosque is on Day 8, [^.]*15:00/);
    expect(ask("what are we doing at 8am tomorrow", friday)).toMatch(/^Drive Into the Rif Mountains is on Day 8/);
    expect(ask("whats happening at 7 tonight", friday)).toMatch(/^Riad Dinner in Fes is on Day 7, [^.]*19:30/);
  });

  it("reads 'included in the camp' as in the camp's price, and 'whole trip, how much' as the trip's estimate", () => {
    expect(ask("is the camel ride extra or included in the camp")).toMatch(/Included in the \$95 desert camp price/);
    expect(ask("whole trip roughly how much per person?")).toMatch(/^Whole trip cost per person: Expect about \$440-943/);
  });

  it("reads an appliance that might fry as the voltage question, and the ATM's choice of currency as the conversion to decline", () => {
    expect(ask("whats the voltage, will my hair straightener fry")).toMatch(/220V/);
    expect(ask("will my hair dryer work in morocco")).toMatch(/220V/);
    expect(ask("when the atm asks dollars or dirhams which do i pick")).toMatch(/choose dirhams/);
  });

  it("answers each day a question asks of: 'dinner tonight and when do we leave tomorrow', 'day 8? and day 9?'", () => {
    const friday = new Date("2025-11-28T09:00:00Z");
    expect(ask("what time's dinner tonight and what time do we leave tomorrow", friday)).toBe(
      "Riad Dinner in Fes is on Day 7, Friday, November 28, at 19:30 (7:30 PM). Drive Into the Rif Mountains is on Day 8, Saturday, November 29, at 07:30 (7:30 AM).\n\nMore on [Day 7](/day/7) and [Day 8](/day/8).",
    );
    expect(ask("whats on day 8? and day 9?")).toMatch(/^Day 8, Saturday, November 29: Chefchaouen Day Trip\.[\s\S]*Day 9, Sunday, November 30: Casablanca & Departure\.[\s\S]*More on \[Day 8\]\(\/day\/8\) and \[Day 9\]\(\/day\/9\)\.$/);
    expect(ask("what's on monday and tuesday")).toMatch(/^Day 3, Monday[\s\S]*Day 4, Tuesday/);
  });

  it("reads a day's plan as answering for a subject one of its entries holds, not words spread across two", () => {
    const thursdayEvening = new Date("2025-11-27T17:00:00Z");
    // "Camp Breakfast" and "Check In at Our Fes Riad" are no breakfast at the Fes riad.
    expect(ask("what time is breakfast served at the fes riad", thursdayEvening)).toMatch(/^I don't know/);
    expect(ask("when do we check in at the fes riad", thursdayEvening)).toMatch(/^Check In at Our Fes Riad is on Day 6, [^.]*21:00/);
  });

  it("reads 'that night' after another subject as the day, not the subject: 'the balloon's in 3 days? when's nobu that night'", () => {
    expect(ask("the balloon's in 3 days right? when's nobu that night", new Date("2025-11-21T12:00:00Z"))).toMatch(/Nobu Marrakech Rooftop [^.]*is on Day 3, [^.]*20:00/);
  });

  it("reads 'what weekday is it' as today's date, and a weekday asked of a thing as the thing's day", () => {
    const wednesdayEvening = new Date("2025-11-26T17:30:00Z");
    expect(ask("what weekday is it, ive completely lost track lol", wednesdayEvening)).toMatch(/^Today is Wednesday, November 26, 2025: Day 5/);
    expect(ask("what day was the photographer, weekday pls", wednesdayEvening)).toMatch(/Tuesday/);
  });

  it("reads 'what should we be doing rn', 'recap yesterday, i was jetlagged' and 'the birthday celebration'", () => {
    const wednesdayEvening = new Date("2025-11-26T17:30:00Z");
    expect(ask("what should we be doing rn?", wednesdayEvening)).toMatch(/^Sunset Camel Ride is on Day 5/);
    expect(ask("recap yesterday pls i was jetlagged", wednesdayEvening)).toMatch(/^Day 4, Tuesday, November 25: Gardens & Souks/);
    expect(ask("which day is the actual birthday celebration", wednesdayEvening)).toMatch(/Day 2, Sunday, November 23/);
  });

  it("gives the page of a day asked for: 'which page has today's plan? link pls'", () => {
    expect(ask("which page has today's plan? link pls", new Date("2025-11-30T11:00:00Z"))).toBe(
      "Today's plan (Sunday, November 30, 2025) is on the Day 9 page: [Day 9](/day/9).",
    );
    expect(ask("what page has the plan for the 27th")).toBe("The plan for Thursday, November 27, 2025 is on the Day 6 page: [Day 6](/day/6).");
  });

  it("names the palace a tour went to, though the palace has a passage of its own", () => {
    expect(ask("which palace did the walking tour go to", new Date("2025-11-30T11:00:00Z"))).toMatch(/Bahia Palace/);
  });

  it("reads 'wait when was...' as asking when, 'can i sleep in tomorrow' as when the day starts, and 'what did we sleep in' as the night's stay", () => {
    const thursdayEvening = new Date("2025-11-27T17:00:00Z");
    expect(ask("wait when was the bday dinner again", thursdayEvening)).toMatch(/^Golden Birthday Dinner is on Day 2, Sunday, November 23, at 19:30/);
    expect(ask("can i sleep in tomorrow", thursdayEvening)).toMatch(/^Guided Walk Through Fes el-Bali is on Day 7, [^.]*09:30/);
    expect(ask("what did we sleep in last night", thursdayEvening)).toMatch(/we sleep at Desert Camp/);
  });

  it("reads photos described by their day and what they show as the day's photos, and the site's complaints as questions", () => {
    const thursdayMorning = new Date("2025-11-27T08:00:00Z");
    expect(ask("how do i upload today's desert sunrise pics", thursdayMorning)).toMatch(/^Uploading photos and videos:/);
    expect(ask("how do i upload my pics from today's souk stroll", thursdayMorning)).toMatch(/^Uploading photos and videos:/);
    expect(ask("upload says 'too many files' wth", thursdayMorning)).toMatch(/up to 10 files at a time/);
    expect(ask("the music is loud af, how do i mute it", thursdayMorning)).toMatch(/“Mute music” button/);
  });

  it("says it does not know what is at a place the notes never furnish, the camels' names, or which slots are still free", () => {
    const thursdayEvening = new Date("2025-11-27T17:00:00Z");
    expect(ask("is there an atm at the fes train station for when we get in tonight", thursdayEvening)).toMatch(/^I don't know/);
    expect(ask("do the camels have names lol", thursdayEvening)).toMatch(/^I don't know/);
    expect(ask("whats the camel's name", thursdayEvening)).toMatch(/^I don't know/);
    expect(ask("are there still hammam slots free at 5 today", thursdayEvening)).toMatch(/^I don't know/);
  });

  it("says it does not know about lost property or whether a train left on time", () => {
    expect(ask("did anyone find a blue scarf at the desert camp")).toMatch(/^I don't know/);
    expect(ask("did anyone hand in sunglasses at the camp? lost mine")).toMatch(/^I don't know/);
    expect(ask("did our train leave on time")).toMatch(/^I don't know/);
  });

  it("reads the price of tonight's dinner from tonight's dinner, which has none in Fes, not from the tipping advice", () => {
    expect(ask("how much is dinner tonight?", new Date("2025-11-28T11:30:00Z"))).toMatch(/^I don't know/);
    expect(ask("how much is dinner tonight per person", new Date("2025-11-23T12:30:00Z"))).toMatch(/\$100-120 per person/);
  });

  it("says it does not know the host's number, however the question gets to it", () => {
    expect(ask("how do i contact the host, whats their number")).toMatch(/^I don't know/);
  });

  it("keeps the host's own affairs for the host, and reads the host's birthday dinner as the birthday dinner", () => {
    expect(ask("when is the host's actual birthday, like the date")).toMatch(/^I don't know/);
    expect(ask("how much did the host pay for the villa")).toMatch(/^I don't know/);
    expect(ask("is the desert camp pool in agafay heated")).toMatch(/^I don't know/);
    expect(ask("when is the host's birthday dinner")).toMatch(/^Golden Birthday Dinner is on Day 2/);
  });

  it("reads a belief offered after the question ('theres two things right') as an aside, and leaving the villa 'for good' as leaving it", () => {
    expect(ask("whats the plan this afternoon? theres two things right", new Date("2025-11-30T08:30:00Z"))).toMatch(/^Farewell Lunch at Rick's Café is on Day 9[\s\S]*Hassan II Mosque Tour/);
    expect(ask("when do we leave the villa for good", new Date("2025-11-23T12:30:00Z"))).toMatch(/^We leave Villa Royale on Day 5/);
  });

  it("reads 'which day number' of a day as its date and number, and 'ive totally lost track' as an aside", () => {
    const friday = new Date("2025-11-28T11:30:00Z");
    expect(ask("what day number is thursday", friday)).toBe("Day 6 is Thursday, November 27, 2025: Journey to Fes.\n\nMore on [Day 6](/day/6).");
    expect(ask("tomorrow = which day number on the itinerary?", friday)).toMatch(/^Tomorrow is Saturday, November 29, 2025: Day 8/);
    expect(ask("whats todays date again lol ive totally lost track", friday)).toMatch(/^Today is Friday, November 28, 2025: Day 7/);
    expect(ask("right now where r we supposed to be", friday)).toMatch(/^Bou Inania Madrasa is on Day 7/);
  });

  it("reads 'where do i see the prices for everything' as the Budget page, and 'how many degrees' as the weather", () => {
    expect(ask("where do i see the prices for everything")).toMatch(/^Pages of this site:[^\n]*Budget/);
    expect(ask("where's the budget breakdown on the site")).toMatch(/^Pages of this site:[^\n]*Budget/);
    expect(ask("how many degrees is it usually")).toMatch(/^Sunny and mild: 15-25°C/);
  });

  it("counts the days to an activity a day or more ahead, and reads 'tomorrow or the day after' as when", () => {
    const saturdayEvening = new Date("2025-11-22T19:30:00Z");
    expect(ask("how many days until the desert camp from today", saturdayEvening)).toMatch(/That's 4 days from today\.\n/);
    expect(ask("how long till the balloon", saturdayEvening)).toMatch(/^Hot Air Balloon at Sunrise is on Day 3[^\n]*That's 2 days from today\./);
    expect(ask("is the balloon tomorrow or the day after?", saturdayEvening)).toMatch(/^Hot Air Balloon at Sunrise is on Day 3, Monday, November 24/);
  });

  it("reads 'extra or was it included' as whether it was included", () => {
    expect(ask("was breakfast at the camp this morning extra or was it included", new Date("2025-11-27T09:00:00Z"))).toMatch(/Included in the \$95 desert camp price/);
  });

  it("reads 'music keeps playing', 'did i miss it' and 'what time should i set my alarm'", () => {
    const saturdayEvening = new Date("2025-11-22T19:30:00Z");
    expect(ask("music keeps playing how do i mute it", saturdayEvening)).toMatch(/“Mute music” button/);
    expect(ask("how do i mute the music its loud af", saturdayEvening)).toMatch(/“Mute music” button/);
    expect(ask("what time was the hammam today? did i miss it", saturdayEvening)).toMatch(/^Hammam & Massage is on Day 1, [^.]*16:30/);
    expect(ask("what time should i set my alarm for tomorrow", saturdayEvening)).toMatch(/^Breakfast at the Villa is on Day 2, [^.]*08:30/);
  });

  it("reads what the guest did or where they are, said before the question, as an aside", () => {
    const saturdayEvening = new Date("2025-11-22T19:30:00Z");
    expect(ask("we only checked in this afternoon but what time is villa checkout", saturdayEvening)).toMatch(/check-out: about 11 AM/);
    expect(ask("im by the pool rn, anything else planned tonight?", saturdayEvening)).toMatch(/Sunset by the Pool is on Day 1, [^.]*19:30/);
    expect(ask("were on the train rn, roughly when do we get in?", new Date("2025-11-30T08:30:00Z"))).toMatch(/Casa-Voyageurs|four hours/);
  });

  it("names the three people quoted on the home page", () => {
    expect(ask("which famous ppl are quoted on the home page")).toBe(
      "The quotes on the home page: The home page quotes 3 people on Morocco: Winston Churchill, Yves Saint Laurent and Edith Wharton.\n\nMore on [Home](/).",
    );
  });

  it("reads the villa's FAQ answers as the villa's: a hammam asked of Fes is not the villa's", () => {
    const fesMorning = new Date("2025-11-28T09:00:00Z");
    expect(ask("is there a hammam in fes i can book tomorrow night", fesMorning)).toMatch(/^I don't know that one/);
    expect(ask("can i book a massage", fesMorning)).toMatch(/^Yes: a hammam and massage is \$60/);
  });

  it("tells a check-out time only where the notes give one: the villa's, not the Fes riad's", () => {
    const fesMorning = new Date("2025-11-28T09:00:00Z");
    expect(ask("whats the checkout time at the fes riad", fesMorning)).toMatch(/^I don't know that one/);
    expect(ask("what time do we have to check out of the fes riad tomorrow", fesMorning)).toMatch(/^I don't know that one/);
    expect(ask("when do we check out of the fes riad", fesMorning)).toMatch(/Check out of the riad and take the train/);
    expect(ask("villa checkout time?", fesMorning)).toMatch(/about 11 AM/);
  });

  it("tells the day the trip ends, beside the day it starts", () => {
    expect(ask("when does the trip end", new Date("2025-11-22T12:30:00Z"))).toMatch(/ends on Day 9, Sunday, November 30\./);
  });

  it("does not give the bar crawl guide's price as the price of drinks, which are paid as you go", () => {
    const sundayMorning = new Date("2025-11-23T08:00:00Z");
    expect(ask("how much are drinks gonna cost on the bar crawl tonight", sundayMorning)).toMatch(/^I don't know that one/);
    expect(ask("how much is the bar crawl and are drinks included", sundayMorning)).toMatch(/\$10 per person for the guide; drinks paid as you go/);
    expect(ask("is the bar crawl paid already or do i pay for my drinks", sundayMorning)).toMatch(/drinks paid as you go/);
  });

  it("reads 'the bday person' as the host, whose name the notes do not give", () => {
    expect(ask("whats the bday person's actual name", new Date("2025-11-22T12:30:00Z"))).toMatch(/^I don't know that one/);
  });

  it("tells what a word means only from a sentence that glosses it, not from a title using it", () => {
    expect(ask("what does golden birthday even mean")).toMatch(/^I don't know that one/);
    expect(ask("wait what even is a golden birthday")).toMatch(/^I don't know that one/);
    expect(ask("whats a foundouk anyway")).toMatch(/a caravan merchants' inn/);
    expect(ask("what does salam mean")).toMatch(/"Salam" \(hello\)/);
  });

  it("tells how long before only from a sentence giving a lead time, not from the flight's time", () => {
    expect(ask("how early should i get to the airport before my flight on sunday")).toMatch(/^I don't know that one/);
    expect(ask("how early should i tell the host before the trip about my allergy")).toMatch(/at least two weeks before the trip/);
    expect(ask("how early is the balloon pickup")).toMatch(/05:30/);
  });

  it("reads 'at the moment' as right now, and 'the 14th century' as no date", () => {
    const wednesdayMorning = new Date("2025-11-26T09:00:00Z");
    expect(ask("rupa where r we rn?? what are we doing at the moment", wednesdayMorning)).toMatch(/^Over the High Atlas is on Day 5/);
    expect(ask("whats the 14th century madrasa we're seeing in fes", wednesdayMorning)).toMatch(/^Bou Inania Madrasa: A 14th-century/);
  });

  it("names the souks asked with 'which souks are we walking thru'", () => {
    expect(ask("wait which souks are we walking thru this afternoon", new Date("2025-11-21T16:30:00Z"))).toMatch(/Souk Semmarine & Rahba Kedima/);
  });

  it("reads 'asap', 'later today', 'move to the villa' and 'the shoot'", () => {
    const fridayNoon = new Date("2025-11-21T11:00:00Z");
    expect(ask("need a sim card asap where do i get one", fridayNoon)).toMatch(/grab a SIM card and some dirhams at the airport/);
    expect(ask("which souks r we walking thru later today", fridayNoon)).toMatch(/Souk Semmarine & Rahba Kedima/);
    expect(ask("we move to the villa tomorrow, do we have to pay for it", fridayNoon)).toMatch(/optional \$50 per person contribution/);
    expect(ask("what colours photograph best for the shoot", fridayNoon)).toMatch(/solid jewel tones/);
  });

  it("reads museum fees on top of the tour's price as not in the notes, and 'what day n what time' after 'when' as the same question", () => {
    const saturdayMorning = new Date("2025-11-22T09:30:00Z");
    expect(ask("how much are the museum entry fees on tomorrow's walking tour?", saturdayMorning)).toMatch(/^I don't know that one/);
    expect(ask("is the walking tour price incl the museum tickets", saturdayMorning)).toMatch(/\$10 per person plus museum fees/);
    expect(ask("is there entertainment at tomorrow's dinner", saturdayMorning)).toMatch(/music|danc/);
    expect(ask("when do we leave fes for good, what day n what time", new Date("2025-11-29T10:00:00Z"))).toMatch(/^We leave Our Riad in Fes on Day 9, [^.]*07:00/);
  });

  it("reads 'anything to bring for' as what to bring, and 'we at the villa tonight or nah' as whether we are", () => {
    const thursdayMorning = new Date("2025-11-27T06:00:00Z");
    expect(ask("anything to bring for today's travel day", thursdayMorning)).toMatch(/Bring snacks, a charged phone and a good playlist/);
    expect(ask("we at the villa tonight or nah", thursdayMorning)).toMatch(/^No: on the night of Day 6, [^.]*we sleep at Our Riad in Fes/);
  });

  it("reads 'the riad' asked of in the past as the riad already left", () => {
    const tuesdayMorning = new Date("2025-11-25T07:00:00Z");
    expect(ask("how much was the riad night", tuesdayMorning)).toMatch(/Riad L-Authentic: \$45 per person for 1 night/);
    expect(ask("how much is the riad", tuesdayMorning)).toMatch(/Riad in Fes/);
  });

  it("reads 'anything after the bday dinner', 'is there like a show', 'why is it called' and 'the name of my camel'", () => {
    const saturdayAfternoon = new Date("2025-11-22T16:00:00Z");
    expect(ask("anything after the bday dinner tomorrow", saturdayAfternoon)).toMatch(/^Guided Bar Crawl is on Day 2/);
    expect(ask("tmrws dinner, is there like a show", saturdayAfternoon)).toMatch(/musicians and dancers/);
    expect(ask("why is it called a golden birthday", saturdayAfternoon)).toMatch(/^I don't know that one/);
    expect(ask("what was the name of my camel lol", saturdayAfternoon)).toMatch(/^I don't know that one/);
  });

  it("reads 'we just landed from the balloon, whats next', 'total for the fes riad' and 'what time does the tannery open'", () => {
    const mondayMorning = new Date("2025-11-24T07:30:00Z");
    expect(ask("ok we just landed from the balloon, whats next", mondayMorning)).toMatch(/^Agafay Desert Day is on Day 3/);
    expect(ask("total for the fes riad?", mondayMorning)).toMatch(/Riad in Fes: \$90 per person/);
    expect(ask("what time does the chouara tannery open", mondayMorning)).toMatch(/^I don't know that one/);
    expect(ask("when does check in open at the villa", mondayMorning)).toMatch(/after 3 PM/);
  });

  it("does not know how long the site and its photos stay online", () => {
    expect(ask("will this site still be up after the trip", new Date("2025-11-30T13:00:00Z"))).toMatch(/^I don't know that one/);
    expect(ask("how long do uploaded photos stay in the gallery")).toMatch(/^I don't know that one/);
  });

  it("reads a quoted word whose meaning is asked, and 'what souk did u guys go to'", () => {
    expect(ask("what does 'golden birthday' even mean")).toMatch(/^I don't know that one/);
    expect(ask("what souk did u guys go to today", new Date("2025-11-21T20:30:00Z"))).toMatch(/Souk Semmarine & Rahba Kedima/);
  });

  it("says whether a thing asked of as today or tomorrow is today, tomorrow or yesterday", () => {
    const saturdayAfternoon = new Date("2025-11-29T15:00:00Z");
    expect(ask("is the mosque tour today or tmrw", saturdayAfternoon)).toMatch(/^Hassan II Mosque Tour is on Day 9 \(tomorrow\), Sunday, November 30/);
    expect(ask("is the chefchaouen trip today or tomorrow", saturdayAfternoon)).toMatch(/^Day 8 \(today\), Saturday, November 29/);
    expect(ask("when is the mosque tour", saturdayAfternoon)).toMatch(/^Hassan II Mosque Tour is on Day 9, Sunday/);
  });
});
