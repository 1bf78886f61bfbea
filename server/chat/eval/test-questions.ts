// FROZEN TEST SET: written before any tuning of the answerer for issue 9,
// then never edited. Do not add, remove or reword anything here, and do not
// tune the answerer against these questions: tune against the development
// set (questions.ts) and report this set's figures as they come out.
//
// Guests' own words: typos, slang, dates ("the 25th"), weekdays, "today" and
// "tomorrow" read against TEST_CLOCK, two-part questions, questions about
// Rupa, the host, the occasion, the site and the gallery, and questions the
// content cannot answer (whose only right answer is an honest "I don't know").

/** Some text that must appear in the reply: a string (case-insensitive) or a pattern. */
export type FactKey = string | RegExp;

export interface AnswerableTestQuestion {
  question: string;
  /** One list per part of the question; every key of a part must appear for that part to count. */
  parts: FactKey[][];
  /** The pages the answer may link to (any one of them); left out when no page is the home of the fact. */
  links?: string[];
}

export interface UnanswerableTestQuestion {
  question: string;
  unanswerable: true;
}

export type TestQuestion = AnswerableTestQuestion | UnanswerableTestQuestion;

/** 08:00 on Monday, November 24, 2025 in Morocco (UTC+1): day 3 of the trip. */
export const TEST_CLOCK = new Date("2025-11-24T07:00:00Z");

const day = (n: number) => [`/day/${n}`];
const dinnerPages = (n: number) => [`/day/${n}`, "/dinners"];

