import type { EvalQuestion } from "./questions";

// Development questions for the classes of failure the retired blind set showed (meals on
// relative days, going back, the trip's span, totals and bargaining, food, what to wear,
// the site, phrases, trivia the notes state, two-part questions, confident answers to
// another question), written in other words than the blind set's, before tuning for them.

/** 16:00 on Monday, November 24 in Morocco: day 3. */
const day3 = "2025-11-24T15:00:00Z";
/** 11:00 on Tuesday, November 25 in Morocco: day 4. */
const day4 = "2025-11-25T10:00:00Z";
/** 11:00 on Sunday, November 23 in Morocco: day 2. */
const day2 = "2025-11-23T10:00:00Z";

export const classQuestions: EvalQuestion[] = [
  // Meals on relative days
  { question: "where's dinner tonight", now: day4, expect: ["Dar Yacout"] },
  { question: "wat restaurant r we at tomorrow evening", now: day2, expect: ["Nobu"] },
  { question: "which place did we have dinner at yesterday", now: day3, expect: ["Comptoir Darna"] },
  { question: "do we pay for tonight's dinner ourselves", now: day4, expect: ["individually"] },
  { question: "what time is dinner tonight", now: day3, expect: [["20:00", "8:00 PM"]] },
  // Going back and leaving
  { question: "what time do we head back to fes from chefchaouen", expect: [["17:00", "5:00 PM"]] },
  { question: "when do we go back to the villa after the desert day", expect: [["17:00", "5:00 PM"]] },
  { question: "what time do we set off back to marrakech from the camp", expect: [["08:00", "8:00 AM"]] },
  // The trip's span
  { question: "how long does the whole trip last", expect: [["10 days", "ten days"]] },
  { question: "what date does the trip finish", expect: [["Nov 21-30", "November 30"]] },
  { question: "first day of the trip is when?", expect: [["November 21", "Nov 21"]] },
  { question: "when does the trip begin and end", expect: [["November 21", "Nov 21"], ["Nov 21-30", "November 30"]] },
  // Totals, shopping and bargaining
  { question: "roughly what will the trip cost me all in", expect: ["$440"] },
  { question: "how much do guests normally spend in the souks", expect: ["$100-$500"] },
  { question: "how low should my first offer be at the market", expect: ["40-50%"] },
  { question: "which page shows the budget", expect: ["Budget"] },
  // Food
  { question: "what sort of cuisine is the welcome dinner", expect: [["Moroccan & French", "French touch"]] },
  { question: "any local specialty to try in the blue city", expect: ["goat cheese"] },
  { question: "what's for dinner at the desert camp", expect: ["Tagines"] },
  { question: "what kind of food does dar yacout serve", expect: [["pastilla", "tagine", "couscous"]] },
  // What to wear to a place
  { question: "what to wear for the casablanca mosque", expect: ["arms"] },
  { question: "outfit for the golden birthday dinner?", expect: ["gold"] },
  // The site
  { question: "how do i remove a pic i uploaded", expect: ["Delete Photos"] },
  { question: "how many files can i upload in one go", expect: ["10 files"] },
  // Phrases, practical notes
  { question: "whats the word for thanks in darija", expect: ["shukran"] },
  { question: "should i get travel insurance", expect: ["recommended"] },
  { question: "do i need anything for car sickness", expect: ["tablets"] },
  // Trivia the notes state
  { question: "how high is the minaret in casablanca", expect: ["210"] },
  { question: "what year was the quaraouiyine founded", expect: ["859"] },
  { question: "which films feature ait benhaddou", expect: ["Gladiator"] },
  { question: "where's the churchill bar", expect: ["Mamounia"] },
  // Two-part questions
  { question: "what time is the guided walk in fes and where does it start", expect: [["09:30", "9:30 AM"], "Bou Jeloud"] },
  { question: "how much is nobu and what's the dress code", expect: ["$75", "Smart casual"] },
  // Facts the notes do not hold, near facts they do
  { question: "which terminal do we fly out of", unanswerable: true },
  { question: "what's our riad in fes called", unanswerable: true },
  { question: "what seat number am i on the train", unanswerable: true },
  { question: "what's the name of the balloon pilot", unanswerable: true },
  { question: "which gate do we board at in casablanca", unanswerable: true },
  { question: "what airline are we flying", unanswerable: true },
  { question: "what time does the souk close tonight", now: day4, unanswerable: true },
  { question: "how much did the taxi cost last night", now: day3, unanswerable: true },

  // Second batch, written after the first was tuned for and before tuning for this one: the same
  // classes in yet other words, to tell a fix of the class from a fix of the phrasing.
  { question: "what's the dinner spot this evening", now: day3, expect: ["Nobu"] },
  { question: "tmrw night's restaurant - do we pay there?", now: day3, expect: ["individually"] },
  { question: "remind me where we ate yesterday evening", now: day4, expect: ["Nobu"] },
  { question: "what time are we returning to fes on saturday", now: "2025-11-29T09:00:00Z", expect: [["17:00", "5:00 PM"]] },
  { question: "when do we head home from casablanca", expect: [["18:00", "6:00 PM", "evening"]] },
  { question: "how many nights is the trip in total", expect: [["10 days", "ten days", "Nov 21-30"]] },
  { question: "which date is the last day of the trip", expect: [["November 30", "Nov 21-30"]] },
  { question: "ballpark figure for the whole trip per person?", expect: ["$440"] },
  { question: "what should i offer a seller who asks 200 dirhams", expect: ["40-50%"] },
  { question: "typical souvenir budget?", expect: ["$100-$500"] },
  { question: "what do they cook at nobu", expect: [["Japanese-Peruvian", "black cod"]] },
  { question: "what's the food like at the fes riad dinner", expect: [["pastilla", "tagine"]] },
  { question: "what's for breakfast on the desert morning", expect: [["bread", "eggs"]] },
  { question: "can i wear shorts in the mosque", expect: [["knees", "arms"]] },
  { question: "dress code for the palace dinner?", expect: ["Dressy"] },
  { question: "how do i get rid of a video i uploaded", expect: ["Delete Photos"] },
  { question: "what image types does the site accept", expect: ["HEIC"] },
  { question: "how do moroccans say hello", expect: ["salam"] },
  { question: "is the tap water safe", expect: ["bottled"] },
  { question: "how old is the quaraouiyine", expect: ["859"] },
  { question: "what's the bar at la mamounia called", expect: ["Churchill"] },
  { question: "how much is the balloon and when is pickup", expect: ["$117", ["05:30", "5:30 AM"]] },
  { question: "which suite am i in at the villa", unanswerable: true },
  { question: "what's my seat number on the fes train", unanswerable: true },
  { question: "what's the name of our driver to the desert", unanswerable: true },
  { question: "which platform does the train leave from", unanswerable: true },
  { question: "what is the riad's phone number", unanswerable: true },

  // Third batch, written after the second was tuned for and before tuning for this one.
  { question: "who's cooking for us tonight and where", now: day3, expect: ["Nobu"] },
  { question: "the dinner after the balloon day, where is it", expect: ["Nobu"] },
  { question: "any idea what time we're back at the villa after agafay", expect: [["17:00", "5:00 PM"]] },
  { question: "what time is checkout from the fes riad", expect: [["07:00", "7:00 AM"]] },
  { question: "how long are we away in total", expect: [["10 days", "ten days", "Nov 21-30"]] },
  { question: "first and last date of the getaway?", expect: [["Nov 21-30", "November 21"]] },
  { question: "what's the all-in price per head", expect: ["$440"] },
  { question: "percentage to start bargaining at?", expect: ["40-50%"] },
  { question: "how much spending money for souvenirs", expect: ["$100-$500"] },
  { question: "what dishes are at the birthday dinner", expect: [["Moroccan", "Mediterranean"]] },
  { question: "tell me about the food in chefchaouen", expect: ["goat cheese"] },
  { question: "is a scarf needed for the mosque visit", expect: ["scarf"] },
  { question: "can i wear a dress to the hammam", unanswerable: true },
  { question: "is there a limit on video size", expect: ["50 MB"] },
  { question: "can i erase photos from the gallery", expect: ["Delete Photos"] },
  { question: "what does shukran mean", expect: ["thank you"] },
  { question: "when was bou inania built", expect: ["14th-century"] },
  { question: "is the spanish mosque on a hill", expect: ["Spanish Mosque"] },
  { question: "how many suites does the villa have and how many pools", expect: ["13 suites", "2 pools"] },
  { question: "what's the camp price and is dinner included", expect: ["$95"] },
  { question: "which hotel do we stay at in zagora", expect: ["Desert Camp"] },
  { question: "what's the flight number home", unanswerable: true },
  { question: "which bus do we take to the balloon", unanswerable: true },
  { question: "whats the name of the camel guide", unanswerable: true },
  { question: "how much is a taxi from the riad to the train station", unanswerable: true },
  { question: "what table are we at for the birthday dinner", unanswerable: true },

  // Fourth batch, written after the third was tuned for and before tuning for this one.
  { question: "whr do we eat 2nite", now: day2, expect: ["Comptoir Darna"] },
  { question: "was last nights dinner included in the price", now: day4, expect: ["$75"] },
  { question: "what time should we be back from the souks tomorrow", now: day3, expect: [["20:00", "8:00 PM", "14:30", "2:30 PM"]] },
  { question: "when r we heading back to marrakech from the desert", expect: [["08:00", "8:00 AM"]] },
  { question: "whats the total length of the trip", expect: [["10 days", "ten days"]] },
  { question: "trip dates again?", expect: ["Nov 21-30"] },
  { question: "how much should i budget overall", expect: ["$440"] },
  { question: "tips for haggling?", expect: ["40-50%"] },
  { question: "whats nobu's cuisine", expect: ["Japanese-Peruvian"] },
  { question: "what are we eating at the welcome dinner", expect: [["zaalouk", "briouats", "lamb tagine", "French touch"]] },
  { question: "wat shud i wear to comptoir darna", expect: [["gold", "glam"]] },
  { question: "are jeans ok for the medina walk", expect: [["shoulders", "closed shoes", "comfortable"]] },
  { question: "can my family see the photos i upload", expect: ["Photo Gallery"] },
  { question: "what's the biggest file i can upload", expect: ["50 MB"] },
  { question: "how do you say thanks in arabic", expect: ["shukran"] },
  { question: "how tall is the koutoubia", unanswerable: true },
  { question: "how high is the hassan ii minaret", expect: ["210"] },
  { question: "what's the blue city famous for", expect: [["blue", "geraniums", "cats"]] },
  { question: "what time is the balloon and how much", expect: [["05:30", "5:30 AM"], "$117"] },
  { question: "which room number is mine at the villa", unanswerable: true },
  { question: "what's the name of the restaurant in casablanca", expect: ["Rick's"] },
  { question: "what's the villa's wifi called", unanswerable: true },
  { question: "who's the balloon company", unanswerable: true },
  { question: "how much is a camel ride if i skip the camp", unanswerable: true },

  // Fifth batch, written after the fourth was tuned for and before tuning for this one.
  { question: "where are we having dinner on the last night in fes", expect: [["riad", "Return to Fes"]] },
  { question: "what's for dinner tmrw", now: day3, expect: [["Dar Yacout", "pastilla", "tagine", "couscous"]] },
  { question: "did we pay for the hammam already", expect: ["$60"] },
  { question: "what time do we get back to the villa from the balloon", expect: [["17:00", "5:00 PM"]] },
  { question: "when does everyone fly home", expect: [["18:00", "6:00 PM", "November 30", "evening"]] },
  { question: "how long is the trip overall", expect: [["10 days", "ten days"]] },
  { question: "what's the estimated cost of everything", expect: ["$440"] },
  { question: "is it rude to haggle", expect: ["40-50%"] },
  { question: "what kind of food is at the desert camp", expect: ["Tagines"] },
  { question: "what should i wear for the balloon ride", expect: ["warm layers"] },
  { question: "are heels ok at nobu", expect: ["Smart casual"] },
  { question: "how do i take down a photo", expect: ["Delete Photos"] },
  { question: "how big can a video be", expect: ["50 MB"] },
  { question: "how do you say yes in darija", unanswerable: true },
  { question: "how old is the bou inania madrasa", expect: ["14th-century"] },
  { question: "what's special about the chouara tannery", expect: [["dye pits", "honeycomb", "leather"]] },
  { question: "when is the camel ride and how long is it", expect: [["16:30", "4:30 PM"]] },
  { question: "which seat do i get on the balloon", unanswerable: true },
  { question: "what's the name of the camp in zagora", unanswerable: true },
  { question: "how much is the train from casablanca to the airport", unanswerable: true },

  // Sixth batch, written after the fifth was tuned for and before tuning for this one.
  { question: "dinner plans for tonight?", now: day2, expect: ["Comptoir Darna"] },
  { question: "what was the restaurant called last night", now: day3, expect: ["Comptoir Darna"] },
  { question: "what time is the drive back from chefchaouen", expect: [["17:00", "5:00 PM"]] },
  { question: "when does our train leave fes for casablanca", expect: [["07:00", "7:00 AM"]] },
  { question: "how many days r we in morocco", expect: [["10 days", "ten days"]] },
  { question: "estimated spend per person for the trip", expect: ["$440"] },
  { question: "what % of the asking price should i offer", expect: ["40-50%"] },
  { question: "what's on the menu at the birthday dinner", expect: [["Moroccan", "Mediterranean", "set menu"]] },
  { question: "do i need a scarf for the hassan ii mosque", expect: ["scarf"] },
  { question: "dress code at dar yacout?", expect: ["Dressy"] },
  { question: "can i upload more than 10 photos at once", expect: ["10 files"] },
  { question: "how do i say hello in morocco", expect: ["salam"] },
  { question: "how long is the drive to chefchaouen", expect: [["four hours", "4 hours"]] },
  { question: "when was the bahia palace built", expect: ["19th-century"] },
  { question: "what's my room at the riad", unanswerable: true },
  { question: "how much is a massage in fes", unanswerable: true },
];

