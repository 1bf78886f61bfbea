import { madPerDollar, money } from "../../../app/content/money";
import type { Conversion } from "../understanding/question";

const rounded = (amount: number) => (amount >= 100 ? Math.round(amount) : Math.round(amount * 10) / 10).toLocaleString("en-US");

/** "500 MAD is about $50": changed at the rate the budget guide gives, with the rate said and linked. */
export function convertedReply({ amount, from }: Conversion): string {
  const sum =
    from === "MAD"
      ? `${amount.toLocaleString("en-US")} MAD is about $${rounded(amount / madPerDollar)}`
      : `$${amount.toLocaleString("en-US")} is about ${rounded(amount * madPerDollar)} MAD`;
  return `${sum}, at ${money.exchangeRate}.\n\nMore on [Budget Guide](/budget).`;
}
