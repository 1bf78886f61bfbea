import { touristTaxPerNight } from "../../../app/content/money";

/** "The tourist tax for my 3 nights?": the nightly tax times the nights, per person, in dirhams and dollars. */
export function taxReply(nights: number): string {
  const mad = touristTaxPerNight.mad * nights;
  const usd = Math.round(touristTaxPerNight.usd * nights * 100) / 100;
  const plural = nights === 1 ? "night" : "nights";
  return (
    `For ${nights} ${plural}, the tourist tax comes to about ${mad} MAD (about $${usd}) per person, at about ${touristTaxPerNight.mad} MAD ` +
    `(about $${touristTaxPerNight.usd}) per person per night, added by riads and hotels.\n\nMore on [Budget Guide](/budget).`
  );
}
