import { money } from "./money";
import { practical } from "./practical";
import { stayNights } from "./costs";
import { villaFacts } from "./stays";
import { dayDate, formatWeekday } from "../lib/trip-dates";
import { dressCodes } from "./dress-codes";
import type { Tip } from "./types";

const photoDay = 4;

/** The home page 'Information' cards. */
export const tips: Tip[] = [
  {
    title: "Weather",
    body: `Expect sunny days of ${practical.weather}, with chilly nights in the desert and the mountains. Pack layers and a warm jacket.`,
  },
  {
    title: "Accommodation",
    body: `A riad in the medina, ${stayNights.villa} nights at Villa Royale (${villaFacts.suites}, ${villaFacts.pools}), a desert camp in Zagora and a riad in Fes. See Accommodations for the details.`,
  },
  {
    title: "Cash & Essentials",
    body: `Bring cash for the ${money.currency} (${money.exchangeRate}) and a ${practical.plugs} plug adapter for Morocco's ${practical.voltage} sockets.`,
  },
  {
    title: "Dress for Photos",
    body: `A photographer joins us on ${formatWeekday(dayDate(photoDay))} (day ${photoDay}). ${dressCodes.photos}.`,
  },
];
