// Every price of the trip (spec section 9, in USD), written once. Days, the
// budget guide, the FAQ and the chat assistant interpolate these constants so a
// price can never disagree with itself across pages.

export const costs = {
  riadNight: "$45",
  villaContribution: "$50",
  desertCamp: "$95",
  fesRiad: "$90",
  airportTransfer: "$45",
  trainToFes: "$45",
  hotAirBalloon: "$117",
  hammamMassage: "$60",
  villaBreakfast: "$10",
  walkingTour: "$10",
  barCrawlGuide: "$10",
  agafayDay: "$40",
  nobuMinimumSpend: "$75",
  majorelleGarden: "$18",
  yslMuseum: "$15",
  soukGuide: "$5",
  welcomeDinner: "$40-60",
  welcomeDinnerDeposit: "$20",
  birthdayDinner: "$100-120",
  hassanIIMosque: "$13",
} as const;

export type CostName = keyof typeof costs;

/** Nights per stay, kept beside the prices they multiply. */
export const stayNights = {
  riad: 1,
  villa: 5,
  desertCamp: 1,
  fesRiad: 3,
} as const;

export const trainToFesHours = 6;

/** Ready-made phrases for the places a cost is shown, so the wording matches everywhere. */
export const pricing = {
  airportTransfer: `About ${costs.airportTransfer} per car, paid in cash to the driver`,
  riad: `${costs.riadNight} per person for ${stayNights.riad} night`,
  villa: `${stayNights.villa} nights listed; optional ${costs.villaContribution} per person contribution`,
  villaBreakfast: `${costs.villaBreakfast} per person`,
  hammamMassage: `${costs.hammamMassage} per person`,
  walkingTour: `${costs.walkingTour} per person plus museum fees`,
  barCrawl: `${costs.barCrawlGuide} per person for the guide; drinks paid as you go`,
  birthdayDinner: `${costs.birthdayDinner} per person`,
  hotAirBalloon: `${costs.hotAirBalloon} per person`,
  agafayDay: `About ${costs.agafayDay} per person`,
  nobu: `Minimum spend ${costs.nobuMinimumSpend} per person`,
  majorelleAndMuseum: `Garden ${costs.majorelleGarden}; Musée YSL ${costs.yslMuseum}`,
  soukGuide: `${costs.soukGuide} per person for the guide`,
  welcomeDinner: `${costs.welcomeDinner} per person, with a ${costs.welcomeDinnerDeposit} deposit to hold the table`,
  desertCamp: `${costs.desertCamp} per person (activities, dinner and breakfast)`,
  desertCampIncluded: `Included in the ${costs.desertCamp} desert camp price`,
  trainToFes: `${costs.trainToFes} per person (about ${trainToFesHours} hours)`,
  fesRiad: `${costs.fesRiad} per person in total for ${stayNights.fesRiad} nights`,
  palaceDinner: "Paid individually at the restaurant",
  hassanIIMosque: `About ${costs.hassanIIMosque} per person for the guided tour`,
} as const;