export const testQuestions: TestQuestion[] = [
  // Reported in the issue before any tuning.
  { question: "who is the host", parts: [[/30th/, /birthday/]], links: ["/", "/faq"] },
  { question: "whats the dress code for the hammam day", parts: [[/swimwear/i]], links: day(1) },
  { question: "where is the frist nights diner", parts: [["Le Foundouk"]], links: dinnerPages(0) },
  { question: "how much money in total", parts: [["$440-943"]], links: ["/budget"] },
  { question: "How many suites and pools does the villa have?", parts: [["13 suites"], ["2 pools"]], links: ["/accommodations", "/faq", "/"] },
  { question: "what are we doing on the 28th?", parts: [[/Explore Fes|Day 7/]], links: day(7) },
  { question: "what day of the week is the hot air balloon", parts: [["Monday"]], links: ["/day/3", "/faq"] },
  { question: "how far is Agafay from Marrakech", parts: [["40 minutes"]], links: ["/day/3", "/map"] },
  { question: "who am I talking to", parts: [["Rupa"]] },
  { question: "how many photos can I upload at once", parts: [["10"]], links: ["/gallery"] },
  { question: "how do I delete a photo", parts: [[/delete photos/i, /password/]], links: ["/gallery"] },
  { question: "when do people start leaving", parts: [[/Day 8|November 29|Nov 29/]], links: ["/day/8", "/faq"] },
  { question: "how much should I offer when bargaining", parts: [["40-50%"]], links: ["/budget", "/faq", "/day/0", "/"] },
  { question: "how much is entry to the garden", parts: [["$18"]], links: ["/day/4", "/budget"] },
  { question: "what's the plan for transportation", parts: [[/being finalized/]], links: ["/transportation", "/faq"] },
  { question: "will it rain?", parts: [[/rarely/i]], links: ["/faq"] },
  { question: "how long is the drive to chefchaouen", parts: [[/four hours/]], links: day(8) },
  { question: "what does the hammam cost", parts: [["$60"]], links: ["/day/1", "/faq", "/budget"] },
  { question: "what's happening on the 25th", parts: [[/Gardens & Souks|Day 4/]], links: day(4) },

  // Dates, weekdays, today and tomorrow (TEST_CLOCK is the morning of day 3).
  { question: "what are we doing today", parts: [[/Desert Fun|balloon/i]], links: day(3) },
  { question: "wats the plan 2moro", parts: [[/Gardens & Souks|Day 4/]], links: day(4) },
  { question: "whats for dinner tonight", parts: [["Nobu"]], links: dinnerPages(3) },
  { question: "what's on wednesday", parts: [[/Sahara|Day 5/]], links: day(5) },
  { question: "where r we sleeping thursday night", parts: [[/Fes/]], links: ["/day/6", "/accommodations"] },
  { question: "what's the plan on the 29th", parts: [["Chefchaouen"]], links: day(8) },
  { question: "what happens nov 30", parts: [["Casablanca"]], links: day(9) },
  { question: "what's the theme of day 5", parts: [["Sahara Desert Adventure"]], links: day(5) },
  { question: "what time do we leave for the desert on wednesday", parts: [[/07:00|7:00 AM/]], links: day(5) },
  { question: "what time is pickup for the balloon", parts: [[/05:30|5:30 AM|before dawn/]], links: ["/day/3", "/faq"] },
  { question: "is the balloon on monday or tuesday", parts: [["Monday"]], links: ["/day/3", "/faq"] },
  { question: "when is the first day of the trip", parts: [[/November 21|Nov 21/]], links: ["/", "/faq"] },
  { question: "when do we check into the riad in fes", parts: [[/21:00|9:00 PM/]], links: day(6) },
  { question: "what time should i book my flight home", parts: [[/evening/, /November 30|Nov 30/]], links: ["/faq", "/day/9"] },

  // Two-part questions.
  { question: "when and where is the welcome dinner?", parts: [[/20:00|8:00 PM/], ["Le Foundouk"]], links: dinnerPages(0) },
  { question: "how much is the balloon and what time does it leave", parts: [["$117"], [/05:30|5:30 AM|before dawn/]], links: ["/day/3", "/faq", "/budget"] },
  { question: "what's the train to fes cost and how long is it", parts: [["$45"], [/6 hours|6-hour/]], links: ["/day/6", "/faq", "/budget"] },
  { question: "what time is the palace dinner and how much is it", parts: [[/20:00|8:00 PM/], [/paid individually/i]], links: dinnerPages(4) },
  { question: "what day is the photoshoot and what should i wear", parts: [[/Tuesday|Day 4/], [/jewel tones/]], links: ["/day/4", "/"] },
  { question: "how much is the souk guide and when is it", parts: [["$5"], [/14:30|2:30 PM/]], links: ["/day/4", "/budget"] },
  { question: "whats the birthday dinner dress code + price", parts: [[/golden glam/i], ["$100-120"]], links: dinnerPages(2) },

  // Costs and money.
  { question: "how much does the whole trip cost per person", parts: [["$440-943"]], links: ["/budget"] },
  { question: "is the fes riad price per night?", parts: [["$90", /3 nights|three nights/]], links: ["/accommodations", "/budget", "/day/6"] },
  { question: "how much cash do i need for the airport taxi", parts: [["$45"]], links: ["/day/0", "/faq", "/budget"] },
  { question: "how much is nobu", parts: [["$75"]], links: dinnerPages(3) },
  { question: "is there a deposit for the welcome dinner", parts: [["$20"]], links: dinnerPages(0) },
  { question: "do we pay for our own drinks on the bar crawl", parts: [[/paid as you go/]], links: ["/day/2", "/budget"] },
  { question: "is the villa breakfast free", parts: [["$10"]], links: ["/day/2", "/faq", "/budget"] },
  { question: "can i pay by card in the souks", parts: [[/rarely in the souks|cash only/]], links: ["/budget", "/day/0"] },
  { question: "which atms are best", parts: [[/bank ATMs/i]], links: ["/budget"] },
  { question: "shud i pay in dollars when the card machine asks", parts: [[/choose dirhams/i]], links: ["/budget"] },
  { question: "whats the tip at restaurants", parts: [["10-15%"]], links: ["/budget", "/faq"] },

  // Places, stays and activities.
  { question: "where's the bday party", parts: [["Comptoir Darna"]], links: dinnerPages(2) },
  { question: "whats the dress code for nobu", parts: [[/smart casual/i]], links: dinnerPages(3) },
  { question: "what do i wear for the balloon", parts: [[/warm layers/i]], links: day(3) },
  { question: "what's the name of the riad the first night", parts: [["Riad L-Authentic"]], links: ["/day/0", "/accommodations", "/budget"] },
  { question: "how many nights in fes", parts: [[/3 nights|three nights/]], links: ["/accommodations", "/budget", "/day/6"] },
  { question: "is breakfast included at the desert camp", parts: [[/dinner and breakfast|dinner, and breakfast/]], links: ["/day/5", "/accommodations", "/budget"] },
  { question: "how do i book a massage", parts: [[/host/]], links: ["/faq", "/day/1"] },
  { question: "where do we have lunch on the last day", parts: [["Rick's Café"]], links: day(9) },
  { question: "whats the dress code at ricks cafe", parts: [[/smart casual/i]], links: day(9) },
  { question: "what time does the bar crawl start", parts: [[/22:30|10:30 PM/]], links: day(2) },
  { question: "how high is the tichka pass", parts: [["2,200 metres"]], links: day(5) },
  { question: "what movies were filmed at ait benhaddou", parts: [["Gladiator"]], links: day(5) },
  { question: "how many lanes does the fes medina have", parts: [["9,000"]], links: day(7) },
  { question: "how far is the casablanca airport from the city", parts: [["45 minutes"]], links: day(9) },
  { question: "what should i wear for the hassan 2 mosque tour", parts: [["scarf"]], links: ["/day/9", "/faq"] },
  { question: "where can i get a sim card", parts: [["airport"]], links: day(0) },
  { question: "how cold does the desert get at night", parts: [["freezing"]], links: ["/faq", "/day/3"] },
  { question: "do i need travel insurance", parts: [[/strongly recommended/i]], links: ["/faq"] },
  { question: "is it ok to take pics of people", parts: [[/ask first/i]], links: ["/faq"] },
  { question: "im prone to car sickness, anything for the long drive?", parts: [[/motion-sickness tablets/i]], links: ["/faq", "/day/5"] },
  { question: "how do u say thank you", parts: [["shukran"]], links: ["/faq"] },
  { question: "what do we eat at dar yacout", parts: [["pastilla"]], links: ["/dinners"] },

  // Rupa, the host, the occasion, the site and the gallery.
  { question: "are you a real goat?", parts: [["Rupa"]] },
  { question: "what's the occasion for this trip", parts: [[/30th/, /birthday/]], links: ["/", "/faq"] },
  { question: "how old is the host turning", parts: [[/30th/]], links: ["/", "/faq"] },
  { question: "how many days is the trip", parts: [[/10 days/i]], links: ["/"] },
  { question: "where on the site do i find the budget", parts: [[/budget/i]], links: ["/budget"] },
  { question: "what's the biggest video I can upload", parts: [["50 MB"]], links: ["/gallery"] },
  { question: "can i upload videos too", parts: [[/videos?/]], links: ["/gallery"] },

  // Not in the content, or too vague to answer: the only right answer is "I don't know".
  { question: "What's the host's name?", unanswerable: true },
  { question: "Is there a doctor coming on the trip?", unanswerable: true },
  { question: "Can I bring my kids?", unanswerable: true },
  { question: "How much is a camel ride in the Palmeraie?", unanswerable: true },
  { question: "What time does Jardin Majorelle close?", unanswerable: true },
  { question: "What's the password to delete photos?", unanswerable: true },
  { question: "how much luggage can i take on the train", unanswerable: true },
  { question: "Is there an elevator at the Fes riad?", unanswerable: true },
  { question: "How much are tickets for the Saadian Tombs?", unanswerable: true },
  { question: "can i rent a car", unanswerable: true },
  { question: "what's the best rooftop bar in fes", unanswerable: true },
  { question: "Is the villa pool heated?", unanswerable: true },
  { question: "whats the phone number of the riad", unanswerable: true },
  { question: "how much is a beer in marrakech", unanswerable: true },
  { question: "Do I need malaria pills?", unanswerable: true },
  { question: "what time is sunset on the 24th", unanswerable: true },
  { question: "Is there laundry at the villa?", unanswerable: true },
  { question: "Does Uber work in Marrakech?", unanswerable: true },
  { question: "who is the photographer", unanswerable: true },
  { question: "how much is it?", unanswerable: true },
  { question: "and what time?", unanswerable: true },
];
