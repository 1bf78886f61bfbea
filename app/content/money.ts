// Money facts of spec section 9, written once and quoted by the budget guide,
// the FAQ, the tips and the itinerary.

export const money = {
  currency: "Moroccan dirham (MAD)",
  exchangeRate: "about 10 MAD per $1",
  touristTax: "about 28 MAD (about $2.75) per person per night",
  restaurantTipping: "10-15%",
  atmWithdrawal: "1000-2000 MAD",
  bargainingStart: "40-50%",
  cardForeignFees: "1-3%",
  shoppingBudget: "$100-$500+",
} as const;
