import type { Question } from "../understanding/question";
import { clockReply } from "./clock-reply";
import { convertedReply } from "./conversion-reply";
import { costSumReply } from "./cost-sum-reply";
import { countdownReply, daysLeftReply } from "./countdown-reply";
import { dayDateReply, dayPageReply } from "./day-date-reply";
import { stayLeavingReply } from "./stay-leaving-reply";
import { stayNightReply } from "./stay-night-reply";
import { taxReply } from "./tax-reply";
import { townNightsReply } from "./town-nights-reply";

/**
 * The answers worked out from the trip's figures and dates rather than quoted: changes between currencies, the days
 * left, a night's stay, the day we leave one, whether we sleep in a town, the tourist tax, sums of prices, a day's date or page and the time in Morocco. Both answerers take these from here, and
 * never from a model, which guesses at sums.
 */
export function workedOutReply(question: Question): string | undefined {
  if (question.conversion) return convertedReply(question.conversion);
  if (question.daysToGo !== undefined) return countdownReply(question.daysToGo, question.moment);
  if (question.daysLeft !== undefined) return daysLeftReply(question.daysLeft);
  if (question.stayNight) return stayNightReply(question.stayNight);
  if (question.leavesStay) return stayLeavingReply(question.leavesStay);
  if (question.townNights) return townNightsReply(question.townNights);
  if (question.taxNights) return taxReply(question.taxNights);
  if (question.costSum) return costSumReply(question.costSum);
  if (question.dateOf !== undefined) return dayDateReply(question.dateOf, question.day);
  if (question.pageOf !== undefined) return dayPageReply(question.pageOf, question.day);
  if (question.clockNow) return clockReply(question.clockNow);
  return undefined;
}
