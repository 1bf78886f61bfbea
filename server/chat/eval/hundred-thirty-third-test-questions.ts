// HUNDRED-THIRTY-THIRD FROZEN TEST SET (issue 9): written from the site's content alone, by someone who had not seen the answerer, its code or any earlier evaluation set, before the hundred-thirty-third round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * The clock: 21:30 on Friday, November 21, 2025, Morocco time (UTC+1), which is 20:30 UTC.
 *
 * - Trip day: Day 0 of ten (days 0 to 9), Friday Nov 21, "Arrival & Shopping" (/day/0).
 * - This morning: the squad met at arrivals at Marrakech Menara Airport (RAK) at 11:00 and rode
 *   into the medina (airport transfer about $45 per car, paid in cash; SIM cards and dirhams at the airport).
 * - This afternoon: 13:00 check-in at Riad L-Authentic ($45 per person, one night); 15:00 first
 *   stroll through the souks (Souk Semmarine & Rahba Kedima), bargaining from 40-50% of the asking price.
 * - Right now / tonight: the Welcome Dinner at Le Foundouk (medina, near the Ben Youssef Madrasa),
 *   which began at 20:00: Moroccan & French, $40-60 per person with a $20 deposit, smart casual,
 *   with a nightcap on the roof terrace.
 * - Tonight's bed: Riad L-Authentic, in the Marrakech medina.
 * - Yesterday (Thursday, Nov 20): before the trip; nothing on the itinerary (the FAQ only says one may
 *   arrive a day early and meet the group at the riad).
 * - Tomorrow: Day 1, Saturday Nov 22, "Rest & Relax": 09:30 slow morning and breakfast on the riad roof
 *   terrace; 15:00 check-in at Villa Royale (after 3 PM; 5 nights listed; optional $50 per person);
 *   16:30 hammam & massage ($60, book with the host); 19:30 sunset by the pool (swimwear with a cover-up).
 * - The day after tomorrow: Day 2, Sunday Nov 23, the birthday (Comptoir Darna at 19:30, bar crawl at 22:30).
 */
export const HUNDRED_THIRTY_THIRD_TEST_CLOCK = new Date("2025-11-21T20:30:00Z");

const NUMBER_WORDS: Record<number, string> = {
  0: "zero",
  1: "one",
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
  7: "seven",
  8: "eight",
  9: "nine",
  10: "ten",
  13: "thirteen",
  20: "twenty",
  22: "twenty[- ]?two",
  30: "thirty",
  90: "ninety",
};

const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A number in digits (also "1,000" style) or in words, not part of a longer number. */
function num(n: number): RegExp {
  const plain = escapeRe(String(n));
  const grouped = escapeRe(n.toLocaleString("en-US"));
  const digits = plain === grouped ? plain : `(?:${plain}|${grouped})`;
  const alternatives = [`(?<![\\d.,])${digits}(?![.,]?\\d)`];
  const word = NUMBER_WORDS[n];
  if (word) alternatives.push(`\\b${word}\\b`);
  return new RegExp(alternatives.join("|"), "i");
}

/** A dollar amount: "$18", "$ 18", "18 dollars", "18 USD", "USD 18". */
function usd(n: number): RegExp {
  const amount = `${escapeRe(String(n))}(?:\\.00)?`;
  return new RegExp(
    [
      `\\$\\s?${amount}(?![.,]?\\d)`,
      `(?<![\\d.,$])${amount}\\s?(?:us\\s?)?(?:dollars?\\b|usd\\b|bucks\\b)`,
      `\\busd\\s?${amount}(?![.,]?\\d)`,
    ].join("|"),
    "i",
  );
}

/** A dollar range such as "$40-60", "$40 to $60", "$100-$500". */
const usdRange = (lo: number, hi: number): RegExp =>
  new RegExp(`(?<![\\d.,])\\$?\\s?${lo}\\s?(?:-|–|—|to)\\s?\\$?${hi}(?![.,]?\\d)`, "i");

/** Any other range such as "20-25", "10-15%", "1,000-2,000". */
const span = (lo: string, hi: string, unit = ""): RegExp =>
  new RegExp(`(?<![\\d.,])${lo}\\s?(?:-|–|—|to)\\s?${hi}${unit}`, "i");

const PERCENT = "\\s?(?:%|percent|per cent)";

