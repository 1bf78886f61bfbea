// The frozen test sets, in the order they were written: each by a helper who
// had not seen the answerer, before or during a round of tuning, and never
// edited. A set's misses are studied only once its figures have been reported;
// the third has never been tuned against. The bench and the unit test both
// read this list, so a new set is registered here once.
import { TEST_CLOCK, testQuestions, type TestQuestion } from "./test-questions";
import { BLIND_TEST_CLOCK, blindTestQuestions } from "./blind-test-questions";
import { THIRD_TEST_CLOCK, thirdTestQuestions } from "./third-test-questions";
import { FOURTH_TEST_CLOCK, fourthTestQuestions } from "./fourth-test-questions";
import { FIFTH_TEST_CLOCK, fifthTestQuestions } from "./fifth-test-questions";
import { SIXTH_TEST_CLOCK, sixthTestQuestions } from "./sixth-test-questions";
import { SEVENTH_TEST_CLOCK, seventhTestQuestions } from "./seventh-test-questions";
import { EIGHTH_TEST_CLOCK, eighthTestQuestions } from "./eighth-test-questions";
import { NINTH_TEST_CLOCK, ninthTestQuestions } from "./ninth-test-questions";
import { TENTH_TEST_CLOCK, tenthTestQuestions } from "./tenth-test-questions";
import { ELEVENTH_TEST_CLOCK, eleventhTestQuestions } from "./eleventh-test-questions";
import { TWELFTH_TEST_CLOCK, twelfthTestQuestions } from "./twelfth-test-questions";
import { THIRTEENTH_TEST_CLOCK, thirteenthTestQuestions } from "./thirteenth-test-questions";
import { FOURTEENTH_TEST_CLOCK, fourteenthTestQuestions } from "./fourteenth-test-questions";
import { FIFTEENTH_TEST_CLOCK, fifteenthTestQuestions } from "./fifteenth-test-questions";
import { SIXTEENTH_TEST_CLOCK, sixteenthTestQuestions } from "./sixteenth-test-questions";
import { SEVENTEENTH_TEST_CLOCK, seventeenthTestQuestions } from "./seventeenth-test-questions";
import { EIGHTEENTH_TEST_CLOCK, eighteenthTestQuestions } from "./eighteenth-test-questions";
import { NINETEENTH_TEST_CLOCK, nineteenthTestQuestions } from "./nineteenth-test-questions";
import { TWENTIETH_TEST_CLOCK, twentiethTestQuestions } from "./twentieth-test-questions";
import { TWENTY_FIRST_TEST_CLOCK, twentyFirstTestQuestions } from "./twenty-first-test-questions";
import { TWENTY_SECOND_TEST_CLOCK, twentySecondTestQuestions } from "./twenty-second-test-questions";
import { TWENTY_THIRD_TEST_CLOCK, twentyThirdTestQuestions } from "./twenty-third-test-questions";
import { TWENTY_FOURTH_TEST_CLOCK, twentyFourthTestQuestions } from "./twenty-fourth-test-questions";
import { TWENTY_FIFTH_TEST_CLOCK, twentyFifthTestQuestions } from "./twenty-fifth-test-questions";
import { TWENTY_SIXTH_TEST_CLOCK, twentySixthTestQuestions } from "./twenty-sixth-test-questions";
import { TWENTY_SEVENTH_TEST_CLOCK, twentySeventhTestQuestions } from "./twenty-seventh-test-questions";
import { TWENTY_EIGHTH_TEST_CLOCK, twentyEighthTestQuestions } from "./twenty-eighth-test-questions";
import { TWENTY_NINTH_TEST_CLOCK, twentyNinthTestQuestions } from "./twenty-ninth-test-questions";
import { THIRTIETH_TEST_CLOCK, thirtiethTestQuestions } from "./thirtieth-test-questions";
import { THIRTY_FIRST_TEST_CLOCK, thirtyFirstTestQuestions } from "./thirty-first-test-questions";
import { THIRTY_SECOND_TEST_CLOCK, thirtySecondTestQuestions } from "./thirty-second-test-questions";
import { THIRTY_THIRD_TEST_CLOCK, thirtyThirdTestQuestions } from "./thirty-third-test-questions";
import { THIRTY_FOURTH_TEST_CLOCK, thirtyFourthTestQuestions } from "./thirty-fourth-test-questions";
import { THIRTY_FIFTH_TEST_CLOCK, thirtyFifthTestQuestions } from "./thirty-fifth-test-questions";
import { THIRTY_SIXTH_TEST_CLOCK, thirtySixthTestQuestions } from "./thirty-sixth-test-questions";
import { THIRTY_SEVENTH_TEST_CLOCK, thirtySeventhTestQuestions } from "./thirty-seventh-test-questions";
import { THIRTY_EIGHTH_TEST_CLOCK, thirtyEighthTestQuestions } from "./thirty-eighth-test-questions";
import { THIRTY_NINTH_TEST_CLOCK, thirtyNinthTestQuestions } from "./thirty-ninth-test-questions";
import { FORTIETH_TEST_CLOCK, fortiethTestQuestions } from "./fortieth-test-questions";
import { FORTY_FIRST_TEST_CLOCK, fortyFirstTestQuestions } from "./forty-first-test-questions";
import { FORTY_SECOND_TEST_CLOCK, fortySecondTestQuestions } from "./forty-second-test-questions";
import { FORTY_THIRD_TEST_CLOCK, fortyThirdTestQuestions } from "./forty-third-test-questions";
import { FORTY_FOURTH_TEST_CLOCK, fortyFourthTestQuestions } from "./forty-fourth-test-questions";
import { FORTY_FIFTH_TEST_CLOCK, fortyFifthTestQuestions } from "./forty-fifth-test-questions";
import { FORTY_SIXTH_TEST_CLOCK, fortySixthTestQuestions } from "./forty-sixth-test-questions";
import { FORTY_SEVENTH_TEST_CLOCK, fortySeventhTestQuestions } from "./forty-seventh-test-questions";
import { FORTY_EIGHTH_TEST_CLOCK, fortyEighthTestQuestions } from "./forty-eighth-test-questions";
import { FORTY_NINTH_TEST_CLOCK, fortyNinthTestQuestions } from "./forty-ninth-test-questions";
import { FIFTIETH_TEST_CLOCK, fiftiethTestQuestions } from "./fiftieth-test-questions";
import { FIFTY_FIRST_TEST_CLOCK, fiftyFirstTestQuestions } from "./fifty-first-test-questions";
import { FIFTY_SECOND_TEST_CLOCK, fiftySecondTestQuestions } from "./fifty-second-test-questions";
import { FIFTY_THIRD_TEST_CLOCK, fiftyThirdTestQuestions } from "./fifty-third-test-questions";
import { FIFTY_FOURTH_TEST_CLOCK, fiftyFourthTestQuestions } from "./fifty-fourth-test-questions";
import { FIFTY_FIFTH_TEST_CLOCK, fiftyFifthTestQuestions } from "./fifty-fifth-test-questions";
import { FIFTY_SIXTH_TEST_CLOCK, fiftySixthTestQuestions } from "./fifty-sixth-test-questions";
import { FIFTY_SEVENTH_TEST_CLOCK, fiftySeventhTestQuestions } from "./fifty-seventh-test-questions";
import { FIFTY_EIGHTH_TEST_CLOCK, fiftyEighthTestQuestions } from "./fifty-eighth-test-questions";
import { FIFTY_NINTH_TEST_CLOCK, fiftyNinthTestQuestions } from "./fifty-ninth-test-questions";
import { SIXTIETH_TEST_CLOCK, sixtiethTestQuestions } from "./sixtieth-test-questions";
import { SIXTY_FIRST_TEST_CLOCK, sixtyFirstTestQuestions } from "./sixty-first-test-questions";
import { SIXTY_SECOND_TEST_CLOCK, sixtySecondTestQuestions } from "./sixty-second-test-questions";
import { SIXTY_THIRD_TEST_CLOCK, sixtyThirdTestQuestions } from "./sixty-third-test-questions";
import { SIXTY_FOURTH_TEST_CLOCK, sixtyFourthTestQuestions } from "./sixty-fourth-test-questions";
import { SIXTY_FIFTH_TEST_CLOCK, sixtyFifthTestQuestions } from "./sixty-fifth-test-questions";
import { SIXTY_SIXTH_TEST_CLOCK, sixtySixthTestQuestions } from "./sixty-sixth-test-questions";
import { SIXTY_SEVENTH_TEST_CLOCK, sixtySeventhTestQuestions } from "./sixty-seventh-test-questions";
import { SIXTY_EIGHTH_TEST_CLOCK, sixtyEighthTestQuestions } from "./sixty-eighth-test-questions";
import { SIXTY_NINTH_TEST_CLOCK, sixtyNinthTestQuestions } from "./sixty-ninth-test-questions";
import { SEVENTIETH_TEST_CLOCK, seventiethTestQuestions } from "./seventieth-test-questions";
import { SEVENTY_FIRST_TEST_CLOCK, seventyFirstTestQuestions } from "./seventy-first-test-questions";
import { SEVENTY_SECOND_TEST_CLOCK, seventySecondTestQuestions } from "./seventy-second-test-questions";
import { SEVENTY_THIRD_TEST_CLOCK, seventyThirdTestQuestions } from "./seventy-third-test-questions";
import { SEVENTY_FOURTH_TEST_CLOCK, seventyFourthTestQuestions } from "./seventy-fourth-test-questions";
import { SEVENTY_FIFTH_TEST_CLOCK, seventyFifthTestQuestions } from "./seventy-fifth-test-questions";
import { SEVENTY_SIXTH_TEST_CLOCK, seventySixthTestQuestions } from "./seventy-sixth-test-questions";
import { SEVENTY_SEVENTH_TEST_CLOCK, seventySeventhTestQuestions } from "./seventy-seventh-test-questions";
import { SEVENTY_EIGHTH_TEST_CLOCK, seventyEighthTestQuestions } from "./seventy-eighth-test-questions";
import { SEVENTY_NINTH_TEST_CLOCK, seventyNinthTestQuestions } from "./seventy-ninth-test-questions";
import { EIGHTIETH_TEST_CLOCK, eightiethTestQuestions } from "./eightieth-test-questions";
import { EIGHTY_FIRST_TEST_CLOCK, eightyFirstTestQuestions } from "./eighty-first-test-questions";
import { EIGHTY_SECOND_TEST_CLOCK, eightySecondTestQuestions } from "./eighty-second-test-questions";
import { EIGHTY_THIRD_TEST_CLOCK, eightyThirdTestQuestions } from "./eighty-third-test-questions";
import { EIGHTY_FOURTH_TEST_CLOCK, eightyFourthTestQuestions } from "./eighty-fourth-test-questions";
import { EIGHTY_FIFTH_TEST_CLOCK, eightyFifthTestQuestions } from "./eighty-fifth-test-questions";
import { EIGHTY_SIXTH_TEST_CLOCK, eightySixthTestQuestions } from "./eighty-sixth-test-questions";
import { EIGHTY_SEVENTH_TEST_CLOCK, eightySeventhTestQuestions } from "./eighty-seventh-test-questions";
import { EIGHTY_EIGHTH_TEST_CLOCK, eightyEighthTestQuestions } from "./eighty-eighth-test-questions";
import { EIGHTY_NINTH_TEST_CLOCK, eightyNinthTestQuestions } from "./eighty-ninth-test-questions";
import { NINETIETH_TEST_CLOCK, ninetiethTestQuestions } from "./ninetieth-test-questions";
import { NINETY_FIRST_TEST_CLOCK, ninetyFirstTestQuestions } from "./ninety-first-test-questions";
import { NINETY_SECOND_TEST_CLOCK, ninetySecondTestQuestions } from "./ninety-second-test-questions";
import { NINETY_THIRD_TEST_CLOCK, ninetyThirdTestQuestions } from "./ninety-third-test-questions";
import { NINETY_FOURTH_TEST_CLOCK, ninetyFourthTestQuestions } from "./ninety-fourth-test-questions";
import { NINETY_FIFTH_TEST_CLOCK, ninetyFifthTestQuestions } from "./ninety-fifth-test-questions";
import { NINETY_SIXTH_TEST_CLOCK, ninetySixthTestQuestions } from "./ninety-sixth-test-questions";
import { NINETY_SEVENTH_TEST_CLOCK, ninetySeventhTestQuestions } from "./ninety-seventh-test-questions";
import { NINETY_EIGHTH_TEST_CLOCK, ninetyEighthTestQuestions } from "./ninety-eighth-test-questions";
import { NINETY_NINTH_TEST_CLOCK, ninetyNinthTestQuestions } from "./ninety-ninth-test-questions";
import { HUNDRED_FIRST_TEST_CLOCK, hundredFirstTestQuestions } from "./hundred-first-test-questions";
import { HUNDRED_SECOND_TEST_CLOCK, hundredSecondTestQuestions } from "./hundred-second-test-questions";
import { HUNDREDTH_TEST_CLOCK, hundredthTestQuestions } from "./hundredth-test-questions";
import { HUNDRED_THIRD_TEST_CLOCK, hundredThirdTestQuestions } from "./hundred-third-test-questions";
import { HUNDRED_FOURTH_TEST_CLOCK, hundredFourthTestQuestions } from "./hundred-fourth-test-questions";
import { HUNDRED_FIFTH_TEST_CLOCK, hundredFifthTestQuestions } from "./hundred-fifth-test-questions";
import { HUNDRED_SIXTH_TEST_CLOCK, hundredSixthTestQuestions } from "./hundred-sixth-test-questions";
import { HUNDRED_SEVENTH_TEST_CLOCK, hundredSeventhTestQuestions } from "./hundred-seventh-test-questions";
import { HUNDRED_EIGHTH_TEST_CLOCK, hundredEighthTestQuestions } from "./hundred-eighth-test-questions";
import { HUNDRED_NINTH_TEST_CLOCK, hundredNinthTestQuestions } from "./hundred-ninth-test-questions";
import { HUNDRED_TENTH_TEST_CLOCK, hundredTenthTestQuestions } from "./hundred-tenth-test-questions";
import { HUNDRED_ELEVENTH_TEST_CLOCK, hundredEleventhTestQuestions } from "./hundred-eleventh-test-questions";
import { HUNDRED_TWELFTH_TEST_CLOCK, hundredTwelfthTestQuestions } from "./hundred-twelfth-test-questions";
import { HUNDRED_THIRTEENTH_TEST_CLOCK, hundredThirteenthTestQuestions } from "./hundred-thirteenth-test-questions";
import { HUNDRED_FOURTEENTH_TEST_CLOCK, hundredFourteenthTestQuestions } from "./hundred-fourteenth-test-questions";
import { HUNDRED_FIFTEENTH_TEST_CLOCK, hundredFifteenthTestQuestions } from "./hundred-fifteenth-test-questions";
import { HUNDRED_SIXTEENTH_TEST_CLOCK, hundredSixteenthTestQuestions } from "./hundred-sixteenth-test-questions";
import { HUNDRED_SEVENTEENTH_TEST_CLOCK, hundredSeventeenthTestQuestions } from "./hundred-seventeenth-test-questions";
import { HUNDRED_EIGHTEENTH_TEST_CLOCK, hundredEighteenthTestQuestions } from "./hundred-eighteenth-test-questions";
import { HUNDRED_NINETEENTH_TEST_CLOCK, hundredNineteenthTestQuestions } from "./hundred-nineteenth-test-questions";
import { HUNDRED_TWENTIETH_TEST_CLOCK, hundredTwentiethTestQuestions } from "./hundred-twentieth-test-questions";
import { HUNDRED_TWENTY_FIRST_TEST_CLOCK, hundredTwentyFirstTestQuestions } from "./hundred-twenty-first-test-questions";
import { HUNDRED_TWENTY_SECOND_TEST_CLOCK, hundredTwentySecondTestQuestions } from "./hundred-twenty-second-test-questions";
import { HUNDRED_TWENTY_THIRD_TEST_CLOCK, hundredTwentyThirdTestQuestions } from "./hundred-twenty-third-test-questions";
import { HUNDRED_TWENTY_FOURTH_TEST_CLOCK, hundredTwentyFourthTestQuestions } from "./hundred-twenty-fourth-test-questions";
import { HUNDRED_TWENTY_FIFTH_TEST_CLOCK, hundredTwentyFifthTestQuestions } from "./hundred-twenty-fifth-test-questions";
import { HUNDRED_TWENTY_SIXTH_TEST_CLOCK, hundredTwentySixthTestQuestions } from "./hundred-twenty-sixth-test-questions";
import { HUNDRED_TWENTY_SEVENTH_TEST_CLOCK, hundredTwentySeventhTestQuestions } from "./hundred-twenty-seventh-test-questions";
import { HUNDRED_TWENTY_EIGHTH_TEST_CLOCK, hundredTwentyEighthTestQuestions } from "./hundred-twenty-eighth-test-questions";
import { HUNDRED_TWENTY_NINTH_TEST_CLOCK, hundredTwentyNinthTestQuestions } from "./hundred-twenty-ninth-test-questions";
import { HUNDRED_THIRTIETH_TEST_CLOCK, hundredThirtiethTestQuestions } from "./hundred-thirtieth-test-questions";
import { HUNDRED_THIRTY_FIRST_TEST_CLOCK, hundredThirtyFirstTestQuestions } from "./hundred-thirty-first-test-questions";
import { HUNDRED_THIRTY_SECOND_TEST_CLOCK, hundredThirtySecondTestQuestions } from "./hundred-thirty-second-test-questions";
import { HUNDRED_THIRTY_THIRD_TEST_CLOCK, hundredThirtyThirdTestQuestions } from "./hundred-thirty-third-test-questions";
import { HUNDRED_THIRTY_FOURTH_TEST_CLOCK, hundredThirtyFourthTestQuestions } from "./hundred-thirty-fourth-test-questions";
import { HUNDRED_THIRTY_FIFTH_TEST_CLOCK, hundredThirtyFifthTestQuestions } from "./hundred-thirty-fifth-test-questions";
import { HUNDRED_THIRTY_SIXTH_TEST_CLOCK, hundredThirtySixthTestQuestions } from "./hundred-thirty-sixth-test-questions";
import { HUNDRED_THIRTY_SEVENTH_TEST_CLOCK, hundredThirtySeventhTestQuestions } from "./hundred-thirty-seventh-test-questions";
import { HUNDRED_THIRTY_EIGHTH_TEST_CLOCK, hundredThirtyEighthTestQuestions } from "./hundred-thirty-eighth-test-questions";
import { HUNDRED_THIRTY_NINTH_TEST_CLOCK, hundredThirtyNinthTestQuestions } from "./hundred-thirty-ninth-test-questions";
import { HUNDRED_FORTIETH_TEST_CLOCK, hundredFortiethTestQuestions } from "./hundred-fortieth-test-questions";
import { HUNDRED_FORTY_FIRST_TEST_CLOCK, hundredFortyFirstTestQuestions } from "./hundred-forty-first-test-questions";
import { HUNDRED_FORTY_SECOND_TEST_CLOCK, hundredFortySecondTestQuestions } from "./hundred-forty-second-test-questions";
import { HUNDRED_FORTY_THIRD_TEST_CLOCK, hundredFortyThirdTestQuestions } from "./hundred-forty-third-test-questions";
import { HUNDRED_FORTY_FOURTH_TEST_CLOCK, hundredFortyFourthTestQuestions } from "./hundred-forty-fourth-test-questions";

