import { trip } from "../../../app/content/trip";
import { tokenize } from "../text/tokenize";

/** The trip's towns by their term ("fes" is Fes): what "leave Fes" or "a night in Chefchaouen" names. */
export const tripTowns: ReadonlyMap<string, string> = new Map(trip.destinations.map((town) => [tokenize(town).join(" "), town]));