/** A time of day: "20:00", "20h00", "8:00 pm", "8pm", "8 p.m.". */
function clock(h: number, m: number): RegExp {
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const meridiem = h < 12 ? "a\\.?\\s?m\\b\\.?" : "p\\.?\\s?m\\b\\.?";
  const minutes = m === 0 ? "(?:[:.]00)?" : `[:.]${mm}`;
  return new RegExp(
    [`(?<![\\d.:])0?${h}[:.h]${mm}(?!\\d)`, `(?<![\\d.:])${h12}${minutes}\\s?${meridiem}`].join("|"),
    "i",
  );
}

/** Any one of several patterns. */
const any = (...keys: RegExp[]): RegExp => new RegExp(keys.map((key) => `(?:${key.source})`).join("|"), "i");

/** The day's page. */
const tripDay = (n: number): string => `/day/${n}`;

/** A question the site's content does not answer: the only right reply is an honest "I don't know". */
const U = (question: string): TestQuestion => ({ question, unanswerable: true });

export const hundredThirtyThirdTestQuestions: TestQuestion[] = [
  // --- Tonight, right now, today (Day 0, Friday Nov 21) ---
  { question: "where r we eating tonight??", parts: [[/foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "what time is dinner tonight, running late from the airport", parts: [[clock(20, 0)]], links: [tripDay(0), "/dinners"] },
  { question: "wats the dress code for tonite", parts: [[/smart[- ]casual/i]], links: [tripDay(0), "/dinners"] },
  { question: "how much is tonights dinner gonna be", parts: [[usdRange(40, 60)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "do we have to put down a deposit for the welcome dinner? how much", parts: [[usd(20)]], links: [tripDay(0), "/dinners", "/budget"] },
  { question: "what kind of food is le foundouk", parts: [[/moroccan/i, /french/i]], links: [tripDay(0), "/dinners"] },
  { question: "whats on the menu tonight, im starving", parts: [[/tagine|zaalouk|briouat/i]], links: ["/dinners"] },
  { question: "is there anything after dinner tonight or do we just go back", parts: [[/nightcap|roof/i]], links: ["/dinners"] },
  { question: "what are we doing right now", parts: [[/welcome dinner|foundouk/i]], links: [tripDay(0), "/dinners"] },
  { question: "what day of the trip is it today", parts: [[any(/\bday\s*(?:0|zero)\b/i, /arrival\s*(?:&|and|\+)\s*shopping/i)]], links: [tripDay(0)] },
  { question: "whats todays theme called", parts: [[/arrival\s*(?:&|and|\+)\s*shopping/i]], links: [tripDay(0)] },
  { question: "where are we sleeping tonight", parts: [[/l[- ]?authentic/i]], links: [tripDay(0), "/accommodations"] },
  { question: "how much is the riad tonight pp", parts: [[usd(45)]], links: [tripDay(0), "/accommodations", "/budget"] },
  { question: "my driver wants cash for the airport transfer, how much was it supposed to be", parts: [[usd(45)]], links: [tripDay(0), "/budget", "/faq"] },
  { question: "what did everyone do this afternoon? i only just landed", parts: [[/souk/i]], links: [tripDay(0)] },
  { question: "what souk did u guys go to today", parts: [[/semmarine|rahba kedima/i]], links: [tripDay(0)] },
  { question: "what time was the airport meetup this morning", parts: [[clock(11, 0)]], links: [tripDay(0), "/faq"] },
  { question: "cars cant get into the medina, how do my bags get to the riad??", parts: [[/porter|handcart/i]], links: [tripDay(0)] },
  { question: "forgot to get a sim card today, where was everyone getting one", parts: [[/airport/i]], links: [tripDay(0)] },
  { question: "what time did we check into the riad today", parts: [[clock(13, 0)]], links: [tripDay(0)] },
  { question: "so what's the plan for tomorrow", parts: [[/villa royale/i]], links: [tripDay(1)] },
  { question: "what time can we get into the villa tmrw", parts: [[clock(15, 0)]], links: [tripDay(1), "/accommodations", "/faq"] },
  { question: "can i sleep in tmrw? whens the first thing", parts: [[clock(9, 30)]], links: [tripDay(1)] },
  { question: "where's breakfast tomorrow morning", parts: [[/roof/i]], links: [tripDay(1)] },
  { question: "how much is the hammam + massage tomorrow", parts: [[usd(60)]], links: [tripDay(1), "/faq", "/budget"] },
  { question: "what time is the hammam tmrw", parts: [[clock(16, 30)]], links: [tripDay(1)] },
  { question: "who do i tell if i want a massage slot tomorrow", parts: [[/host/i]], links: [tripDay(1), "/faq"] },
  { question: "wat do i wear at the villa pool tomorrow", parts: [[/swim/i, /cover/i]], links: [tripDay(1)] },
  { question: "any dinner plans tomorrow night or just chilling", parts: [[/sunset/i]], links: [tripDay(1)] },
  { question: "what time is the sunset pool thing tmrw", parts: [[clock(19, 30)]], links: [tripDay(1)] },
  { question: "tomorrows theme?", parts: [[/rest\s*(?:&|and|\+)\s*relax/i]], links: [tripDay(1)] },
  { question: "tmrw is saturday right? whats the date", parts: [[/\b22(?:nd)?\b/]], links: [tripDay(1)] },
  { question: "the villa we move into tomorrow, how many nights r we there", parts: [[num(5)]], links: ["/accommodations", "/budget", tripDay(1)] },
  { question: "do i have to pay for the villa we're going to tmrw", parts: [[usd(50)]], links: ["/accommodations", "/budget", "/faq", tripDay(1)] },
  { question: "how far is tomorrow's villa from town", parts: [[span("20", "25")]], links: ["/accommodations", "/faq"] },
  { question: "how many pools at the villa tmrw 🏊", parts: [[num(2)]], links: ["/accommodations", "/faq"] },
  { question: "ok and the day after tmrw?", parts: [[/birthday|b-?day/i]], links: [tripDay(2)] },
  { question: "is the bar crawl tonight?", parts: [[any(/sunday/i, /\b23(?:rd)?\b/, /\bday\s*(?:2|two)\b/i)]], links: [tripDay(2)] },
  { question: "how many more days after today lol", parts: [[num(9)]], links: [tripDay(0)] },
  { question: "what time zone are we on rn, my phone is confused", parts: [[/(?:utc|gmt)\s*\+\s*1/i]], links: ["/faq"] },
  U("whats the wifi password at the riad"),
  U("what time does le foundouk close tonight"),
  U("my taxi cant find the riad, whats the exact street address"),
  U("what time do we have to check out of the riad tomorrow"),
  U("what time are the cars picking us up from the riad tmrw"),
  U("who's still landing tonight? anyone on the late flight"),
  // --- Days 2 to 5 ---
  { question: "bday dinner what time", parts: [[clock(19, 30)]], links: [tripDay(2), "/dinners"] },
  { question: "the birthday dinner the day after tomorrow, where is it", parts: [[/comptoir darna/i]], links: [tripDay(2), "/dinners"] },
  { question: "how much is the bday dinner per person", parts: [[usdRange(100, 120)]], links: [tripDay(2), "/dinners", "/budget"] },
  { question: "dress code for the birthday?? i need to shop", parts: [[/gold/i]], links: [tripDay(2), "/dinners", "/faq"] },
  { question: "sunday walking tour, what sights do we see", parts: [[/bahia/i, /ben youssef/i]], links: [tripDay(2)] },
  { question: "what time does the walking tour start on the 23rd", parts: [[clock(9, 30)]], links: [tripDay(2)] },
  { question: "how much is the walking tour", parts: [[usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "bar crawl what time n how much", parts: [[clock(22, 30)], [usd(10)]], links: [tripDay(2), "/budget"] },
  { question: "where does the bar crawl go", parts: [[/gueliz|hivernage/i]], links: [tripDay(2)] },
  { question: "villa breakfast how much and do i need to sign up", parts: [[usd(10)], [/(?:night|evening|day) before/i]], links: [tripDay(2), "/faq", "/budget"] },
  { question: "what kind of food at comptoir darna", parts: [[/mediterranean/i]], links: ["/dinners", tripDay(2)] },
  { question: "balloon pickup time monday", parts: [[clock(5, 30)]], links: [tripDay(3), "/faq"] },
  { question: "how much is the hot air balloon", parts: [[usd(117)]], links: [tripDay(3), "/faq", "/budget"] },
  { question: "where's the balloon ride", parts: [[/agafay/i]], links: [tripDay(3)] },
  { question: "how long are we actually up in the balloon", parts: [[/\b(?:an|one|1)\s*hours?\b/i]], links: [tripDay(3)] },
  { question: "what do i wear for the balloon its gonna be cold right", parts: [[/layer/i]], links: [tripDay(3)] },
  { question: "agafay desert day how much", parts: [[usd(40)]], links: [tripDay(3), "/budget"] },
  { question: "nobu minimum spend?", parts: [[usd(75)]], links: [tripDay(3), "/dinners", "/budget"] },
  { question: "what time's nobu on monday", parts: [[clock(20, 0)]], links: [tripDay(3), "/dinners"] },
  { question: "nobu is what cuisine", parts: [[/japanese/i, /peruvian/i]], links: ["/dinners", tripDay(3)] },
  { question: "how far is agafay from marrakech", parts: [[/(?:40|forty)\s*min/i]], links: [tripDay(3), "/map"] },
  { question: "when's the photoshoot", parts: [[any(/tuesday/i, /\b25(?:th)?\b/, /\bday\s*(?:4|four)\b/i)]], links: [tripDay(4), "/"] },
  { question: "what time does the photographer start", parts: [[clock(8, 30)]], links: [tripDay(4)] },
  { question: "what colours should i wear for the photos", parts: [[/jewel/i]], links: [tripDay(4), "/"] },
  { question: "how much is majorelle and the ysl museum", parts: [[usd(18)], [usd(15)]], links: [tripDay(4), "/budget"] },
  { question: "do i need to buy majorelle tickets myself", parts: [[/host/i]], links: [tripDay(4)] },
  { question: "palace dinner where is it", parts: [[/dar yacout/i]], links: [tripDay(4), "/dinners"] },
  { question: "how much is the palace dinner", parts: [[/individual/i]], links: [tripDay(4), "/dinners"] },
  { question: "what do i wear to dar yacout", parts: [[/kaftan|djellaba|dressy/i]], links: [tripDay(4), "/dinners", "/faq"] },
  { question: "souk guide tuesday how much n what time", parts: [[usd(5)], [clock(14, 30)]], links: [tripDay(4), "/budget"] },
  { question: "the dinners page says the palace dinner is the 24th but day 4 says the 25th?? which is it", parts: [[any(/\b25(?:th)?\b/, /tuesday/i)]], links: [tripDay(4)] },
  { question: "how much should i budget for shopping", parts: [[usdRange(100, 500)]], links: ["/budget", tripDay(4), "/faq"] },
  { question: "what time do we leave for the desert on wednesday", parts: [[clock(7, 0)]], links: [tripDay(5)] },
  { question: "desert camp how much", parts: [[usd(95)]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "whats included in the desert camp price", parts: [[/dinner/i, /breakfast/i]], links: [tripDay(5), "/budget", "/accommodations"] },
  { question: "ait ben haddou whats the deal with it", parts: [[/gladiator|game of thrones|unesco/i]], links: [tripDay(5)] },
  { question: "what's the mountain pass called and how high is it", parts: [[/tichka/i], [/2[,. ]?200/]], links: [tripDay(5)] },
  { question: "where do we sleep on the 26th", parts: [[/zagora|desert camp/i]], links: [tripDay(5), "/accommodations"] },
  { question: "what time's the camel ride wed", parts: [[clock(16, 30)]], links: [tripDay(5)] },
  { question: "i get carsick, anything i should know for the desert drive", parts: [[/tablet/i]], links: [tripDay(5), "/faq"] },
  U("how long does the hammam take tomorrow, like an hour?"),
  U("is there a pool at the riad tonight or just at the villa"),
  U("who is the photographer on tuesday, do they have an insta"),
  U("is there a weight limit for the balloon"),
  U("what happens w the balloon if its too windy, do we get a refund"),
  U("how many people fit in one balloon basket"),
  // --- Days 6 to 9, money and practicalities ---
  { question: "thursday train to fes what time", parts: [[clock(15, 0)]], links: [tripDay(6)] },
  { question: "train to fes how much and how long", parts: [[usd(45)], [num(6)]], links: [tripDay(6), "/faq", "/budget"] },
  { question: "what time do we get to the fes riad on the 27th", parts: [[clock(21, 0)]], links: [tripDay(6)] },
  { question: "what time is sunrise on the dunes thurs", parts: [[clock(6, 30)]], links: [tripDay(6)] },
  { question: "who has the train tix", parts: [[/host/i]], links: [tripDay(6), "/faq"] },
  { question: "how much is the fes riad", parts: [[usd(90)]], links: ["/budget", "/accommodations", tripDay(6)] },
  { question: "how many nights in fes", parts: [[num(3)]], links: ["/accommodations", "/budget"] },
  { question: "fri the 28th what time do we start", parts: [[clock(9, 30)]], links: [tripDay(7)] },
  { question: "where do we meet for the fes walk", parts: [[/bou jeloud|blue gate/i]], links: [tripDay(7)] },
  { question: "whats the tannery called", parts: [[/chouara/i]], links: [tripDay(7)] },
  { question: "heard the tannery stinks lol any tips", parts: [[/mint/i]], links: [tripDay(7)] },
  { question: "when was that old university in fes founded", parts: [[num(859)]], links: [tripDay(7)] },
  { question: "what's dinner on friday in fes", parts: [[/riad/i]], links: [tripDay(7)] },
  { question: "is the fes plan final?", parts: [[/work in progress|may change/i]], links: [tripDay(7), tripDay(8), tripDay(9)] },
  { question: "chefchaouen how long is the drive", parts: [[num(4)]], links: [tripDay(8)] },
  { question: "what time do we leave for chefchaouen", parts: [[clock(7, 30)]], links: [tripDay(8)] },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: [tripDay(8)] },
  { question: "what's at 3pm on saturday", parts: [[/ras el maa|spanish mosque/i]], links: [tripDay(8)] },
  { question: "what day do ppl start leaving", parts: [[any(/\bday\s*(?:8|eight)\b/i, /saturday/i, /\b29(?:th)?\b/)]], links: [tripDay(8), "/faq"] },
  { question: "last day what time is the train to casa", parts: [[clock(7, 0)]], links: [tripDay(9)] },
  { question: "where's the farewell lunch", parts: [[/rick/i]], links: [tripDay(9)] },
  { question: "how much is the hassan ii mosque tour", parts: [[usd(13)]], links: [tripDay(9), "/faq", "/budget"] },
  { question: "what do i wear to the mosque", parts: [[/scarf|sock/i]], links: [tripDay(9), "/faq"] },
  { question: "which airport do we fly home from", parts: [[/mohammed v|cmn/i]], links: [tripDay(9), "/faq"] },
  { question: "how far is the casablanca airport from the city", parts: [[/(?:45|forty[- ]?five)\s*min/i]], links: [tripDay(9)] },
  { question: "what time should i book my flight home on the 30th", parts: [[any(/evening/i, clock(18, 0))]], links: ["/faq", tripDay(9)] },
  { question: "how tall is the hassan ii minaret", parts: [[num(210)]], links: [tripDay(9)] },
  { question: "how long is the train fes to casa", parts: [[num(4)]], links: [tripDay(9), "/faq"] },
  { question: "just got dirhams at the airport today, how many to a dollar", parts: [[/(?:10|ten)\s*(?:mad|dh|dirhams?)\b/i]], links: ["/budget", "/faq", "/"] },
  { question: "the riad tonight is charging a tourist tax, is that legit? how much", parts: [[any(/28\s*(?:mad|dh|dirhams?)\b/i, usd(2.75))]], links: ["/budget", "/faq"] },
  { question: "how much do we tip at dinner tonight", parts: [[span("10", "15", PERCENT)]], links: ["/budget", "/faq"] },
  { question: "how much should i take out at the atm tomorrow", parts: [[span("1,?000", "2,?000")]], links: ["/budget", "/faq"] },
  { question: "bought a rug today and think i got ripped off lol, where should i start haggling", parts: [[span("40", "50", PERCENT)]], links: ["/budget", "/faq", tripDay(0)] },
  { question: "my bank charges foreign fees, how much usually", parts: [[span("1", "3", PERCENT)]], links: ["/budget", "/faq"] },
  { question: "my charger doesnt fit the outlet at the riad rn, what adapter do i need + what voltage", parts: [[/\bc\s*(?:\/|and|or|&)\s*(?:type\s*)?e\b/i], [/220/]], links: ["/faq", "/"] },
  { question: "do canadians need a visa", parts: [[num(90)]], links: ["/faq"] },
  { question: "how long does my passport need to be valid", parts: [[num(6)]], links: ["/faq"] },
  { question: "weather in nov?", parts: [[span("15", "25")]], links: ["/", "/faq"] },
  { question: "can i drink the tap water at the riad tonight", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can we drink alcohol there", parts: [[/licen[cs]ed/i]], links: ["/faq"] },
  { question: "all in, how much is this trip gonna cost me", parts: [[/440/, /943/]], links: ["/budget"] },
  { question: "what if i skip all the optional stuff, whats the minimum", parts: [[/440/, /480/]], links: ["/budget"] },
  U("how much is the chefchaouen day trip"),
  U("how much is the guided walk in fes"),
  U("train to casablanca tix how much"),
  U("how much is lunch at ricks cafe roughly"),
  U("whats the name of the riad in fes"),
  U("how many bedrooms does the fes riad have, do we share"),
  U("can i bring my drone to the desert"),
  U("does the riad have a hair dryer or should i bring one"),
  // --- Rupa, the host, the occasion, the site, the map, music and the gallery ---
  { question: "who is rupa", parts: [[/goat/i]] },
  { question: "whats the occasion for this trip", parts: [[num(30), /birthday|b-?day/i]], links: ["/"] },
  { question: "whose bday is it again", parts: [[/host/i]] },
  { question: "how old is the birthday person turning", parts: [[num(30)]], links: ["/"] },
  { question: "what's the trip called again", parts: [[/golden goat getaway/i]], links: ["/"] },
  { question: "how many of us are there", parts: [[num(22)]], links: ["/"] },
  { question: "what's the trip highlight", parts: [[/\btbd\b|to be (?:decided|determined|announced)/i]], links: ["/"] },
  { question: "is there a transport page? when are transfers sorted", parts: [[/coming soon|being finali[sz]ed/i]], links: ["/transportation"] },
  { question: "what do the red pins on the map mean", parts: [[/must[- ]?see/i]], links: ["/map"] },
  { question: "what colour are the restaurants on the map", parts: [[/orange/i]], links: ["/map"] },
  { question: "where can i do a cooking class", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "who said the most lovely spot in the whole world thing on the home page", parts: [[/churchill/i]], links: ["/"] },
  { question: "how do i upload the pics from today", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many pics can i upload at once, i have like 40 from today", parts: [[num(10)]], links: ["/gallery"] },
  { question: "it says file too large?? whats the limit", parts: [[/(?:50|fifty)\s*(?:mb|megabytes?)\b/i]], links: ["/gallery"] },
  { question: "do i have to put my name on uploads", parts: [[/optional/i]], links: ["/gallery"] },
  { question: "i just uploaded a blurry video of tonight by accident, how do i delete it", parts: [[/password/i]], links: ["/gallery"] },
  { question: "how do i save someone else's photo to my phone", parts: [[/download/i]], links: ["/gallery"] },
  { question: "can we put everyones pics up on the tv at the riad tonight", parts: [[/slideshow/i]], links: ["/slideshow"] },
  { question: "the music on the site is blasting rn at dinner, how do i turn it off", parts: [[/bottom[- ]?left/i]] },
  { question: "why is there no music on my phone", parts: [[/tap|click|touch|press/i]] },
  { question: "what kind of music is on the home page", parts: [[/\boud/i]] },
  { question: "im vegetarian, who do i tell and how early", parts: [[/host/i], [/(?:two|2)\s*weeks/i]], links: ["/dinners"] },
  { question: "if someone arrived a day early where were they meant to meet the group", parts: [[/riad/i]], links: ["/faq"] },
  { question: "what time did the trip officially start today", parts: [[clock(11, 0)]], links: ["/faq", "/", tripDay(0)] },
  U("whats the password to delete pics from the gallery"),
  U("whats the hosts phone number, lost the group chat"),
  U("whats the host's actual name lol i only know their insta"),
  U("who am i rooming with at the villa"),
  U("whats the song on the home page called, its a bop"),
  U("can my bf join for the last few days"),
  U("is there a gym at the villa"),
  U("does the villa do laundry"),
  U("hosts venmo for the deposit?"),
  U("how do i pay the $20 deposit for tonight, cash?"),
  U("are we doing a group gift for the bday"),
  U("wait what is a golden birthday anyway"),
  U("nearest pharmacy to the riad? need advil asap"),
  U("is there a surprise party planned for the host"),
  U("what time do the souks close tonight"),
  U("why is rupa a goat"),
  U("who built this site"),
  U("how much is a sim at the airport and which network is best"),
  U("is le foundouk good for gluten free tonight, whats on their GF menu"),
];
