// The built-in answerer's evaluation set: how guests actually ask (loosely,
// with typos), with the fact each answer must contain. It covers every cost,
// money, villa and practical fact of spec section 9 and the content, plus
// questions the content cannot answer, whose only right answer is "I don't
// know, ask the host" with no figure in it.

export interface AnswerableQuestion {
  question: string;
  /** Every entry must appear in the reply (case-insensitive); an inner list means any one of them. */
  expect: (string | string[])[];
}

export interface UnanswerableQuestion {
  question: string;
  unanswerable: true;
}

export type EvalQuestion = AnswerableQuestion | UnanswerableQuestion;

export const evalQuestions: EvalQuestion[] = [
  // Stays
  { question: "How much is the desert camp?", expect: ["$95"] },
  { question: "How much is the riad the first night?", expect: ["$45"] },
  { question: "Do I have to pay for the villa?", expect: ["$50", "optional"] },
  { question: "how many nights are we at the villa", expect: ["5 nights"] },
  { question: "What does the Fes riad cost?", expect: ["$90"] },
  { question: "What's included in the desert camp price?", expect: ["dinner", "breakfast"] },

  // Activities and dinners
  { question: "How much is the hot air balloon?", expect: ["$117"] },
  { question: "how much is the hamam and massage", expect: ["$60"] },
  { question: "Is breakfast at the villa included?", expect: ["$10"] },
  { question: "What does the walking tour cost?", expect: ["$10", "museum"] },
  { question: "Price of the bar crawl?", expect: ["$10"] },
  { question: "How much is the Agafay desert day?", expect: ["$40"] },
  { question: "Is there a minimum spend at Nobu?", expect: ["$75"] },
  { question: "How much is the Majorelle garden ticket?", expect: ["$18"] },
  { question: "How much is the YSL museum?", expect: ["$15"] },
  { question: "What's the fee for the souk guide?", expect: ["$5"] },
  { question: "How much is the welcome dinner?", expect: ["$40-60", "$20"] },
  { question: "How much will the birthday dinner cost me?", expect: ["$100-120"] },
  { question: "How much is the Hassan II mosque tour?", expect: ["$13"] },
  { question: "How much is the train to Fes?", expect: ["$45"] },
  { question: "how long is the train ride to fes", expect: ["6 hours"] },
  { question: "How much is the airport transfer?", expect: ["$45", "cash"] },

  // Money
  { question: "What is the exchange rate?", expect: ["10 MAD"] },
  { question: "What currency do they use?", expect: ["dirham"] },
  { question: "Is there a tourist tax?", expect: ["28 MAD", "$2.75"] },
  { question: "How much should I tip?", expect: ["10-15%"] },
  { question: "How much cash should I take out at the ATM?", expect: ["1000-2000 MAD"] },
  { question: "How do I haggle in the souks?", expect: ["40-50%"] },
  { question: "Will my credit card charge foreign fees?", expect: ["1-3%"] },
  { question: "How much should I budget for shopping?", expect: ["$100-$500+"] },

  // Villa
  { question: "How many suites does the villa have?", expect: ["13 suites"] },
  { question: "Does the villa have a pool?", expect: ["2 pools"] },
  { question: "How big is the villa estate?", expect: ["1.4-hectare"] },
  { question: "What time is check-in at the villa?", expect: ["3 PM"] },
  { question: "When is checkout?", expect: ["11 AM"] },
  { question: "How far is the villa from downtown?", expect: ["20-25 minute"] },

  // Practical
  { question: "What plug do I need?", expect: ["Type C/E", "220V"] },
  { question: "what voltage do they use in morocco", expect: ["220V"] },
  { question: "Do I need a visa?", expect: ["Visa-free", "90 days", "six months"] },
  { question: "What's the weather like?", expect: ["15-25°C"] },
  { question: "wat is the wether in november", expect: ["15-25°C"] },
  { question: "What time zone is Morocco in?", expect: ["UTC+1"] },
  { question: "Which airport do we fly into?", expect: ["Menara"] },

  // Dates, times and places
  { question: "When is the birthday dinner?", expect: [["Day 2", "Nov 23", "November 23"], ["19:30", "7:30 PM"]] },
  { question: "Where is the birthday dinner?", expect: ["Comptoir Darna"] },
  { question: "What should I wear to the birthday dinner?", expect: ["Golden glam"] },
  { question: "When is the welcome dinner?", expect: [["Day 0", "November 21"], ["20:00", "8:00 PM"]] },
  { question: "What day is the palace dinner?", expect: [["Day 4", "November 25"], "Tuesday"] },
  { question: "When does the photographer come?", expect: ["Tuesday"] },
  { question: "What time does the balloon take off?", expect: [["05:30", "5:30 AM", "before dawn"]] },
  { question: "What are we doing on day 8?", expect: ["Chefchaouen"] },
  { question: "What's the plan for Sunday Nov 23?", expect: ["Day 2"] },
  { question: "When does the trip start?", expect: [["November 21", "Nov 21"], ["11:00"]] },
  { question: "How many people are coming?", expect: ["22"] },
  { question: "What should I wear in the medina?", expect: ["shoulders and knees covered"] },
  { question: "What should I pack for the desert?", expect: ["Layers"] },
  { question: "I'm vegetarian, what should I do about dinners?", expect: ["host"] },
  { question: "Can I drink the tap water?", expect: ["bottled"] },
  { question: "Which airport do we fly home from?", expect: [["Casablanca", "Mohammed V"]] },

  { question: "where do we stay in fes", expect: ["Fes el-Bali"] },
  { question: "how do we get to the desert", expect: ["High Atlas"] },
  { question: "what happens on nov 27", expect: ["Day 6"] },
  { question: "Tuesday plans?", expect: ["Day 4"] },
  { question: "what does the camel ride cost", expect: ["$95"] },
  { question: "Any vegan options?", expect: ["host"] },
  { question: "what language do they speak", expect: ["Arabic"] },
  { question: "is there a dress code for the mosque", expect: ["shoulders"] },
  { question: "Can I drink alcohol?", expect: ["licensed"] },

  // Added for issue 9 (development only: the frozen test set is test-questions.ts)
  { question: "who are you?", expect: ["Rupa"] },
  { question: "who's the organizer", expect: ["30th"] },
  { question: "whose birthday is it", expect: ["30th golden birthday"] },
  { question: "how many files can I add to the gallery at a time", expect: ["10 files"] },
  { question: "how big can each upload be", expect: ["50 MB"] },
  { question: "how can I remove my pictures", expect: ["Delete Photos"] },
  { question: "any info on transport?", expect: ["being finalized"] },
  { question: "what's the total cost of the trip", expect: ["$440-943"] },
  { question: "what are we doing on the 26th", expect: ["Sahara"] },
  { question: "what's on saturday the 29th", expect: ["Chefchaouen"] },
  { question: "plan for friday?", expect: ["Arrival"] },
  { question: "when is the camel ride and how much is it", expect: [["16:30", "4:30 PM"], "$95"] },
  { question: "where and when is the palace dinner", expect: ["Dar Yacout", ["20:00", "8:00 PM"]] },
  { question: "does the villa have a pool and how many suites", expect: ["2 pools", "13 suites"] },
  { question: "what day of the week is the birthday dinner", expect: ["Sunday"] },
  { question: "what day do we go to chefchaouen", expect: [["Saturday", "Day 8"]] },
  { question: "how early is the train to casablanca", expect: [["07:00", "7:00 AM"]] },
  { question: "tmrw plans?", expect: ["outside the trip"] },
  { question: "what's the dress code for the tannery", expect: ["shoulders and knees"] },
  { question: "is dinner included at the desert camp", expect: ["dinner and breakfast"] },
  { question: "wat time is the bday dinner tmrw", expect: ["tomorrow", "outside the trip"] },

  // Not in the content: the only right answer is "I don't know, ask the host"
  { question: "What's the wifi password at the villa?", unanswerable: true },
  { question: "What's the host's phone number?", unanswerable: true },
  { question: "Is there a gym at the villa?", unanswerable: true },
  { question: "Can I bring my dog?", unanswerable: true },
  { question: "How much is a SIM card?", unanswerable: true },
  { question: "What's my flight number?", unanswerable: true },
  { question: "How much is parking at the airport?", unanswerable: true },
  { question: "How much does a taxi from the villa to the medina cost?", unanswerable: true },
  { question: "Who won the football match last night?", unanswerable: true },
  { question: "How much does babysitting cost at the villa?", unanswerable: true },
  { question: "what is the host's email", unanswerable: true },
  { question: "what's the gallery password", unanswerable: true },
  { question: "is there a hairdryer in the villa", unanswerable: true },
  { question: "how much is a massage at hammam de la rose", unanswerable: true },
  { question: "what time does the souk close", unanswerable: true },
  { question: "who is the driver", unanswerable: true },
  { question: "how long is the drive over the atlas to the desert", unanswerable: true },
];
