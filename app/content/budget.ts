import { costs, stayNights } from "./costs";
import { money } from "./money";
import { formatDayRange } from "../lib/trip-dates";
import type { BudgetItem, StayCost, Tip } from "./types";

// The budget guide: stays, extras and how to pay. The day-by-day activity
// costs are read from the itinerary in daily-costs.ts.

export const stayCosts: StayCost[] = [
  {
    name: "Riad L-Authentic",
    nights: `${stayNights.riad} night`,
    cost: `${costs.riadNight} per person`,
    note: `Our first night, in the Marrakech medina (${formatDayRange(0, 0)}).`,
  },
  {
    name: "Villa Royale",
    nights: `${stayNights.villa} nights listed (${formatDayRange(1, stayNights.villa)})`,
    cost: `Optional ${costs.villaContribution} per person`,
    note: "The contribution is optional. Breakfast and spa treatments are paid separately.",
  },
  {
    name: "Desert Camp, Zagora",
    nights: `${stayNights.desertCamp} night`,
    cost: `${costs.desertCamp} per person`,
    note: "Includes the activities, dinner and breakfast.",
  },
  {
    name: "Riad in Fes",
    nights: `${stayNights.fesRiad} nights`,
    cost: `${costs.fesRiad} per person total`,
    note: `Three nights in Fes el-Bali (${formatDayRange(6, 6 + stayNights.fesRiad - 1)}).`,
  },
];

export const additionalExpenses: BudgetItem[] = [
  {
    name: "Tourist tax",
    cost: money.touristTax,
    note: "Charged by riads and hotels on top of the room price.",
  },
  {
    name: "Restaurant tips",
    cost: `${money.restaurantTipping} of the bill`,
    note: "Leave a few dirhams for porters, guides and drivers too.",
  },
  {
    name: "Shopping",
    cost: money.shoppingBudget,
    note: "Rugs, leather, ceramics, lanterns, argan oil: set a number before the souks set it for you.",
  },
  {
    name: "Lunches, snacks and drinks",
    cost: "Paid individually",
    note: "Street food is cheap and delicious; rooftop cocktails less so.",
  },
  {
    name: "Card foreign transaction fees",
    cost: `Typically ${money.cardForeignFees}`,
    note: "Check with your bank before you fly, or bring a card without them.",
  },
];

export const paymentMethods: Tip[] = [
  {
    title: "Cash",
    body: `The ${money.currency} is king in the souks, taxis, cafés and for tips. The rate is ${money.exchangeRate}. Carry small notes and coins; big notes are hard to break in the medina. The airport transfer (about ${costs.airportTransfer} per car) is paid in cash.`,
  },
  {
    title: "Credit Cards",
    body: `Accepted at hotels, larger restaurants and modern shops, rarely in the souks, where cash is the rule. Visa and Mastercard work best. Expect foreign transaction fees of typically ${money.cardForeignFees} unless your card waives them.`,
  },
  {
    title: "ATMs",
    body: `Easy to find in Gueliz, Hivernage and near the medina gates, and at the airport. Withdraw ${money.atmWithdrawal} at a time to limit fees, and prefer bank ATMs inside branches or hotels.`,
  },
];

export const moneyTips: Tip[] = [
  {
    title: "Know the rate",
    body: `Think ${money.exchangeRate}: 100 MAD is roughly $10, which makes mental maths easy.`,
  },
  {
    title: "Bargain with a smile",
    body: `In the souks, start at ${money.bargainingStart} of the asking price and meet somewhere in the middle. Walking away politely is part of the game.`,
  },
  {
    title: "Tip as locals do",
    body: `${money.restaurantTipping} at restaurants, and a few small coins for porters, helpers and bathroom attendants.`,
  },
  {
    title: "Budget for the tourist tax",
    body: `Riads and hotels add ${money.touristTax}.`,
  },
  {
    title: "Decline conversion",
    body: "When a card machine or ATM offers to charge you in dollars, choose dirhams: the bank's rate is almost always better.",
  },
  {
    title: "Set a shopping number",
    body: `Most guests spend ${money.shoppingBudget} in the souks. Decide yours before day 0.`,
  },
];
