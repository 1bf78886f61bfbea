// Money facts of spec section 9, written once and quoted by the budget guide,
// the FAQ, the tips and the itinerary.

/** Per person per night, charged by riads and hotels on top of the room. */
export const touristTaxPerNight = { mad: 28, usd: 2.75 } as const;

/** Dirhams to the US dollar, rounded as guests reckon it. */
export const madPerDollar = 10;

export const money = {
  currency: "Moroccan dirham (MAD)",
  exchangeRate: `about ${madPerDollar} MAD per $1`,
  touristTax: `about ${touristTaxPerNight.mad} MAD (about $${touristTaxPerNight.usd}) per person per night`,
  restaurantTipping: "10-15%",
  atmWithdrawal: "1000-2000 MAD",
  bargainingStart: "40-50%",
  cardForeignFees: "1-3%",
  shoppingBudget: "$100-$500+",
} as const;