export interface FrozenSet {
  key: string;
  name: string;
  questions: TestQuestion[];
  clock: Date;
  /** Whether its misses have been studied (and tuned against) since its figures were reported. */
  studied: boolean;
}

export const frozenSets = [
  { key: "first", name: "first frozen test set (seen in the first round of tuning)", questions: testQuestions, clock: TEST_CLOCK, studied: true },
  { key: "second", name: "second frozen test set (seen after the second round)", questions: blindTestQuestions, clock: BLIND_TEST_CLOCK, studied: true },
  { key: "third", name: "third frozen test set (never tuned against)", questions: thirdTestQuestions, clock: THIRD_TEST_CLOCK, studied: false },
  { key: "fourth", name: "fourth frozen test set (studied after the fourth round)", questions: fourthTestQuestions, clock: FOURTH_TEST_CLOCK, studied: true },
  { key: "fifth", name: "fifth frozen test set (studied after the fifth round)", questions: fifthTestQuestions, clock: FIFTH_TEST_CLOCK, studied: true },
  { key: "sixth", name: "sixth frozen test set (studied after the sixth round)", questions: sixthTestQuestions, clock: SIXTH_TEST_CLOCK, studied: true },
  { key: "seventh", name: "seventh frozen test set (studied after the seventh round)", questions: seventhTestQuestions, clock: SEVENTH_TEST_CLOCK, studied: true },
  { key: "eighth", name: "eighth frozen test set (studied after the eighth round)", questions: eighthTestQuestions, clock: EIGHTH_TEST_CLOCK, studied: true },
  { key: "ninth", name: "ninth frozen test set (studied after the ninth round)", questions: ninthTestQuestions, clock: NINTH_TEST_CLOCK, studied: true },
  { key: "tenth", name: "tenth frozen test set (studied after the tenth round)", questions: tenthTestQuestions, clock: TENTH_TEST_CLOCK, studied: true },
  { key: "eleventh", name: "eleventh frozen test set (studied after the eleventh round)", questions: eleventhTestQuestions, clock: ELEVENTH_TEST_CLOCK, studied: true },
  { key: "twelfth", name: "twelfth frozen test set (studied after the twelfth round)", questions: twelfthTestQuestions, clock: TWELFTH_TEST_CLOCK, studied: true },
  { key: "thirteenth", name: "thirteenth frozen test set (studied after the thirteenth round)", questions: thirteenthTestQuestions, clock: THIRTEENTH_TEST_CLOCK, studied: true },
  { key: "fourteenth", name: "fourteenth frozen test set (studied after the fourteenth round)", questions: fourteenthTestQuestions, clock: FOURTEENTH_TEST_CLOCK, studied: true },
  { key: "fifteenth", name: "fifteenth frozen test set (studied after the fifteenth round)", questions: fifteenthTestQuestions, clock: FIFTEENTH_TEST_CLOCK, studied: true },
  { key: "sixteenth", name: "sixteenth frozen test set (studied after the sixteenth round)", questions: sixteenthTestQuestions, clock: SIXTEENTH_TEST_CLOCK, studied: true },
  { key: "seventeenth", name: "seventeenth frozen test set (studied after the seventeenth round)", questions: seventeenthTestQuestions, clock: SEVENTEENTH_TEST_CLOCK, studied: true },
  { key: "eighteenth", name: "eighteenth frozen test set (studied after the eighteenth round)", questions: eighteenthTestQuestions, clock: EIGHTEENTH_TEST_CLOCK, studied: true },
  { key: "nineteenth", name: "nineteenth frozen test set (studied after the nineteenth round)", questions: nineteenthTestQuestions, clock: NINETEENTH_TEST_CLOCK, studied: true },
  { key: "twentieth", name: "twentieth frozen test set (studied after the twentieth round)", questions: twentiethTestQuestions, clock: TWENTIETH_TEST_CLOCK, studied: true },
  { key: "twentyFirst", name: "twenty-first frozen test set (studied after the twenty-first round)", questions: twentyFirstTestQuestions, clock: TWENTY_FIRST_TEST_CLOCK, studied: true },
  { key: "twentySecond", name: "twenty-second frozen test set (studied after the twenty-second round)", questions: twentySecondTestQuestions, clock: TWENTY_SECOND_TEST_CLOCK, studied: true },
  { key: "twentyThird", name: "twenty-third frozen test set (studied after the twenty-third round)", questions: twentyThirdTestQuestions, clock: TWENTY_THIRD_TEST_CLOCK, studied: true },
  { key: "twentyFourth", name: "twenty-fourth frozen test set (studied after the twenty-fourth round)", questions: twentyFourthTestQuestions, clock: TWENTY_FOURTH_TEST_CLOCK, studied: true },
  { key: "twentyFifth", name: "twenty-fifth frozen test set (studied after the twenty-fifth round)", questions: twentyFifthTestQuestions, clock: TWENTY_FIFTH_TEST_CLOCK, studied: true },
  { key: "twentySixth", name: "twenty-sixth frozen test set (studied after the twenty-sixth round)", questions: twentySixthTestQuestions, clock: TWENTY_SIXTH_TEST_CLOCK, studied: true },
  { key: "twentySeventh", name: "twenty-seventh frozen test set (studied after the twenty-seventh round)", questions: twentySeventhTestQuestions, clock: TWENTY_SEVENTH_TEST_CLOCK, studied: true },
  { key: "twentyEighth", name: "twenty-eighth frozen test set (studied after the twenty-eighth round)", questions: twentyEighthTestQuestions, clock: TWENTY_EIGHTH_TEST_CLOCK, studied: true },
  { key: "twentyNinth", name: "twenty-ninth frozen test set (studied after the twenty-ninth round)", questions: twentyNinthTestQuestions, clock: TWENTY_NINTH_TEST_CLOCK, studied: true },
  { key: "thirtieth", name: "thirtieth frozen test set (studied after the thirtieth round)", questions: thirtiethTestQuestions, clock: THIRTIETH_TEST_CLOCK, studied: true },
  { key: "thirtyFirst", name: "thirty-first frozen test set (studied after the thirty-first round)", questions: thirtyFirstTestQuestions, clock: THIRTY_FIRST_TEST_CLOCK, studied: true },
  { key: "thirtySecond", name: "thirty-second frozen test set (studied after the thirty-second round)", questions: thirtySecondTestQuestions, clock: THIRTY_SECOND_TEST_CLOCK, studied: true },
  { key: "thirtyThird", name: "thirty-third frozen test set (studied after the thirty-third round)", questions: thirtyThirdTestQuestions, clock: THIRTY_THIRD_TEST_CLOCK, studied: true },
  { key: "thirtyFourth", name: "thirty-fourth frozen test set (studied after the thirty-fourth round)", questions: thirtyFourthTestQuestions, clock: THIRTY_FOURTH_TEST_CLOCK, studied: true },
  { key: "thirtyFifth", name: "thirty-fifth frozen test set (studied after the thirty-fifth round)", questions: thirtyFifthTestQuestions, clock: THIRTY_FIFTH_TEST_CLOCK, studied: true },
  { key: "thirtySixth", name: "thirty-sixth frozen test set (studied after the thirty-sixth round)", questions: thirtySixthTestQuestions, clock: THIRTY_SIXTH_TEST_CLOCK, studied: true },
  { key: "thirtySeventh", name: "thirty-seventh frozen test set (studied after the thirty-seventh round)", questions: thirtySeventhTestQuestions, clock: THIRTY_SEVENTH_TEST_CLOCK, studied: true },
  { key: "thirtyEighth", name: "thirty-eighth frozen test set (studied after the thirty-eighth round)", questions: thirtyEighthTestQuestions, clock: THIRTY_EIGHTH_TEST_CLOCK, studied: true },
  { key: "thirtyNinth", name: "thirty-ninth frozen test set (studied after the thirty-ninth round)", questions: thirtyNinthTestQuestions, clock: THIRTY_NINTH_TEST_CLOCK, studied: true },
  { key: "fortieth", name: "fortieth frozen test set (studied after the fortieth round)", questions: fortiethTestQuestions, clock: FORTIETH_TEST_CLOCK, studied: true },
  { key: "fortyFirst", name: "forty-first frozen test set (studied after the forty-first round)", questions: fortyFirstTestQuestions, clock: FORTY_FIRST_TEST_CLOCK, studied: true },
  { key: "fortySecond", name: "forty-second frozen test set (studied after the forty-second round)", questions: fortySecondTestQuestions, clock: FORTY_SECOND_TEST_CLOCK, studied: true },
  { key: "fortyThird", name: "forty-third frozen test set (studied after the forty-third round)", questions: fortyThirdTestQuestions, clock: FORTY_THIRD_TEST_CLOCK, studied: true },
  { key: "fortyFourth", name: "forty-fourth frozen test set (studied after the forty-fourth round)", questions: fortyFourthTestQuestions, clock: FORTY_FOURTH_TEST_CLOCK, studied: true },
  { key: "fortyFifth", name: "forty-fifth frozen test set (studied after the forty-fifth round)", questions: fortyFifthTestQuestions, clock: FORTY_FIFTH_TEST_CLOCK, studied: true },
  { key: "fortySixth", name: "forty-sixth frozen test set (studied after the forty-sixth round)", questions: fortySixthTestQuestions, clock: FORTY_SIXTH_TEST_CLOCK, studied: true },
  { key: "fortySeventh", name: "forty-seventh frozen test set (studied after the forty-seventh round)", questions: fortySeventhTestQuestions, clock: FORTY_SEVENTH_TEST_CLOCK, studied: true },
  { key: "fortyEighth", name: "forty-eighth frozen test set (studied after the forty-eighth round)", questions: fortyEighthTestQuestions, clock: FORTY_EIGHTH_TEST_CLOCK, studied: true },
  { key: "fortyNinth", name: "forty-ninth frozen test set (studied after the forty-ninth round)", questions: fortyNinthTestQuestions, clock: FORTY_NINTH_TEST_CLOCK, studied: true },
  { key: "fiftieth", name: "fiftieth frozen test set (studied after the fiftieth round)", questions: fiftiethTestQuestions, clock: FIFTIETH_TEST_CLOCK, studied: true },
  { key: "fiftyFirst", name: "fifty-first frozen test set (studied after the fifty-first round)", questions: fiftyFirstTestQuestions, clock: FIFTY_FIRST_TEST_CLOCK, studied: true },
  { key: "fiftySecond", name: "fifty-second frozen test set (studied after the fifty-second round)", questions: fiftySecondTestQuestions, clock: FIFTY_SECOND_TEST_CLOCK, studied: true },
  { key: "fiftyThird", name: "fifty-third frozen test set (studied after the fifty-third round)", questions: fiftyThirdTestQuestions, clock: FIFTY_THIRD_TEST_CLOCK, studied: true },
  { key: "fiftyFourth", name: "fifty-fourth frozen test set (studied after the fifty-fourth round)", questions: fiftyFourthTestQuestions, clock: FIFTY_FOURTH_TEST_CLOCK, studied: true },
  { key: "fiftyFifth", name: "fifty-fifth frozen test set (studied after the fifty-fifth round)", questions: fiftyFifthTestQuestions, clock: FIFTY_FIFTH_TEST_CLOCK, studied: true },
  { key: "fiftySixth", name: "fifty-sixth frozen test set (studied after the fifty-sixth round)", questions: fiftySixthTestQuestions, clock: FIFTY_SIXTH_TEST_CLOCK, studied: true },
  { key: "fiftySeventh", name: "fifty-seventh frozen test set (studied after the fifty-seventh round)", questions: fiftySeventhTestQuestions, clock: FIFTY_SEVENTH_TEST_CLOCK, studied: true },
  { key: "fiftyEighth", name: "fifty-eighth frozen test set (studied after the fifty-eighth round)", questions: fiftyEighthTestQuestions, clock: FIFTY_EIGHTH_TEST_CLOCK, studied: true },
  { key: "fiftyNinth", name: "fifty-ninth frozen test set (studied after the fifty-ninth round)", questions: fiftyNinthTestQuestions, clock: FIFTY_NINTH_TEST_CLOCK, studied: true },
  { key: "sixtieth", name: "sixtieth frozen test set (studied after the sixtieth round)", questions: sixtiethTestQuestions, clock: SIXTIETH_TEST_CLOCK, studied: true },
  { key: "sixtyFirst", name: "sixty-first frozen test set (studied after the sixty-first round)", questions: sixtyFirstTestQuestions, clock: SIXTY_FIRST_TEST_CLOCK, studied: true },
  { key: "sixtySecond", name: "sixty-second frozen test set (studied after the sixty-second round)", questions: sixtySecondTestQuestions, clock: SIXTY_SECOND_TEST_CLOCK, studied: true },
  { key: "sixtyThird", name: "sixty-third frozen test set (studied after the sixty-third round)", questions: sixtyThirdTestQuestions, clock: SIXTY_THIRD_TEST_CLOCK, studied: true },
  { key: "sixtyFourth", name: "sixty-fourth frozen test set (studied after the sixty-fourth round)", questions: sixtyFourthTestQuestions, clock: SIXTY_FOURTH_TEST_CLOCK, studied: true },
  { key: "sixtyFifth", name: "sixty-fifth frozen test set (studied after the sixty-fifth round)", questions: sixtyFifthTestQuestions, clock: SIXTY_FIFTH_TEST_CLOCK, studied: true },
  { key: "sixtySixth", name: "sixty-sixth frozen test set (studied after the sixty-sixth round)", questions: sixtySixthTestQuestions, clock: SIXTY_SIXTH_TEST_CLOCK, studied: true },
  { key: "sixtySeventh", name: "sixty-seventh frozen test set (studied after the sixty-seventh round)", questions: sixtySeventhTestQuestions, clock: SIXTY_SEVENTH_TEST_CLOCK, studied: true },
  { key: "sixtyEighth", name: "sixty-eighth frozen test set (studied after the sixty-eighth round)", questions: sixtyEighthTestQuestions, clock: SIXTY_EIGHTH_TEST_CLOCK, studied: true },
  { key: "sixtyNinth", name: "sixty-ninth frozen test set (studied after the sixty-ninth round)", questions: sixtyNinthTestQuestions, clock: SIXTY_NINTH_TEST_CLOCK, studied: true },
  { key: "seventieth", name: "seventieth frozen test set (studied after the seventieth round)", questions: seventiethTestQuestions, clock: SEVENTIETH_TEST_CLOCK, studied: true },
  { key: "seventyFirst", name: "seventy-first frozen test set (studied after the seventy-first round)", questions: seventyFirstTestQuestions, clock: SEVENTY_FIRST_TEST_CLOCK, studied: true },
  { key: "seventySecond", name: "seventy-second frozen test set (studied after the seventy-second round)", questions: seventySecondTestQuestions, clock: SEVENTY_SECOND_TEST_CLOCK, studied: true },
  { key: "seventyThird", name: "seventy-third frozen test set (studied after the seventy-third round)", questions: seventyThirdTestQuestions, clock: SEVENTY_THIRD_TEST_CLOCK, studied: true },
  { key: "seventyFourth", name: "seventy-fourth frozen test set (studied after the seventy-fourth round)", questions: seventyFourthTestQuestions, clock: SEVENTY_FOURTH_TEST_CLOCK, studied: true },
  { key: "seventyFifth", name: "seventy-fifth frozen test set (studied after the seventy-fifth round)", questions: seventyFifthTestQuestions, clock: SEVENTY_FIFTH_TEST_CLOCK, studied: true },
  { key: "seventySixth", name: "seventy-sixth frozen test set (studied after the seventy-sixth round)", questions: seventySixthTestQuestions, clock: SEVENTY_SIXTH_TEST_CLOCK, studied: true },
  { key: "seventySeventh", name: "seventy-seventh frozen test set (studied after the seventy-seventh round)", questions: seventySeventhTestQuestions, clock: SEVENTY_SEVENTH_TEST_CLOCK, studied: true },
  { key: "seventyEighth", name: "seventy-eighth frozen test set (studied after the seventy-eighth round)", questions: seventyEighthTestQuestions, clock: SEVENTY_EIGHTH_TEST_CLOCK, studied: true },
  { key: "seventyNinth", name: "seventy-ninth frozen test set (studied after the seventy-ninth round)", questions: seventyNinthTestQuestions, clock: SEVENTY_NINTH_TEST_CLOCK, studied: true },
  { key: "eightieth", name: "eightieth frozen test set (studied after the eightieth round)", questions: eightiethTestQuestions, clock: EIGHTIETH_TEST_CLOCK, studied: true },
  { key: "eightyFirst", name: "eighty-first frozen test set (studied after the eighty-first round)", questions: eightyFirstTestQuestions, clock: EIGHTY_FIRST_TEST_CLOCK, studied: true },
  { key: "eightySecond", name: "eighty-second frozen test set (studied after the eighty-second round)", questions: eightySecondTestQuestions, clock: EIGHTY_SECOND_TEST_CLOCK, studied: true },
  { key: "eightyThird", name: "eighty-third frozen test set (studied after the eighty-third round)", questions: eightyThirdTestQuestions, clock: EIGHTY_THIRD_TEST_CLOCK, studied: true },
  { key: "eightyFourth", name: "eighty-fourth frozen test set (studied after the eighty-fourth round)", questions: eightyFourthTestQuestions, clock: EIGHTY_FOURTH_TEST_CLOCK, studied: true },
  { key: "eightyFifth", name: "eighty-fifth frozen test set (studied after the eighty-fifth round)", questions: eightyFifthTestQuestions, clock: EIGHTY_FIFTH_TEST_CLOCK, studied: true },
  { key: "eightySixth", name: "eighty-sixth frozen test set (studied after the eighty-sixth round)", questions: eightySixthTestQuestions, clock: EIGHTY_SIXTH_TEST_CLOCK, studied: true },
  { key: "eightySeventh", name: "eighty-seventh frozen test set (studied after the eighty-seventh round)", questions: eightySeventhTestQuestions, clock: EIGHTY_SEVENTH_TEST_CLOCK, studied: true },
  { key: "eightyEighth", name: "eighty-eighth frozen test set (studied after the eighty-eighth round)", questions: eightyEighthTestQuestions, clock: EIGHTY_EIGHTH_TEST_CLOCK, studied: true },
  { key: "eightyNinth", name: "eighty-ninth frozen test set (studied after the eighty-ninth round)", questions: eightyNinthTestQuestions, clock: EIGHTY_NINTH_TEST_CLOCK, studied: true },
  { key: "ninetieth", name: "ninetieth frozen test set (studied after the ninetieth round)", questions: ninetiethTestQuestions, clock: NINETIETH_TEST_CLOCK, studied: true },
  { key: "ninetyFirst", name: "ninety-first frozen test set (studied after the ninety-first round)", questions: ninetyFirstTestQuestions, clock: NINETY_FIRST_TEST_CLOCK, studied: true },
  { key: "ninetySecond", name: "ninety-second frozen test set (studied after the ninety-second round)", questions: ninetySecondTestQuestions, clock: NINETY_SECOND_TEST_CLOCK, studied: true },
  { key: "ninetyThird", name: "ninety-third frozen test set (studied after the ninety-third round)", questions: ninetyThirdTestQuestions, clock: NINETY_THIRD_TEST_CLOCK, studied: true },
  { key: "ninetyFourth", name: "ninety-fourth frozen test set (studied after the ninety-fourth round)", questions: ninetyFourthTestQuestions, clock: NINETY_FOURTH_TEST_CLOCK, studied: true },
  { key: "ninetyFifth", name: "ninety-fifth frozen test set (studied after the ninety-fifth round)", questions: ninetyFifthTestQuestions, clock: NINETY_FIFTH_TEST_CLOCK, studied: true },
  { key: "ninetySixth", name: "ninety-sixth frozen test set (studied after the ninety-sixth round)", questions: ninetySixthTestQuestions, clock: NINETY_SIXTH_TEST_CLOCK, studied: true },
  { key: "ninetySeventh", name: "ninety-seventh frozen test set (studied after the ninety-seventh round)", questions: ninetySeventhTestQuestions, clock: NINETY_SEVENTH_TEST_CLOCK, studied: true },
  { key: "ninetyEighth", name: "ninety-eighth frozen test set (studied after the ninety-eighth round)", questions: ninetyEighthTestQuestions, clock: NINETY_EIGHTH_TEST_CLOCK, studied: true },
  { key: "ninetyNinth", name: "ninety-ninth frozen test set (studied after the ninety-ninth round)", questions: ninetyNinthTestQuestions, clock: NINETY_NINTH_TEST_CLOCK, studied: true },
  { key: "hundredFirst", name: "hundred-first frozen test set (studied after the hundred-first round)", questions: hundredFirstTestQuestions, clock: HUNDRED_FIRST_TEST_CLOCK, studied: true },
  { key: "hundredSecond", name: "hundred-second frozen test set (studied after the hundred-second round)", questions: hundredSecondTestQuestions, clock: HUNDRED_SECOND_TEST_CLOCK, studied: true },
  { key: "hundredth", name: "hundredth frozen test set (studied after the hundredth round)", questions: hundredthTestQuestions, clock: HUNDREDTH_TEST_CLOCK, studied: true },
  { key: "hundredThird", name: "hundred-third frozen test set (studied after the hundred-third round)", questions: hundredThirdTestQuestions, clock: HUNDRED_THIRD_TEST_CLOCK, studied: true },
  { key: "hundredFourth", name: "hundred-fourth frozen test set (studied after the hundred-fourth round)", questions: hundredFourthTestQuestions, clock: HUNDRED_FOURTH_TEST_CLOCK, studied: true },
  { key: "hundredFifth", name: "hundred-fifth frozen test set (studied after the hundred-fifth round)", questions: hundredFifthTestQuestions, clock: HUNDRED_FIFTH_TEST_CLOCK, studied: true },
  { key: "hundredSixth", name: "hundred-sixth frozen test set (studied after the hundred-sixth round)", questions: hundredSixthTestQuestions, clock: HUNDRED_SIXTH_TEST_CLOCK, studied: true },
  { key: "hundredSeventh", name: "hundred-seventh frozen test set (studied after the hundred-seventh round)", questions: hundredSeventhTestQuestions, clock: HUNDRED_SEVENTH_TEST_CLOCK, studied: true },
  { key: "hundredEighth", name: "hundred-eighth frozen test set (studied after the hundred-eighth round)", questions: hundredEighthTestQuestions, clock: HUNDRED_EIGHTH_TEST_CLOCK, studied: true },
  { key: "hundredNinth", name: "hundred-ninth frozen test set (studied after the hundred-ninth round)", questions: hundredNinthTestQuestions, clock: HUNDRED_NINTH_TEST_CLOCK, studied: true },
  { key: "hundredTenth", name: "hundred-tenth frozen test set (studied after the hundred-tenth round)", questions: hundredTenthTestQuestions, clock: HUNDRED_TENTH_TEST_CLOCK, studied: true },
  { key: "hundredEleventh", name: "hundred-eleventh frozen test set (studied after the hundred-eleventh round)", questions: hundredEleventhTestQuestions, clock: HUNDRED_ELEVENTH_TEST_CLOCK, studied: true },
  { key: "hundredTwelfth", name: "hundred-twelfth frozen test set (studied after the hundred-twelfth round)", questions: hundredTwelfthTestQuestions, clock: HUNDRED_TWELFTH_TEST_CLOCK, studied: true },
  { key: "hundredThirteenth", name: "hundred-thirteenth frozen test set (studied after the hundred-thirteenth round)", questions: hundredThirteenthTestQuestions, clock: HUNDRED_THIRTEENTH_TEST_CLOCK, studied: true },
  { key: "hundredFourteenth", name: "hundred-fourteenth frozen test set (studied after the hundred-fourteenth round)", questions: hundredFourteenthTestQuestions, clock: HUNDRED_FOURTEENTH_TEST_CLOCK, studied: true },
  { key: "hundredFifteenth", name: "hundred-fifteenth frozen test set (studied after the hundred-fifteenth round)", questions: hundredFifteenthTestQuestions, clock: HUNDRED_FIFTEENTH_TEST_CLOCK, studied: true },
  { key: "hundredSixteenth", name: "hundred-sixteenth frozen test set (studied after the hundred-sixteenth round)", questions: hundredSixteenthTestQuestions, clock: HUNDRED_SIXTEENTH_TEST_CLOCK, studied: true },
  { key: "hundredSeventeenth", name: "hundred-seventeenth frozen test set (studied after the hundred-seventeenth round)", questions: hundredSeventeenthTestQuestions, clock: HUNDRED_SEVENTEENTH_TEST_CLOCK, studied: true },
  { key: "hundredEighteenth", name: "hundred-eighteenth frozen test set (studied after the hundred-eighteenth round)", questions: hundredEighteenthTestQuestions, clock: HUNDRED_EIGHTEENTH_TEST_CLOCK, studied: true },
  { key: "hundredNineteenth", name: "hundred-nineteenth frozen test set (studied after the hundred-nineteenth round)", questions: hundredNineteenthTestQuestions, clock: HUNDRED_NINETEENTH_TEST_CLOCK, studied: true },
  { key: "hundredTwentieth", name: "hundred-twentieth frozen test set (studied after the hundred-twentieth round)", questions: hundredTwentiethTestQuestions, clock: HUNDRED_TWENTIETH_TEST_CLOCK, studied: true },
  { key: "hundredTwentyFirst", name: "hundred-twenty-first frozen test set (studied after the hundred-twenty-first round)", questions: hundredTwentyFirstTestQuestions, clock: HUNDRED_TWENTY_FIRST_TEST_CLOCK, studied: true },
  { key: "hundredTwentySecond", name: "hundred-twenty-second frozen test set (studied after the hundred-twenty-second round)", questions: hundredTwentySecondTestQuestions, clock: HUNDRED_TWENTY_SECOND_TEST_CLOCK, studied: true },
  { key: "hundredTwentyThird", name: "hundred-twenty-third frozen test set (studied after the hundred-twenty-third round)", questions: hundredTwentyThirdTestQuestions, clock: HUNDRED_TWENTY_THIRD_TEST_CLOCK, studied: true },
  { key: "hundredTwentyFourth", name: "hundred-twenty-fourth frozen test set (studied after the hundred-twenty-fourth round)", questions: hundredTwentyFourthTestQuestions, clock: HUNDRED_TWENTY_FOURTH_TEST_CLOCK, studied: true },
  { key: "hundredTwentyFifth", name: "hundred-twenty-fifth frozen test set (studied after the hundred-twenty-fifth round)", questions: hundredTwentyFifthTestQuestions, clock: HUNDRED_TWENTY_FIFTH_TEST_CLOCK, studied: true },
  { key: "hundredTwentySixth", name: "hundred-twenty-sixth frozen test set (studied after the hundred-twenty-sixth round)", questions: hundredTwentySixthTestQuestions, clock: HUNDRED_TWENTY_SIXTH_TEST_CLOCK, studied: true },
  { key: "hundredTwentySeventh", name: "hundred-twenty-seventh frozen test set (studied after the hundred-twenty-seventh round)", questions: hundredTwentySeventhTestQuestions, clock: HUNDRED_TWENTY_SEVENTH_TEST_CLOCK, studied: true },
  { key: "hundredTwentyEighth", name: "hundred-twenty-eighth frozen test set (studied after the hundred-twenty-eighth round)", questions: hundredTwentyEighthTestQuestions, clock: HUNDRED_TWENTY_EIGHTH_TEST_CLOCK, studied: true },
  { key: "hundredTwentyNinth", name: "hundred-twenty-ninth frozen test set (studied after the hundred-twenty-ninth round)", questions: hundredTwentyNinthTestQuestions, clock: HUNDRED_TWENTY_NINTH_TEST_CLOCK, studied: true },
  { key: "hundredThirtieth", name: "hundred-thirtieth frozen test set (studied after the hundred-thirtieth round)", questions: hundredThirtiethTestQuestions, clock: HUNDRED_THIRTIETH_TEST_CLOCK, studied: true },
  { key: "hundredThirtyFirst", name: "hundred-thirty-first frozen test set (studied after the hundred-thirty-first round)", questions: hundredThirtyFirstTestQuestions, clock: HUNDRED_THIRTY_FIRST_TEST_CLOCK, studied: true },
  { key: "hundredThirtySecond", name: "hundred-thirty-second frozen test set (studied after the hundred-thirty-second round)", questions: hundredThirtySecondTestQuestions, clock: HUNDRED_THIRTY_SECOND_TEST_CLOCK, studied: true },
  { key: "hundredThirtyThird", name: "hundred-thirty-third frozen test set (studied after the hundred-thirty-third round)", questions: hundredThirtyThirdTestQuestions, clock: HUNDRED_THIRTY_THIRD_TEST_CLOCK, studied: true },
  { key: "hundredThirtyFourth", name: "hundred-thirty-fourth frozen test set (studied after the hundred-thirty-fourth round)", questions: hundredThirtyFourthTestQuestions, clock: HUNDRED_THIRTY_FOURTH_TEST_CLOCK, studied: true },
  { key: "hundredThirtyFifth", name: "hundred-thirty-fifth frozen test set (studied after the hundred-thirty-fifth round)", questions: hundredThirtyFifthTestQuestions, clock: HUNDRED_THIRTY_FIFTH_TEST_CLOCK, studied: true },
  { key: "hundredThirtySixth", name: "hundred-thirty-sixth frozen test set (studied after the hundred-thirty-sixth round)", questions: hundredThirtySixthTestQuestions, clock: HUNDRED_THIRTY_SIXTH_TEST_CLOCK, studied: true },
  { key: "hundredThirtySeventh", name: "hundred-thirty-seventh frozen test set (studied after the hundred-thirty-seventh round)", questions: hundredThirtySeventhTestQuestions, clock: HUNDRED_THIRTY_SEVENTH_TEST_CLOCK, studied: true },
  { key: "hundredThirtyEighth", name: "hundred-thirty-eighth frozen test set (studied after the hundred-thirty-eighth round)", questions: hundredThirtyEighthTestQuestions, clock: HUNDRED_THIRTY_EIGHTH_TEST_CLOCK, studied: true },
  { key: "hundredThirtyNinth", name: "hundred-thirty-ninth frozen test set (studied after the hundred-thirty-ninth round)", questions: hundredThirtyNinthTestQuestions, clock: HUNDRED_THIRTY_NINTH_TEST_CLOCK, studied: true },
  { key: "hundredFortieth", name: "hundred-fortieth frozen test set (studied after the hundred-fortieth round)", questions: hundredFortiethTestQuestions, clock: HUNDRED_FORTIETH_TEST_CLOCK, studied: true },
  { key: "hundredFortyFirst", name: "hundred-forty-first frozen test set (studied after the hundred-forty-first round)", questions: hundredFortyFirstTestQuestions, clock: HUNDRED_FORTY_FIRST_TEST_CLOCK, studied: true },
  { key: "hundredFortySecond", name: "hundred-forty-second frozen test set (studied after the hundred-forty-second round)", questions: hundredFortySecondTestQuestions, clock: HUNDRED_FORTY_SECOND_TEST_CLOCK, studied: true },
  { key: "hundredFortyThird", name: "hundred-forty-third frozen test set (studied after the hundred-forty-third round)", questions: hundredFortyThirdTestQuestions, clock: HUNDRED_FORTY_THIRD_TEST_CLOCK, studied: true },
  { key: "hundredFortyFourth", name: "hundred-forty-fourth frozen test set (studied after the hundred-forty-fourth round)", questions: hundredFortyFourthTestQuestions, clock: HUNDRED_FORTY_FOURTH_TEST_CLOCK, studied: true },
] as const satisfies readonly FrozenSet[];

export type FrozenSetKey = (typeof frozenSets)[number]["key"];
