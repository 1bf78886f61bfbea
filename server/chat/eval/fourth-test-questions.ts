// FOURTH FROZEN TEST SET (issue 9): written from the site's content alone, by
// someone who had not seen the answerer, its code or any earlier evaluation
// set, before the fourth round of tuning; never edited after its first commit.
import type { TestQuestion } from "./test-questions";

/**
 * Wednesday 26 November 2025, 06:30 Morocco time (UTC+1), i.e. 05:30 UTC: the
 * early morning of day 5 (Sahara Desert Adventure), half an hour before the
 * 07:00 departure over the High Atlas. "Today" is day 5, "tonight" is the
 * desert camp, "tomorrow" is day 6 (Thursday Nov 27, Journey to Fes),
 * "yesterday" is day 4 (Tuesday Nov 25), "the day after tomorrow" and
 * "friday" are day 7 (Nov 28), "saturday" is day 8 (Nov 29) and "this sunday"
 * is day 9 (Nov 30).
 */
export const FOURTH_TEST_CLOCK = new Date("2025-11-26T05:30:00Z");

export const fourthTestQuestions: TestQuestion[] = [
  // ---- Today: day 5, Wednesday Nov 26 ----
  {
    question: "ok wat are we actually doing today",
    parts: [[/atlas|tichka/i], [/a[iï]t[ -]?ben ?haddou/i], [/camel/i], [/camp|tent/i]],
    links: ["/day/5"],
  },
  { question: "what time r we leaving this morning", parts: [[/\b0?7[:.]00|\b7 ?am/i]], links: ["/day/5"] },
  {
    question: "whats the plan for dinner tonight and what time",
    parts: [[/camp|tent|tagine/i], [/\b19[:.]30|\b7[:.]30 ?pm/i]],
    links: ["/day/5"],
  },
  { question: "how high up is that mountain pass we drive over", parts: [[/2[,. ]?200/]], links: ["/day/5"] },
  {
    question: "wait which movies were shot at the ait ben haddou place",
    parts: [[/gladiator/i], [/game of thrones/i]],
    links: ["/day/5"],
  },
  { question: "camel ride time?? 🐪", parts: [[/\b16[:.]30|\b4[:.]30 ?pm/i]], links: ["/day/5"] },
  {
    question: "do i have to pay extra for the camels or is it in the camp price",
    parts: [[/included|includes|covers|part of/i]],
    links: ["/day/5", "/accommodations", "/budget"],
  },
  {
    question: "how much $$ is the desert camp",
    parts: [[/\$ ?95|95 (dollars|usd)/i]],
    links: ["/day/5", "/accommodations", "/budget", "/faq", "/"],
  },
  {
    question: "what does the camp money cover exactly",
    parts: [[/activit/i], [/dinner/i], [/breakfast/i]],
    links: ["/day/5", "/accommodations", "/budget"],
  },
  {
    question: "what do i wear for the desert today its gonna be cold right",
    parts: [[/layer/i, /fleece|scarf|closed shoes/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "can i bring my big suitcase on the camel lol",
    parts: [[/small|overnight bag/i]],
    links: ["/faq"],
  },
  {
    question: "do i need anything for car sickness today, i get queasy on twisty roads",
    parts: [[/motion.?sickness|travel.?sickness|tablets|pills/i]],
    links: ["/day/5", "/faq"],
  },
  {
    question: "where r we sleeping tonite",
    parts: [[/camp|tent/i, /zagora|dune|desert/i]],
    links: ["/day/5", "/accommodations"],
  },
  {
    question: "where do we have lunch today",
    parts: [[/a[iï]t[ -]?ben ?haddou|river/i]],
    links: ["/day/5"],
  },
  {
    question: "besides the dunes is there anything to do at camp tonight",
    parts: [[/drum|campfire|fire|stars|stargaz/i]],
    links: ["/day/5", "/accommodations"],
  },

  // ---- Tomorrow: day 6, Thursday Nov 27 ----
  {
    question: "wat time is the sunrise thing tmrw",
    parts: [[/\b0?6[:.]30|\b6 ?am|\b6[:.]30 ?am/i]],
    links: ["/day/6"],
  },
  {
    question: "how long does the train to fes take",
    parts: [[/\b6 ?(hours|hrs|h\b|-hour)|six(-| )hour/i]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "what time does our train leave tomorrow",
    parts: [[/\b15[:.]00|\b3(:00)? ?pm/i]],
    links: ["/day/6"],
  },
  {
    question: "train ticket cost?",
    parts: [[/\$ ?45|45 (dollars|usd)/i]],
    links: ["/day/6", "/faq", "/budget"],
  },
  {
    question: "which cities does the fes train go thru",
    parts: [[/casablanca/i, /rabat/i, /meknes/i]],
    links: ["/day/6"],
  },
  { question: "are we in 1st class or 2nd on the train", parts: [[/first.?class|1st class/i]], links: ["/day/6"] },
  {
    question: "who has the train tickets, do i need to buy mine",
    parts: [[/host/i]],
    links: ["/day/6", "/faq"],
  },
  {
    question: "what time do we roll into the fes riad tmrw night",
    parts: [[/\b21[:.]00|\b9(:00)? ?pm/i]],
    links: ["/day/6"],
  },
  {
    question: "will there be food when we get to fes or should i eat on the train",
    parts: [[/supper|late (dinner|meal)|dinner (is |will be )?waiting/i]],
    links: ["/day/6"],
  },
  {
    question: "what time do we leave the camp tomorrow for the drive back",
    parts: [[/\b0?8[:.]00|\b8 ?am/i]],
    links: ["/day/6"],
  },
  {
    question: "do we stop to eat on the drive back thursday",
    parts: [[/lunch/i]],
    links: ["/day/6"],
  },

  // ---- Yesterday: day 4, Tuesday Nov 25 ----
  {
    question: "whats the name of the palace resturant from last night",
    parts: [[/dar yacout/i]],
    links: ["/day/4", "/dinners"],
  },
  { question: "how much was majorelle garden yesterday", parts: [[/\$ ?18|18 (dollars|usd)/i]], links: ["/day/4", "/budget"] },
  { question: "and the ysl museum ticket", parts: [[/\$ ?15|15 (dollars|usd)/i]], links: ["/day/4", "/budget"] },
  {
    question: "what time was the photoshoot yesterday, wanna tell my mom",
    parts: [[/\b0?8[:.]30|\b8[:.]30 ?am/i]],
    links: ["/day/4"],
  },
  {
    question: "what colors look good for the photo shoot",
    parts: [[/jewel|white|gold/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "which day was the photographer with us",
    parts: [[/day 4|tuesday|nov(ember)? 25|25(th)? nov/i]],
    links: ["/day/4", "/"],
  },
  {
    question: "how much was the souk guide yesterday",
    parts: [[/\$ ?5\b|5 (dollars|usd)|five dollars/i]],
    links: ["/day/4", "/budget", "/"],
  },
  {
    question: "palace dinner pricey? who pays",
    parts: [[/individual|yourself|your own|at the restaurant|separately/i]],
    links: ["/day/4", "/dinners", "/budget"],
  },
  {
    question: "dress code for dar yacout",
    parts: [[/dressy|best evening|kaftan|djellaba/i]],
    links: ["/day/4", "/dinners", "/faq"],
  },
  {
    question: "who sorted the majorelle tix",
    parts: [[/host/i]],
    links: ["/day/4"],
  },

  // ---- Day 0, Friday Nov 21 ----
  {
    question: "what time did the trip officially start on day 0 and at which airport",
    parts: [[/\b11[:.]00|\b11 ?am/i], [/menara|RAK/i]],
    links: ["/day/0", "/faq"],
  },
  {
    question: "the airport car from rak, how much and can i pay card",
    parts: [[/\$ ?45|45 (dollars|usd)/i], [/cash/i]],
    links: ["/day/0", "/budget", "/faq"],
  },
  {
    question: "wats the welcome dinner place called and how much",
    parts: [[/foundouk/i], [/40.{1,5}60/]],
    links: ["/day/0", "/dinners", "/budget"],
  },
  {
    question: "was there a deposit to hold the first dinner table",
    parts: [[/\$ ?20|20 (dollars|usd)/i]],
    links: ["/day/0", "/dinners", "/budget"],
  },
  {
    question: "how much per person was the first riad",
    parts: [[/\$ ?45|45 (dollars|usd)/i]],
    links: ["/day/0", "/accommodations", "/budget"],
  },
  {
    question: "what food did they serve at le foundouk",
    parts: [[/tagine|zaalouk|briouat/i]],
    links: ["/dinners"],
  },
  {
    question: "what time was dinner on the first night",
    parts: [[/\b20[:.]00|\b8(:00)? ?pm/i]],
    links: ["/day/0", "/dinners"],
  },

  // ---- Day 1, Saturday Nov 22 ----
  {
    question: "when can u check in at the villa",
    parts: [[/\b15[:.]00|\b3(:00)? ?pm/i]],
    links: ["/day/1", "/accommodations", "/faq"],
  },
  { question: "villa checkout time?", parts: [[/\b11[:.]00|\b11 ?am/i]], links: ["/accommodations", "/faq"] },
  {
    question: "how much is the hammam + massage combo",
    parts: [[/\$ ?60|60 (dollars|usd)/i]],
    links: ["/day/1", "/faq", "/budget"],
  },
  { question: "how do i get a massage slot", parts: [[/host/i]], links: ["/day/1", "/faq"] },
  {
    question: "whats involved in the hammam thing, never done one",
    parts: [[/scrub|kessa|black (olive )?soap|rhassoul|steam/i]],
    links: ["/day/1"],
  },
  {
    question: "can i just walk around the villa in my bikini",
    parts: [[/cover.?up/i]],
    links: ["/day/1"],
  },
  {
    question: "what did we do on saturday evening, the 22nd",
    parts: [[/sunset|pool/i]],
    links: ["/day/1"],
  },

  // ---- Day 2, Sunday Nov 23 ----
  {
    question: "where was the bday dinner",
    parts: [[/comptoir darna/i]],
    links: ["/day/2", "/dinners"],
  },
  {
    question: "how much did the birthday dinner cost per person",
    parts: [[/100.{1,5}120/]],
    links: ["/day/2", "/dinners", "/budget"],
  },
  {
    question: "what was the dress code for the golden bday party",
    parts: [[/gold/i, /cocktail/i]],
    links: ["/day/2", "/dinners", "/faq"],
  },
  {
    question: "which sights were on the day 2 walking tour",
    parts: [[/bahia/i], [/ben youssef/i], [/jardin secret|secret garden/i]],
    links: ["/day/2"],
  },
  {
    question: "walking tour price",
    parts: [[/\$ ?10\b|10 (dollars|usd)/i, /museum/i]],
    links: ["/day/2", "/budget", "/"],
  },
  {
    question: "bar crawl what time n where",
    parts: [[/\b22[:.]30|\b10[:.]30 ?pm/i], [/gueliz|hivernage/i]],
    links: ["/day/2"],
  },
  {
    question: "is the bar crawl free or what",
    parts: [[/\$ ?10\b|10 (dollars|usd)/i], [/drinks/i]],
    links: ["/day/2", "/budget"],
  },
  {
    question: "villa breakfast how much",
    parts: [[/\$ ?10\b|10 (dollars|usd)/i]],
    links: ["/day/2", "/faq", "/budget"],
  },
  {
    question: "how do i get in on the villa breakfast",
    parts: [[/sign up|signup|sign-up/i]],
    links: ["/day/2", "/faq"],
  },
  {
    question: "whats usually on the breakfast at the villa",
    parts: [[/msemen|amlou|orange juice|eggs/i]],
    links: ["/day/2"],
  },
  {
    question: "what time did the birthday dinner start",
    parts: [[/\b19[:.]30|\b7[:.]30 ?pm/i]],
    links: ["/day/2", "/dinners"],
  },

  // ---- Day 3, Monday Nov 24 ----
  {
    question: "what time was the balloon pickup on monday",
    parts: [[/\b0?5[:.]30|\b5[:.]30 ?am/i]],
    links: ["/day/3"],
  },
  {
    question: "how much was the hot air balloon",
    parts: [[/\$ ?117|117 (dollars|usd)/i]],
    links: ["/day/3", "/faq", "/budget", "/"],
  },
  { question: "how long were we up in the balloon", parts: [[/hour/i]], links: ["/day/3"] },
  {
    question: "how far is agafay from marrakech",
    parts: [[/40 ?min|forty min/i]],
    links: ["/day/3", "/map"],
  },
  {
    question: "agafay day cost?",
    parts: [[/\$ ?40\b|40 (dollars|usd)/i]],
    links: ["/day/3", "/budget", "/"],
  },
  {
    question: "nobu minimum spend",
    parts: [[/\$ ?75|75 (dollars|usd)/i]],
    links: ["/day/3", "/dinners", "/budget"],
  },
  {
    question: "what kind of food is nobu",
    parts: [[/japanese.?peruvian/i]],
    links: ["/day/3", "/dinners"],
  },
  {
    question: "what did we do in agafay after the balloon",
    parts: [[/quad/i], [/camel/i]],
    links: ["/day/3"],
  },
  {
    question: "what should i have worn for the balloon, asking for next time",
    parts: [[/warm|layer/i]],
    links: ["/day/3"],
  },

  // ---- Day after tomorrow / Friday: day 7, Nov 28 ----
  {
    question: "whats the plan day after tmrw",
    parts: [[/fes|medina/i], [/bou inania|madrasa/i], [/tanner/i]],
    links: ["/day/7"],
  },
  { question: "what time do we start friday", parts: [[/\b0?9[:.]30|\b9[:.]30 ?am/i]], links: ["/day/7"] },
  {
    question: "where do we meet for the fes walk",
    parts: [[/bou jeloud|blue gate/i]],
    links: ["/day/7"],
  },
  { question: "i heard the tannery stinks, any tips 🤢", parts: [[/mint/i]], links: ["/day/7"] },
  { question: "how old is the uni in fes", parts: [[/859/]], links: ["/day/7"] },
  {
    question: "where n when is dinner friday",
    parts: [[/riad/i], [/\b19[:.]30|\b7[:.]30 ?pm/i]],
    links: ["/day/7"],
  },
  { question: "how many lanes does the fes medina have", parts: [[/9[,. ]?000|nine thousand/i]], links: ["/day/7"] },
  {
    question: "is the fes part of the schedule final?",
    parts: [[/work in progress|may change|might change|not final|subject to change|could change/i]],
    links: ["/day/7", "/day/8", "/day/9"],
  },
  {
    question: "what time is the tannery visit on the 28th",
    parts: [[/\b14[:.]00|\b2(:00)? ?pm/i]],
    links: ["/day/7"],
  },

  // ---- Saturday: day 8, Nov 29 ----
  {
    question: "chefchaouen saturday, what time do we leave",
    parts: [[/\b0?7[:.]30|\b7[:.]30 ?am/i]],
    links: ["/day/8"],
  },
  {
    question: "how long is the drive to chefchaouen",
    parts: [[/\b4 ?(hours|hrs|h\b)|four hours/i]],
    links: ["/day/8"],
  },
  { question: "what should i eat in chefchaouen", parts: [[/goat cheese/i]], links: ["/day/8"] },
  {
    question: "best viewpoint in the blue city?",
    parts: [[/spanish mosque/i]],
    links: ["/day/8"],
  },
  { question: "whats ras el maa", parts: [[/spring|waterfall|water/i]], links: ["/day/8"] },
  {
    question: "what time do we head back to fes from chefchaouen",
    parts: [[/\b17[:.]00|\b5(:00)? ?pm/i]],
    links: ["/day/8"],
  },
  {
    question: "when do people start going home",
    parts: [[/day 8|saturday|nov(ember)? 29|29(th)?/i]],
    links: ["/day/8", "/faq"],
  },

  // ---- This Sunday: day 9, Nov 30 ----
  {
    question: "last day, what time is the train to casablanca",
    parts: [[/\b0?7[:.]00|\b7 ?am/i]],
    links: ["/day/9"],
  },
  {
    question: "where's the farewell lunch on sunday and what time",
    parts: [[/rick/i], [/\b12[:.]30|\b12[:.]30 ?pm/i]],
    links: ["/day/9"],
  },
  {
    question: "hassan 2 mosque tour, how much",
    parts: [[/\$ ?13|13 (dollars|usd)/i]],
    links: ["/day/9", "/faq", "/budget"],
  },
  {
    question: "what do i wear to the mosque in casa",
    parts: [[/cover/i, /scarf|socks/i]],
    links: ["/day/9", "/faq"],
  },
  { question: "how tall is that minaret", parts: [[/210/]], links: ["/day/9"] },
  {
    question: "how far is the casa airport from the city",
    parts: [[/45 ?min|forty.?five min/i]],
    links: ["/day/9"],
  },
  {
    question: "which airport do i fly home from",
    parts: [[/mohammed v|CMN/i]],
    links: ["/day/9", "/faq"],
  },
  {
    question: "when's the earliest i should book my flight home",
    parts: [[/evening|later|\b18[:.]00|\b6(:00)? ?pm/i]],
    links: ["/faq", "/day/9"],
  },
  {
    question: "what do i do with leftover dirhams at the end",
    parts: [[/spend/i]],
    links: ["/day/9"],
  },
  {
    question: "how long is the train from fes to casa",
    parts: [[/\b4 ?(hours|hrs|h\b)|four hours/i]],
    links: ["/day/9", "/faq"],
  },

  // ---- Money ----
  {
    question: "whats the exchange rate, dirham to dollar",
    parts: [[/10 ?(MAD|dirhams?|DH)|100 ?(MAD|dirhams?).{1,20}\$ ?10/i]],
    links: ["/budget", "/faq", "/"],
  },
  { question: "how much do i tip at restaurants", parts: [[/10.{1,5}15 ?%/]], links: ["/budget", "/faq"] },
  {
    question: "how much cash shud i take out at the atm each time",
    parts: [[/1[,.]?000.{1,5}2[,.]?000/]],
    links: ["/budget", "/faq"],
  },
  { question: "will my card charge me fees", parts: [[/\b1.{1,4}3 ?%/]], links: ["/budget", "/faq"] },
  {
    question: "whats the deal with the tourist tax",
    parts: [[/28|2\.75/]],
    links: ["/budget", "/faq"],
  },
  {
    question: "how low do i start when haggling",
    parts: [[/40.{1,5}50 ?%/]],
    links: ["/day/0", "/budget", "/faq", "/"],
  },
  {
    question: "ballpark how much dough is this whole trip per person",
    parts: [[/440/, /943/]],
    links: ["/budget"],
  },
  {
    question: "how much do ppl usually blow on shopping",
    parts: [[/100.{1,6}500/]],
    links: ["/budget", "/faq", "/day/4", "/"],
  },
  { question: "can i use my card in the souks", parts: [[/cash/i]], links: ["/budget", "/day/0"] },
  { question: "which credit cards work best here", parts: [[/visa/i, /mastercard/i]], links: ["/budget"] },
  {
    question: "card machine asks dollars or dirhams which do i pick",
    parts: [[/dirham|MAD/i]],
    links: ["/budget"],
  },
  {
    question: "do i have to pay for the villa",
    parts: [[/\$ ?50|50 (dollars|usd)/i], [/optional/i]],
    links: ["/day/1", "/accommodations", "/budget", "/faq"],
  },
  {
    question: "fes riad cost for the 3 nights",
    parts: [[/\$ ?90|90 (dollars|usd)/i]],
    links: ["/day/6", "/accommodations", "/budget"],
  },
  {
    question: "where can i find an atm",
    parts: [[/gueliz|hivernage|medina gate|airport/i]],
    links: ["/budget"],
  },

  // ---- Practical ----
  {
    question: "what plug adapter n what voltage",
    parts: [[/type c|c ?\/ ?e/i], [/220/]],
    links: ["/", "/faq"],
  },
  {
    question: "canadian here do i need a visa and how long does my passport need to be valid",
    parts: [[/visa.?free|no visa|don.?t need|do not need|not need/i], [/six months|6 months/i]],
    links: ["/faq"],
  },
  { question: "is the tap water ok to drink", parts: [[/bottled|filtered/i]], links: ["/faq"] },
  { question: "can we drink alcohol in morocco", parts: [[/licensed|hotels|bars/i]], links: ["/faq"] },
  { question: "how do i say thanks in moroccan", parts: [[/shukran/i]], links: ["/faq"] },
  {
    question: "do the performers in the big square want money for photos",
    parts: [[/dirham|pay|tip|money/i]],
    links: ["/faq"],
  },
  { question: "do i need travel insurance for this", parts: [[/recommend/i]], links: ["/faq"] },
  { question: "how warm does it get in the day", parts: [[/15.{1,5}25/]], links: ["/", "/faq"] },
  {
    question: "is it gonna rain in fes, do i need an umbrella",
    parts: [[/rain jacket|rarely|shower/i]],
    links: ["/faq"],
  },
  {
    question: "what language do ppl speak here",
    parts: [[/arabic|darija/i], [/french/i]],
    links: ["/faq"],
  },
  {
    question: "do taxis here use meters",
    parts: [[/meter/i]],
    links: ["/faq"],
  },
  { question: "is it safe here, anything to watch out for", parts: [[/pickpocket/i]], links: ["/faq"] },
  {
    question: "are the times on the site morocco time or my home time",
    parts: [[/morocco|local/i]],
    links: ["/faq"],
  },

  // ---- Villa and stays ----
  {
    question: "how many suites does villa royale have",
    parts: [[/\b13\b|thirteen/i]],
    links: ["/accommodations", "/faq", "/"],
  },
  {
    question: "how many pools at the villa and how far is it from town",
    parts: [[/\b2\b|two/i], [/\b20\b|twenty/i]],
    links: ["/accommodations", "/faq", "/day/1"],
  },
  {
    question: "how many nights were we at the villa",
    parts: [[/\b5\b|five/i]],
    links: ["/accommodations", "/budget", "/faq", "/"],
  },
  {
    question: "how many different places do we stay on this trip",
    parts: [[/\b4\b|four/i]],
    links: ["/accommodations"],
  },

  // ---- Dinners ----
  { question: "how many big dinners are there", parts: [[/\b4\b|four/i]], links: ["/dinners"] },
  {
    question: "im gluten free who do i tell and by when",
    parts: [[/host/i], [/two weeks|2 weeks/i]],
    links: ["/dinners"],
  },

  // ---- Map picks ----
  {
    question: "good rooftop spot to eat near the spice square",
    parts: [[/nomad|caf[eé] des [ée]pices/i]],
    links: ["/map"],
  },
  {
    question: "where can i check what stuff should cost before i haggle",
    parts: [[/ensemble artisanal/i]],
    links: ["/map"],
  },
  { question: "anywhere to do a cooking class in marrakech", parts: [[/maison arabe/i]], links: ["/map"] },
  { question: "what should i order at al fassia", parts: [[/lamb shoulder/i]], links: ["/map"] },

  // ---- Rupa, the occasion, the site and the gallery ----
  { question: "who r u", parts: [[/rupa/i], [/goat/i]] },
  {
    question: "remind me whats the occasion for this trip",
    parts: [[/30|thirty/i, /birthday/i]],
    links: ["/", "/day/2"],
  },
  { question: "how many of us are on the trip", parts: [[/\b22\b|twenty.?two/i]], links: ["/"] },
  { question: "where do i upload my pics", parts: [[/gallery/i]], links: ["/gallery"] },
  { question: "how many photos can i upload at once", parts: [[/\b10\b|ten/i]], links: ["/gallery"] },
  { question: "is there a size limit for videos", parts: [[/50 ?MB/i]], links: ["/gallery"] },
  { question: "i posted a blurry pic can i delete it", parts: [[/password/i]], links: ["/gallery"] },
  {
    question: "do i need to put my name when i upload",
    parts: [[/optional|don.?t have to|do not have to|not required|no need|you can skip/i]],
    links: ["/gallery"],
  },
  {
    question: "the transportation page is empty whats up",
    parts: [[/coming soon|finaliz|being worked/i]],
    links: ["/transportation"],
  },

  // ---- Unanswerable: the content does not say ----
  { question: "whats the wifi password at the fes riad", unanswerable: true },
  { question: "whats the hosts phone number", unanswerable: true },
  { question: "what flight is jess on going home", unanswerable: true },
  { question: "whats the actual name of our riad in fes", unanswerable: true },
  { question: "what's the desert camp tonight called, my mom wants to look it up", unanswerable: true },
  { question: "whats the exact street address of villa royale for an uber", unanswerable: true },
  { question: "how much is a petit taxi from the villa to gueliz", unanswerable: true },
  { question: "how much is a cocktail on the bar crawl", unanswerable: true },
  { question: "how much does the chefchaouen day trip cost per person", unanswerable: true },
  { question: "how much is the train ticket from fes to casablanca on sunday", unanswerable: true },
  { question: "how much is the riad dinner friday night", unanswerable: true },
  { question: "whats the photographers name or insta", unanswerable: true },
  { question: "which suite was i in at the villa", unanswerable: true },
  { question: "whats the password to delete photos in the gallery", unanswerable: true },
  { question: "whats the birthday persons real name lol", unanswerable: true },
  { question: "is there a gym at villa royale", unanswerable: true },
  { question: "does ricks cafe have a kids menu", unanswerable: true },
  { question: "how many km is it from marrakech to zagora", unanswerable: true },
  { question: "what time does the hassan ii mosque close", unanswerable: true },
  { question: "whats the name of our guide for the fes walk friday", unanswerable: true },
  { question: "what's the name of the lunch place at ait benhaddou today", unanswerable: true },
  { question: "is there laundry service at the fes riad", unanswerable: true },
  { question: "which carriage and seat numbers are we on tmrw", unanswerable: true },
  { question: "how much is the entry ticket for bahia palace", unanswerable: true },
  { question: "how much does a sim card cost at the airport", unanswerable: true },
  { question: "is there an elevator at the fes riad, my knee is bad", unanswerable: true },
  { question: "how much was the hammam de la rose", unanswerable: true },
];
