import { describe, expect, it } from "vitest";
import { createBuiltinAnswerer } from "../create-chat-service";

const { knowledge } = createBuiltinAnswerer();
/** 08:00 on Monday, November 24, 2025 in Morocco: day 3. */
const duringTrip = new Date("2025-11-24T07:00:00Z");
const read = (text: string, now = duringTrip, page?: string) => knowledge.ground(text, now, page).question;

describe("reading a question", () => {
  it("tells what kind of fact is asked for", () => {
    expect(read("packing list for the desert night?").parts[0]!.kinds).toContain("dress");
    expect(read("are the train seats assigned or a free for all").parts[0]!.kinds).not.toContain("cost");
    expect(read("tomorrow afternoon is free right?").parts[0]!.kinds).not.toContain("cost");
    expect(read("what colour are the shopping pins").parts[0]!.kinds).not.toContain("dress");
    // "Today's photos" are one day's; "Sarah's photos" one person's.
    expect(read("can i download just today's photos").parts[0]!.topic).toEqual(["download", "photo", "day"]);
    expect(read("can i download just today's photos")).toMatchObject({ albumDay: 3 });
    expect(read("can i see only sarah's photos").parts[0]!.topic).toContain("person");
    expect(read("can i put the schedule in my google calendar").parts[0]!.kinds).not.toContain("when");
    expect(read("do we have to chip in for the villa").parts[0]).toMatchObject({ kinds: ["cost"], topic: ["villa"], unknown: [] });
    expect(read("whos got the train tix?").parts[0]!.kinds).toEqual(["person"]);
    expect(read("is there a cover charge at the late night lounge").parts[0]!.kinds).toContain("cost");
    expect(read("can i charge my phone on the train").parts[0]!.kinds).not.toContain("cost");
    expect(read("taxis in marrakech - meter or agree a price?").parts[0]!.kinds).not.toContain("cost");
    expect(read("what was the name of the belly dancer at comptoir darna").parts[0]!.kinds).toContain("personName");
    expect(read("whats the name of the place w the dancers").parts[0]!.kinds).not.toContain("personName");
    expect(read("how many km is it from fes to casablanca").parts[0]!.kinds).toEqual(["distance"]);
    expect(read("which cities does the trip cover overall").parts[0]!.topic).toEqual(["destination"]);
    expect(read("do we get lunch in chaouen or should i pack snacks?").parts[0]!.topic).toEqual(["lunch", "chefchaouen"]);
    expect(read("what should i wear for the travel day tomorrow").parts[0]).toMatchObject({ kinds: ["dress"], topic: [] });
    expect(read("did we pay for dar yacout in advance or at the restaurant?").parts[0]!.topic).toEqual(["dar", "yacout", "dinner"]);
    expect(read("wait is the birthday dinner today or tmrw??").parts[0]).toMatchObject({ topic: ["birthday", "dinner"], unknown: [] });
    expect(read("what's the minimum i'm paying, just the fixed stuff").parts[0]!.topic).toEqual(["fix"]);
    expect(read("are lunches covered or r we on our own").parts[0]!.topic).toEqual(["lunch", "includ"]);
    expect(read("do we get breakfast after the balloon or should i eat before").parts[0]!.topic).toEqual(["breakfast", "balloon"]);
    expect(read("what kind of food is nobu, like sushi?").parts[0]).toMatchObject({ topic: ["nobu"], unknown: [] });
    expect(read("what do i wear for the mosque? i'm a girl if that matters").parts[0]).toMatchObject({ topic: ["mosque"], unknown: [] });
    expect(read("what's the bare minimum i'd pay if i skip all the optional stuff").parts[0]!.topic).toEqual(["fix"]);
    expect(read("how much do all the optional extras add up to").parts[0]!.topic).toEqual(["optional", "extras", "total"]);
    expect(read("which towns are we actually going to? i only know marrakech lol").parts[0]!.topic).toEqual(["destination"]);
    expect(read("mosque dress code pls 🙏 i only packed shorts").parts[0]!.topic).toEqual(["mosque"]);
    expect(read("whats next once we get off this train?").parts[0]).toMatchObject({ topic: ["train"], sequence: "after" });
    expect(read("what temps does the site say to expect").parts[0]!.topic).toEqual(["weather"]);
    expect(read("just pulled up at the villa 🙌 whats next after check in?").parts[0]).toMatchObject({ topic: ["checkin"], sequence: "after" });
    expect(read("never done a hammam before, what actually happens").parts[0]!.topic).toEqual(["hammam"]);
    expect(read("never done a hammam 😬 what actually happens").parts[0]!.topic).toEqual(["hammam"]);
    expect(read("haggling tips?? never done it").parts[0]!.topic).toContain("advice");
    expect(read("is the fes schedule final? booking stuff around it").parts[0]!.topic).toEqual(["fes", "itinerary", "chang"]);
    expect(read("will my iphone pics upload fine or do i need to convert them first").parts[0]!.topic).toEqual(["iphon", "photo", "upload"]);
    expect(read("did the fes part of the itinerary ever get finalised? there was a note on it").parts[0]!.topic).toEqual(["fes", "itinerary", "chang"]);
    expect(read("how much should i budget for the birthday dinner").parts[0]).toMatchObject({ kinds: ["cost"], topic: ["birthday", "dinner"] });
    expect(read("card machine asked if i wanna pay in USD?? what do i pick").parts.flatMap((part) => part.topic)).not.toContain("pick");
    expect(read("card machine asked if i want to pay in my home currency").parts[0]!.kinds).not.toContain("cost");
    expect(read("how far is the airport from the city? stressing abt my flight").parts[0]!.topic).toEqual(["airport", "downtown"]);
    expect(read("is it true the casablanca mosque is built on the water or is that a myth").parts[0]!.topic).toEqual(["casablanca", "mosque", "water"]);
    expect(read("which dinners were marked as special events").parts[0]!.topic).toEqual(["dinner", "special", "event"]);
    expect(read("any romantic spots on the map for me n bae 💕").parts[0]).toMatchObject({ topic: ["romantic", "map"], unknown: [] });
    expect(read("what time did we finally get to the riad on day 6").parts[0]!.unknown).toEqual([]);
    expect(read("if u don't know something who should i ask").parts[0]!.topic).toEqual(["site", "say", "host"]);
    expect(read("how much is the balloon?").parts[0]!.kinds).toEqual(["cost"]);
    expect(read("what time is the palace dinner").parts[0]!.kinds).toEqual(["when"]);
    expect(read("what day of the week is the balloon").parts[0]!.kinds).toEqual(["weekday"]);
    expect(read("what should I wear to nobu").parts[0]!.kinds).toEqual(["dress"]);
    expect(read("how far is agafay").parts[0]!.kinds).toEqual(["distance"]);
    expect(read("how many suites are there").parts[0]!.kinds).toEqual(["count"]);
    expect(read("who is the host").parts[0]!.kinds).toEqual(["person"]);
    expect(read("what's the wifi password").parts[0]!.kinds).toContain("secret");
    expect(read("how cold does the desert get at night").parts[0]!.kinds).toEqual(["weather"]);
    expect(read("will it rain").parts[0]!.kinds).toEqual(["weather"]);
    expect(read("how late is the bar crawl").parts[0]!.kinds).toEqual(["end"]);
    expect(read("why do we start so early for the balloon").parts[0]!.kinds).toEqual(["reason"]);
    expect(read("what time does jardin majorelle close").parts[0]!.kinds).toEqual(["end"]);
    expect(read("what do we eat at dar yacout").parts[0]!.kinds).toEqual(["food"]);
    // The balloon is no weather.
    expect(read("how much is the hot air balloon").parts[0]!.kinds).toEqual(["cost"]);
  });

  it("does not take a dress code for a secret code, nor paying by card for a price", () => {
    expect(read("whats the dress code for nobu").parts.map((part) => part.kinds)).toEqual([["dress"]]);
    expect(read("can i pay by card in the souks").parts[0]!.kinds).not.toContain("cost");
    expect(read("can i pay by card in the souks").parts[0]!.topic).toEqual(["card", "souk"]);
    expect(read("where on the site do i find the budget").parts[0]!.kinds).toEqual(["where"]);
  });

  it("keeps words that ask for the kind (start, pickup, biggest) out of the subject, unless nothing else is left", () => {
    expect(read("what time does the bar crawl start").parts[0]!.topic).toEqual(["bar", "crawl"]);
    expect(read("what's the biggest video I can upload").parts[0]).toMatchObject({ kinds: ["size"], unknown: [] });
    expect(read("how much should I offer when bargaining").parts[0]!.topic).toEqual(["bargain"]);
    // "The trip" is the getaway itself, a subject of its own.
    expect(read("when does the trip start?").parts[0]!.topic).toEqual(["getaway"]);
    expect(read("when do we visit the blue city and where does it start").parts[1]!.topic).toEqual(["chefchaouen"]);
  });

  it("does not read a 'when' inside a clause as asking for a time", () => {
    expect(read("how much should I offer when bargaining").parts.map((part) => part.kinds)).toEqual([["cost"]]);
    expect(read("when is the balloon").parts[0]!.kinds).toEqual(["when"]);
  });

  it("reads 'what's after the balloon' as asking for the activity next to it", () => {
    expect(read("what's next after dinner? like what's the next thing on the schedule").parts[0]).toMatchObject({ topic: ["dinner"], sequence: "after" });
    expect(read("after the bday dinner r we going out?").parts[0]).toMatchObject({ topic: ["birthday", "dinner"], sequence: "after" });
    expect(read("what happens after the balloon").parts[0]).toMatchObject({ topic: ["balloon"], sequence: "after" });
    expect(read("what do we do before the palace dinner").parts[0]!.sequence).toBe("before");
    // A kind asked for is about the thing itself.
    expect(read("how much is breakfast after the balloon").parts[0]!.sequence).toBeUndefined();
  });

  it("reads 'leave for', 'get to' and 'served' as asking when the place or thing is, but 'how do we get to' as the route", () => {
    expect(read("what time do we leave for the desert on wednesday").parts[0]!.topic).toEqual(["desert"]);
    expect(read("when is breakfast served").parts[0]!.topic).toEqual(["breakfast"]);
    expect(read("how do we get to the desert").parts[0]!.topic).toEqual(["rout", "desert"]);
  });

  it("reads the name of a guide or a driver as a person's name", () => {
    expect(read("what's the name of our guide in fes").parts[0]!.kinds).toEqual(["personName"]);
    expect(read("what's the name of the riad").parts[0]!.kinds).toEqual(["name"]);
  });

  it("reads 'tips for the souks' as asking advice, not a gratuity, and 'of us' as people", () => {
    expect(read("any tips for the souks").parts[0]!.topic).toEqual(["advice", "souk"]);
    expect(read("how many of us are going").parts[0]!.topic).toEqual(["squad"]);
    // "Activities" names no one thing: "any free activities?" has no subject to answer about.
    expect(read("are there any free activities").parts[0]!.topic).toEqual([]);
  });

  it("reads text-speak: 'n' for and, '4 the' for 'for the', 'abt', 'gimme', 'nites', 'rn'", () => {
    expect(read("wat time n where is the bday dinner").parts.map((part) => part.kinds)).toEqual([["when"], ["where"]]);
    expect(read("wats the dresscode 4 the palace dinner").parts[0]!.topic).toEqual(["palac", "dinner"]);
    expect(read("can u tell me abt the bar crawl").parts[0]).toMatchObject({ topic: ["bar", "crawl"], unknown: [] });
    expect(read("gimme the plan for tmrw").parts[0]).toMatchObject({ topic: [], unknown: [] });
    expect(read("whats on rn", new Date("2025-11-24T13:00:00Z")).parts[0]!.sequence).toBe("now");
    expect(read("wat 2 wear 2 nobu").parts[0]).toMatchObject({ kinds: ["dress"], topic: ["nobu"] });
    expect(read("wats d plan 4 2day").day).toMatchObject({ day: 3 });
    expect(read("any1 kno the dress code for the bday").parts[0]!).toMatchObject({ topic: ["birthday"], unknown: [] });
    expect(read("when r we leavin for the desert").parts[0]!.topic).toEqual(["desert"]);
    // "2 pools" is a number.
    expect(read("are there 2 pools").parts[0]!.topic).toEqual(expect.arrayContaining(["2", "pool"]));
  });

  it("reads '2day' as today", () => {
    expect(read("wat r we doing 2day").day).toMatchObject({ day: 3, words: "today" });
  });

  it("reads 'how long till dinner' as the dinner's time, counted from the moment asked", () => {
    const question = read("how long till dinner from now?", new Date("2025-11-25T12:40:00Z"));
    expect(question).toMatchObject({ timeLeft: true, moment: "13:40" });
    expect(question.parts[0]).toMatchObject({ kinds: ["when"], topic: ["dinner"], unknown: [] });
  });

  it("reads 'what's next' and 'what are we doing now' as questions about the moment, in Morocco time", () => {
    // 13:00 UTC is 14:00 in Morocco.
    const afternoon = new Date("2025-11-24T13:00:00Z");
    expect(read("what's next?", afternoon)).toMatchObject({ day: { day: 3 }, moment: "14:00", parts: [{ sequence: "after" }] });
    expect(read("what are we doing now", afternoon).parts[0]!.sequence).toBe("now");
    expect(read("what's next door to the garden", afternoon).moment).toBeUndefined();
  });

  it("reads 'place', 'venue' and 'take place' as asking where, and leaves them out of the subject", () => {
    expect(read("time + place of the palace dinner?").parts.map((part) => part.kinds)).toEqual([["when"], ["where"]]);
    expect(read("whats the venue for the birthday dinner").parts[0]).toMatchObject({ kinds: ["where"], topic: ["birthday", "dinner"] });
  });

  it("reads the part of a named day ('thursday morning') apart from the subject", () => {
    expect(read("wats the plan on thursday morning").parts[0]).toMatchObject({ topic: [], partOfDay: "morning" });
    expect(read("dress code tuesday night").parts[0]!.partOfDay).toBe("evening");
    // Without a day, "night" is a subject: "how cold is it at night".
    expect(read("how many nights in fes").parts[0]!.partOfDay).toBeUndefined();
  });

  it("keeps a two-letter name like 'dj' as a subject, and 'eat' out of a food question's subject", () => {
    expect(read("who is the dj at the birthday").parts[0]!.unknown).toEqual(["dj"]);
    expect(read("what do we eat in chefchaouen").parts[0]!.topic).toEqual(["chefchaouen"]);
  });

  it("reads 'check into' as checking in", () => {
    expect(read("when do we check into the riad in fes").parts[0]!.topic).toContain("checkin");
    expect(read("what time do we get into the fes riad").parts[0]!.topic).toContain("checkin");
    expect(read("when do we arrive at the desert camp").parts[0]!.topic).not.toContain("checkin");
    expect(read("how cold does it actually get at the camp at night").parts[0]!.topic).not.toContain("checkin");
  });

  it("reads 'how do you say...' as a question about the language", () => {
    expect(read("how do u say thank you").parts[0]!.topic).toContain("language");
    expect(read("how do you say hello in arabic").parts[0]!.topic).toContain("language");
  });

  it("keeps the kind words out of the subject, and folds synonyms and typos into it", () => {
    expect(read("how far is the villa from downtown").parts[0]!.topic).toEqual(["villa", "downtown"]);
    expect(read("how much is the baloon").parts[0]!.topic).toEqual(["balloon"]);
    expect(read("wher is the welcom diner").parts[0]!.topic).toEqual(expect.arrayContaining(["welcom", "dinner"]));
    expect(read("is ther a pool at the vila").parts[0]!).toMatchObject({ topic: ["pool", "villa"], unknown: [] });
    // "taxi" is not written in the content, but its term is: it is no typo for "taxis".
    expect(read("how much is the airport taxi").parts[0]!.topic).toContain("transfer");
  });

  it("keeps words the content never uses apart, so they count against an answer", () => {
    expect(read("is there a gym at the villa").parts[0]!.unknown).toEqual(["gym"]);
  });

  it("reads dates, weekdays and day numbers as trip days", () => {
    expect(read("what's on the 25th").day).toMatchObject({ day: 4 });
    expect(read("plans for nov 28?").day).toMatchObject({ day: 7 });
    expect(read("what are we doing on wednesday").day).toMatchObject({ day: 5 });
    expect(read("what's on day 8").day).toMatchObject({ day: 8 });
    expect(read("whats the 2nd day").day).toMatchObject({ day: 1 });
    expect(read("how much is the riad on night one").day).toMatchObject({ day: 0 });
    expect(read("where is the first night's dinner").day).toMatchObject({ day: 0 });
  });

  it("reads 'the hammam day' as the one day whose activity is titled so, and 'desert day' as none", () => {
    expect(read("whats the dress code for the hammam day").day).toMatchObject({ day: 1, activity: "hammam" });
    expect(read("whats the dress code for the hammam day").parts[0]!.topic).toEqual([]);
    expect(read("what do i wear on the balloon day").day).toMatchObject({ day: 3 });
    // Desert activities fill days 3 and 5.
    expect(read("what's the agafay desert day price").day).toBeUndefined();
  });

  it("keeps a subjectless clause when the question names a day: it asks for that day", () => {
    expect(read("how much is the agafay day and what do we do").parts).toHaveLength(2);
  });

  it("reads a question asked on a day's page as about that day, unless it names its own", () => {
    expect(read("what do i wear", duringTrip, "/day/3").day).toMatchObject({ day: 3, page: "/day/3" });
    expect(read("what do we wear on day 5", duringTrip, "/day/3").day).toEqual({ day: 5, words: "day 5" });
    expect(read("what do i wear", duringTrip, "/budget").day).toBeUndefined();
    // A day the trip does not have is no day page.
    expect(read("what do i wear", duringTrip, "/day/12").day).toBeUndefined();
    // A greeting stays a greeting.
    expect(read("hi", duringTrip, "/day/3").smallTalk).toBe(true);
  });

  it("reads short weekday names after a word pointing at a day, numeric dates and the day after tomorrow", () => {
    expect(read("plans for wed?").day).toMatchObject({ day: 5 });
    // Asked on the first Friday, "next friday" is a week on; "this friday" is today.
    const firstFriday = new Date("2025-11-21T15:00:00Z");
    expect(read("next friday in fes where does the walk start", firstFriday)).toMatchObject({ day: { day: 7 } });
    expect(read("next friday in fes where does the walk start", firstFriday).parts[0]!.topic).not.toContain("next");
    expect(read("what's on this friday", firstFriday)).toMatchObject({ day: { day: 0 } });
    // The trip holds two Fridays, Saturdays and Sundays.
    expect(read("what r we doing the second friday")).toMatchObject({ day: { day: 7 } });
    expect(read("whats the plan on the first saturday")).toMatchObject({ day: { day: 1 } });
    expect(read("what's on sat").day).toMatchObject({ day: 8 });
    expect(read("is the sun strong").day).toBeUndefined();
    expect(read("whats on 24/11").day).toMatchObject({ day: 3 });
    expect(read("whats on 11/24").day).toMatchObject({ day: 3 });
    expect(read("what about 2025-11-26").day).toMatchObject({ day: 5 });
    expect(read("what are we doing the day after tomorrow").day).toMatchObject({ day: 5 });
  });

  it("keeps 'what's on the 30th' asking for the day when another part asks something else", () => {
    const parts = read("whats happening on the 30th and where do we fly from").parts;
    expect(parts).toHaveLength(2);
    expect(parts[0]!.topic).toEqual([]);
  });

  it("reads today, tonight and tomorrow (and 2moro) in Morocco time", () => {
    expect(read("what are we doing today").day).toMatchObject({ day: 3, words: "today" });
    expect(read("wats the plan 2moro").day).toMatchObject({ day: 4, words: "tomorrow" });
    // 23:30 UTC on Nov 22 is already Nov 23 (day 2) in Morocco (UTC+1).
    expect(read("dinner tonight?", new Date("2025-11-22T23:30:00Z")).day).toMatchObject({ day: 2 });
    expect(read("what's on today", new Date("2025-11-10T12:00:00Z")).day).toMatchObject({
      outside: true,
      date: "Monday, November 10, 2025",
      after: false,
    });
  });

  it("does not take 'Monday or Tuesday' for one of them, nor for the subject", () => {
    expect(read("is the balloon on monday or tuesday").day).toBeUndefined();
    expect(read("is the balloon on monday or tuesday").parts[0]!.topic).toEqual(["balloon"]);
  });

  it("splits a two-part question, sharing the subject with a part that has none", () => {
    const parts = read("when and where is the welcome dinner?").parts;
    expect(parts.map((part) => part.kinds)).toEqual([["when"], ["where"]]);
    expect(parts[0]!.topic).toEqual(parts[1]!.topic);
    expect(read("how much is the balloon and what time does it leave").parts).toHaveLength(2);
    expect(read("price and time of the hammam?").parts.map((part) => part.kinds)).toEqual([["cost"], ["when"]]);
    expect(read("currency + exchange rate").parts).toHaveLength(2);
  });

  it("knows questions about the assistant and plain greetings", () => {
    // The words that ask about the assistant leave nothing behind that could count against the answer.
    expect(read("who am I talking to").parts[0]).toMatchObject({ topic: ["assistant"], unknown: [] });
    expect(read("are you a real goat?").parts[0]).toMatchObject({ topic: ["assistant"], unknown: [] });
    expect(read("is rupa a real goat").parts[0]).toMatchObject({ topic: ["assistant"], unknown: [] });
    expect(read("are you chatgpt").parts[0]!.topic).toEqual(["assistant"]);
    expect(read("rupa are you a bot or a real person lol").parts[0]).toMatchObject({ topic: ["assistant"], unknown: [] });
    expect(read("what can rupa do").parts[0]!.topic).toEqual(["assistant"]);
    expect(read("hello!").smallTalk).toBe(true);
    expect(read("thanks rupa for everything!")).toMatchObject({ smallTalk: true, thanks: true });
    expect(read("hello!").thanks).toBeUndefined();
    expect(read("hello, how much is the balloon?").smallTalk).toBe(false);
  });

  it("leaves hedges and a trailing reason for asking out of the subject", () => {
    expect(read("roughly how much is the desert camp usually").parts[0]).toMatchObject({ kinds: ["cost"], topic: ["desert", "camp"], unknown: [] });
    // "Back" is a return, as the itinerary's "Back to the Villa" and "Drive Back to Marrakech" are; "go" asks when.
    expect(read("what time do we go back to the riad").parts[0]).toMatchObject({ kinds: ["when"], topic: ["return", "riad"] });
    expect(read("how much was the hammam? need to split it with my sister").parts[0]).toMatchObject({ kinds: ["cost"], topic: ["hammam"], unknown: [] });
    // A trailing clause that still asks something is kept.
    expect(read("the hammam, i need to know how much it is").parts[0]!.kinds).toEqual(["cost"]);
  });

  it("reads 'last night' as yesterday and 'the first dinner' as Day 0's, keeping the dinner as the subject", () => {
    expect(read("where did we eat last night").day).toMatchObject({ day: 2 });
    const first = read("what time is the first dinner");
    expect(first.day).toMatchObject({ day: 0 });
    expect(first.parts[0]!.topic).toEqual(["dinner"]);
  });

  it("asks for the place of a meal, not its dishes, when asked where we eat", () => {
    const part = read("where do we eat tonight").parts[0]!;
    expect(part.kinds).toEqual(["where"]);
    expect(part.topic).toEqual(["dinner"]);
  });

  it("reads local dishes, 'what's for dinner' and 'what kinda food' as questions about food", () => {
    expect(read("any typical dish i should try in fes").parts[0]!.kinds).toContain("food");
    expect(read("what's for dinner at the villa").parts[0]!.kinds).toContain("food");
    expect(read("what kinda food does nobu do").parts[0]!.kinds).toContain("food");
    expect(read("what airport do we fly into").parts[0]!.kinds).toContain("where");
  });

  it("reads a guest's own seat or room, or anyone's flight, as something the notes never hold, like a password", () => {
    expect(read("which room am i in at the riad").parts[0]!.kinds).toContain("secret");
    expect(read("what's my table number at nobu").parts[0]!.kinds).toContain("secret");
    expect(read("which rooms does the riad have").parts[0]!.kinds).not.toContain("secret");
    // So is the photographer's delivery of the photos, which the notes never date.
    expect(read("when will the photographer send the photos from the shoot??").parts[0]!.kinds).toContain("secret");
    expect(read("what time did the photographer start").parts[0]!.kinds).not.toContain("secret");
    // Someone's own flight home is theirs to tell.
    expect(read("what flight is the host on sunday?").parts[0]!.kinds).toContain("secret");
    expect(read("what are the names of the other guests").parts[0]!.kinds).toContain("secret");
    expect(read("which airline are most ppl flying home on").parts[0]!.kinds).toContain("secret");
    expect(read("where is the host taking us for the next trip?").parts[0]!.kinds).toContain("secret");
  });

  it("reads 'covered' as paid for in advance, unless clothes or 'it' are meant, 'part of the price or extra' as included, and the fixed costs apart from the extras", () => {
    expect(read("is tonight's palace dinner already covered or nah").parts[0]!.topic).toEqual(["palac", "dinner", "includ"]);
    expect(read("did that cover food").parts[0]!.topic).toEqual(["dinner", "includ"]);
    expect(read("do i need my knees covered").parts[0]!.topic).toContain("cover");
    expect(read("is dinner at the camp part of the $95 or extra").parts[0]!.topic).not.toContain("extras");
    expect(read("just the fixed costs, no extras - what's that come to?").parts[0]!.topic).toEqual(["fix"]);
    expect(read("is dinner tonight included or do i bring cash").parts[0]!.topic).toEqual(["dinner", "includ"]);
    expect(read("if i said yes to every optional extra how much is that on top").parts[0]!.topic).toEqual(["optional", "extras"]);
  });

  it("reads a piece of clothing as a question about the dress code", () => {
    expect(read("are sandals ok at the hammam").parts[0]).toMatchObject({ kinds: ["dress"], topic: ["hammam"] });
  });

  it("gives a second part made only of kind words the subject of the part before", () => {
    const parts = read("how much is the camel ride and when is pickup").parts;
    expect(parts[1]!.topic).toContain("camel");
  });

  it("reads 'ate' and 'cook' as asking about food, and 'get rid of' as deleting", () => {
    expect(read("what did we eat at the welcome dinner").parts[0]!.kinds).toContain("food");
    expect(read("what do they cook at the camp").parts[0]).toMatchObject({ kinds: ["food"], topic: ["camp"] });
    expect(read("how do i get rid of a photo").parts[0]!.topic).toContain("delete");
  });

  it("reads 'when was it built' and 'how old is it' as a date in a place's story, but not the host's age", () => {
    expect(read("when was the bahia palace built").parts[0]).toMatchObject({ kinds: ["founded"], topic: ["bahia", "palac"] });
    expect(read("how old is ait benhaddou").parts[0]!.kinds).toEqual(["founded"]);
    expect(read("how old is the host turning").parts[0]).toMatchObject({ kinds: [], topic: ["age", "host"] });
  });

  it("does not read 'start' beside another kind as asking a time", () => {
    expect(read("what percentage should i start at when haggling").parts.map((part) => part.kinds)).toEqual([["cost"]]);
    expect(read("where does the medina tour start").parts[0]!.kinds).toEqual(["where"]);
    expect(read("what time does the medina tour start").parts[0]!.kinds).toEqual(["when"]);
  });

  it("reads 'tips for' a place or a thing as advice, but tips for people as a gratuity", () => {
    expect(read("tips for the tannery").parts[0]!.topic).toContain("advice");
    expect(read("tips for drivers").parts[0]!.topic).toContain("tip");
    expect(read("trip length?").parts[0]).toMatchObject({ kinds: ["duration"], topic: ["getaway"] });
  });

  it("reads 'the last night' as the final night, not yesterday", () => {
    expect(read("where do we sleep the last night in fes").day).toBeUndefined();
  });

  it("keeps a word asked to be said in the local language as the subject", () => {
    expect(read("how do you say please in darija").parts[0]!.unknown).toContain("please");
    expect(read("how do you say thank you in darija").parts[0]!.unknown).toEqual([]);
  });

  it("leaves chat out of the subject: laughter, emphasis, tags and 'should I buy'", () => {
    expect(read("is it gonna rain a lot lol").parts[0]).toMatchObject({ kinds: ["weather"], unknown: [] });
    expect(read("do i rly need socks for the mosque lol").parts[0]!.unknown).toEqual([]);
    expect(read("what r we supposed to wear to the bday dinner").parts[0]).toMatchObject({ kinds: ["dress"], unknown: [] });
    expect(read("is the transportation page done yet").parts[0]!.unknown).toEqual([]);
    expect(read("do i need a visa?? im american").parts[0]!.unknown).toEqual([]);
    // A thing the notes never mention is still the subject.
    expect(read("does the villa have a gym lol").parts[0]!.unknown).toEqual(["gym"]);
  });

  it("reads an amount to change between dirhams and dollars", () => {
    expect(read("whats 500 dirhams in dollars").conversion).toEqual({ amount: 500, from: "MAD" });
    expect(read("how many dirhams is 20 bucks").conversion).toEqual({ amount: 20, from: "USD" });
    expect(read("$40 in dirhams?").conversion).toEqual({ amount: 40, from: "USD" });
    expect(read("is 200 dirhams a lot for a scarf").conversion).toBeUndefined();
  });

  it("reads a weekday the question looks back on as the latest one gone by", () => {
    const lastMorning = new Date("2025-11-30T06:00:00Z");
    expect(read("what did we eat at the riad on friday night", lastMorning).day).toMatchObject({ day: 7 });
    expect(read("what's on friday", duringTrip).day).toMatchObject({ day: 7 });
    expect(read("what did we do last friday", duringTrip).day).toMatchObject({ day: 0 });
  });

  it("reads 'leave for the airport' as the departure, and 'the drive' of a second part as the drive there", () => {
    const [when, howLong] = read("when do we leave for the airport and how long is the drive").parts;
    expect(when!.topic).toEqual(expect.arrayContaining(["depart", "airport"]));
    expect(howLong!.topic).toEqual(expect.arrayContaining(["airport"]));
  });

  it("does not take 'built over the sea' for a founding date, nor 'what's the damage' for anything but a price", () => {
    expect(read("is the mosque really built over the sea").parts[0]!.kinds).not.toContain("founded");
    expect(read("when was the mosque built").parts[0]!.kinds).toContain("founded");
    expect(read("whats the damage for nobu").parts[0]!.kinds).toEqual(["cost"]);
  });

  it("reads 'how long is the drive' and 'how long to get downtown' as a travel time", () => {
    expect(read("how long to get downtown from the villa").parts[0]!.kinds).toEqual(["distance"]);
    expect(read("how long is the drive to chefchaouen").parts[0]!.kinds).toEqual(["distance"]);
    expect(read("how long is the balloon ride").parts[0]!.kinds).toEqual(["duration"]);
    expect(read("how long is the hammam").parts[0]!.kinds).toEqual(["duration"]);
  });

  it("reads 'here' as where the trip is today, only while it is on", () => {
    expect(read("whats the local food i have to try here", new Date("2025-11-29T14:00:00Z")).day).toMatchObject({ day: 8, words: "today" });
    expect(read("whats the local food here", new Date("2025-11-10T12:00:00Z")).day).toBeUndefined();
  });

  it("reads 'leave my bags' as storing them, not as leaving", () => {
    expect(read("can i leave my bags at ricks cafe").parts[0]!.topic).not.toContain("depart");
  });

  it("leaves the guest's own story out of the subject, but keeps the squad and a total", () => {
    expect(read("whats the madrasa we saw this morning called").parts[0]!.unknown).toEqual([]);
    expect(read("how long was that train yesterday, felt like forever").parts[0]!.unknown).toEqual([]);
    expect(read("how much do ppl tip at restaurants there").parts[0]!.topic).not.toContain("squad");
    expect(read("when do people start leaving").parts[0]!.topic).toContain("squad");
    expect(read("how many nights r we in fes altogether").parts[0]!.topic).not.toContain("total");
    expect(read("how much should i budget overall").parts[0]!.topic).toContain("total");
  });

  it("tells a time from a length, a height from a span, and a street from a place's name", () => {
    expect(read("how tall is the minaret").parts[0]!.kinds).toEqual(["size"]);
    expect(read("how long does the mosque tour take").parts[0]!.kinds).toEqual(["duration"]);
    expect(read("what street is ricks on").parts[0]!.kinds).toContain("where");
    expect(read("where can i charge my phone at the camp").parts[0]!.kinds).not.toContain("cost");
  });

  it("reads a meal named without a day, during the trip, as today's", () => {
    const birthdayAfternoon = new Date("2025-11-23T14:00:00Z");
    expect(read("whats happening after dinner", birthdayAfternoon).day).toMatchObject({ day: 2 });
    expect(read("whats happening after dinner", new Date("2025-11-10T12:00:00Z")).day).toBeUndefined();
    expect(read("how much is the dinner at nobu", birthdayAfternoon).day).toBeUndefined();
  });

  it("reads 'this am' as this morning, but never 'am I' as a morning", () => {
    expect(read("whats the name of that quiet garden we saw this am", new Date("2025-11-23T14:00:00Z")).parts[0]!.partOfDay).toBe("morning");
    expect(read("which suite am i in").parts[0]!.partOfDay).toBeUndefined();
  });

  it("drops a clause that is only chat, rather than reading it as a question about the day", () => {
    expect(read("site is loading w no signal out here, is that normal", new Date("2025-11-27T06:00:00Z")).parts).toHaveLength(1);
  });

  it("takes 'which suite was I in' for the guest's own assignment, and 'next time' for no time asked", () => {
    expect(read("which suite was i in at the villa").parts[0]!.kinds).toContain("secret");
    expect(read("what should i have worn for the balloon, asking for next time").parts.map((part) => part.kinds)).toEqual([["dress"]]);
  });

  it("leaves the guest's own story and feelings out of the subject", () => {
    expect(read("what was brekkie at the camp this morning, i slept thru it").parts[0]!.unknown).toEqual([]);
    expect(read("what time was the balloon pickup, felt like midnight").parts[0]!.topic).toEqual(["balloon"]);
    expect(read("how old is that uni in fes ppl keep talking about").parts[0]!.topic).toEqual(["university", "fes"]);
    expect(read("wait what day of the trip is it today im so lost").parts[0]!.topic).toEqual([]);
    expect(read("what time was balloon pickup? still traumatized").parts[0]!.unknown).toEqual([]);
    expect(read("does our fes riad have a rooftop? want sunset pics").parts[0]!.topic).toEqual(["fes", "riad", "roof"]);
    expect(read("the uni is super old, when was it founded").parts[0]!.topic).not.toContain("dinner");
    expect(read("what's normal for tipping at restaurants").parts[0]!.unknown).toEqual([]);
    expect(read("someone said theres a local food i have to try in chaouen, what is it").parts[0]!.topic).not.toContain("said");
    expect(read("what should've i packed for the desert, for next time lol").parts[0]!.topic).not.toContain("next");
    // An emoji between the guest's story and the question is a pause; a question pointing back into the story keeps it.
    expect(read("i literally only packed shorts 😬 what's the dress code for the mosque").parts[0]!.topic).toEqual(["mosque"]);
    expect(read("still dead from yesterday's train 😵 how long was that ride meant to be").parts[0]!.topic).toContain("train");
    expect(read("i'm vegan 🌱 who do i tell and by when").parts[0]!.topic).toEqual(["vegan"]);
    expect(read("how many lanes does the fes medina have?? sounds like ill get lost").parts[0]!.topic).toEqual(["lane", "fes", "medina"]);
    expect(read("where r we rn?? lost track of everything lol").parts[0]!.topic).toEqual([]);
    expect(read("what time was balloon pickup, want to flex how early it was").parts[0]!.unknown).toEqual([]);
    expect(read("what time was dinner supposed to start tonight, am i super late lol").parts[0]!.topic).toEqual(["dinner"]);
    expect(read("which night were we at the desert camp? doing my journal").parts[0]!.unknown).toEqual([]);
    expect(read("what part of fes is our riad in? my mom wants to know where i am").parts[0]!.unknown).toEqual([]);
    expect(read("what % of the price should i start haggling at? paid full price for a lantern today lol").parts[0]!.unknown).toEqual([]);
    expect(read("what do they actually do in the hammam thing? thinking of booking one").parts[0]!.topic).toEqual(["hammam"]);
    expect(read("how far is the spanish mosque, want to know how long it takes").parts.length).toBeGreaterThan(1);
    expect(read("feeling so carsick on these bends 🤢 what does the site suggest").parts[0]!.unknown).toEqual([]);
    // A clause that asks something stays.
    expect(read("whats for dinner, is it fancy").parts).toHaveLength(2);
    expect(read("can i download every photo at once").parts[0]!.topic).toEqual(["download", "photo"]);
  });

  it("reads an activity's leaving as its start, but never the flight home's", () => {
    expect(read("what time did the camels leave yesterday").parts[0]!.topic).toEqual(["camel"]);
    expect(read("what time do we leave for the airport").parts[0]!.topic).toContain("depart");
  });

  it("reads 'which mountain pass' as asking its name, but not 'the tannery entry fee'", () => {
    expect(read("which mountain pass are we going over again").parts[0]!.kinds).toEqual(["name"]);
    expect(read("whats the mountain pass we drive over").parts[0]!.kinds).toEqual(["name"]);
    expect(read("what's the tannery entry fee").parts[0]!.kinds).toEqual(["cost"]);
  });

  it("reads a short weekday before a part of the day, and leaves a thing ruled out of the subject", () => {
    const fesEvening = new Date("2025-11-27T20:30:00Z");
    const question = read("wed night where did we sleep again, not the villa right", fesEvening);
    expect(question.day).toMatchObject({ day: 5 });
    expect(question.parts[0]!.topic).not.toContain("villa");
    // "Sat" and "sun" are words of their own without a day's part after them.
    expect(read("how strong is the sun in the desert").day).toBeUndefined();
  });

  it("reads more text-speak", () => {
    expect(read("what shd i wear 2nt").parts[0]!.kinds).toEqual(["dress"]);
    expect(read("how many hrs is the train to fes").parts[0]!.kinds).toEqual(["duration"]);
    expect(read("whats the plan tmw").day).toMatchObject({ day: 4, words: "tomorrow" });
  });

  it("reads 'temps this time of year' as the weather, and worry as no subject", () => {
    expect(read("temps this time of year roughly").parts.map((part) => part.kinds)).toEqual([["weather"]]);
    expect(read("worried about pickpockets in the medina tbh").parts[0]!.unknown).toEqual([]);
  });

  it("reads a comparison of prices as both prices asked", () => {
    expect(read("which costs more, the balloon or the hammam?").parts.map((part) => [part.kinds, part.topic])).toEqual([
      [["cost"], ["balloon"]],
      [["cost"], ["hammam"]],
    ]);
    expect(read("was nobu cheaper than the birthday dinner?").parts).toHaveLength(2);
  });

  it("leaves a trailing errand out of the subject, and lets a subject added on ask what the one before it asked", () => {
    expect(read("what time did the bday dinner start on sunday? making a photo book").parts[0]!.unknown).toEqual([]);
    const prices = read("soo what did the majorelle tickets cost, garden + the ysl museum? settling up w my roommate").parts;
    expect(prices.every((part) => part.kinds.includes("cost"))).toBe(true);
    expect(read("desert camp price and whats included").parts[1]!.kinds).not.toContain("cost");
  });

  it("marks a part that borrows the subject of the part before as following it up", () => {
    const parts = read("whats the stinky place tmrw and when").parts;
    expect(parts.map((part) => part.followsUp)).toEqual([undefined, true]);
  });

  it("reads 'what time of day' as asking when, which a part of the day answers", () => {
    const [part] = read("what time of day should i book my flight home").parts;
    expect(part!.kinds).toContain("when");
    expect(part!.clockTime).toBeUndefined();
  });

  it("reads 'how many suites and pools' as two counts, and 'what does it involve' as what it is", () => {
    const counts = read("how many suites and pools does villa royale have").parts;
    expect(counts.map((part) => part.topic)).toEqual([["suite", "villa", "royal"], ["pool", "villa", "royal"]]);
    expect(read("hammam: price and what does it involve").parts[1]!.unknown).toEqual([]);
  });

  it("reads signing up or booking with nothing named as doing so for the subject before", () => {
    expect(read("villa breakfast cost + when did we have to sign up").parts[1]!.topic).toEqual(["villa", "breakfast", "sign"]);
  });

  it("reads 'i wanna squeeze in a hammam before we leave' as when the guest means to go, not a question about leaving", () => {
    expect(read("i wanna squeeze in a hammam + massage before we leave, how much").parts.flatMap((part) => part.topic)).not.toContain("depart");
  });

  it("reads 'what day ... and what time' as asking a date and a clock time", () => {
    const parts = read("what day did we check into the villa and what time").parts;
    expect(parts.map((part) => [part.date, part.clockTime])).toEqual([[true, undefined], [undefined, true]]);
    expect(read("what day of the week is the balloon").parts[0]!.date).toBeUndefined();
  });

  it("reads 'when' asked of a named trip day as asking the time of day", () => {
    expect(read("is there time to shop on day 0? when").parts.find((part) => part.kinds.includes("when"))!.clockTime).toBe(true);
  });

  it("reads a 'meetup' as a meeting, which asks when, not about whom", () => {
    expect(read("what time was the sunrise meetup this am").parts[0]!.unknown).toEqual([]);
  });

  it("never reads 'called' as a subject, even when nothing else is left", () => {
    expect(read("what was the place we ate at last night called").parts[0]!.unknown).toEqual([]);
  });

  it("reads 'good lunch spot' and 'recommend a cafe' as asking for a place worth going to", () => {
    expect(read("good lunch spot in the medina?").parts[0]!.recommended).toBe(true);
    expect(read("where is lunch today").parts[0]!.recommended).toBeUndefined();
  });

  it("reads 'did we sleep at the villa on the 26th' as asking where that night is spent", () => {
    const now = new Date("2025-11-27T11:30:00Z");
    expect(read("did we actually sleep at the villa on the 26th?", now).stayNight).toEqual({ day: 5, named: ["villa"], last: false });
    expect(read("what time is dinner at the riad tonight", now).stayNight).toBeUndefined();
  });

  it("reads 'when do we leave the camp' as asking the morning we leave a stay, and 'leave for the camp' as not", () => {
    expect(read("when do we leave the camp").leavesStay).toEqual({ stay: "Desert Camp", day: 6 });
    expect(read("what time do we leave fes").leavesStay).toEqual({ stay: "Our Riad in Fes", day: 9 });
    expect(read("when do we leave for the desert camp").leavesStay).toBeUndefined();
    expect(read("when do we leave the villa for dinner").leavesStay).toBeUndefined();
    expect(read("when do we leave marrakech").leavesStay).toBeUndefined();
  });

  it("reads 'do we stay overnight in chefchaouen' as asking whether the trip sleeps in a town", () => {
    expect(read("do we stay overnight in chefchaouen?").townNights).toEqual({ town: "Chefchaouen" });
    expect(read("are we sleeping in fes tomorrow").townNights).toBeUndefined();
    expect(read("where do we stay in fes").townNights).toBeUndefined();
  });

  it("reads a weekday the trip has twice as the one spent in the town named", () => {
    const eve = new Date("2025-11-20T19:00:00Z");
    expect(read("friday dinner in fes, where and what time", eve).day).toMatchObject({ day: 7 });
    expect(read("what's on friday", eve).day).toMatchObject({ day: 0 });
  });

  it("reads what follows 'called' as saying which thing, not asking about it", () => {
    expect(read("what was the spring called where everyone dipped their feet this afternoon").parts[0]!).toMatchObject({ topic: ["spring"], unknown: [] });
  });

  it("reads a 'when' clause setting the scene as no question of time, owing the host as a price, 'separately' as each", () => {
    expect(read("when the slideshow is running how can other ppl add their photos").parts[0]!.kinds).not.toContain("when");
    expect(read("whats the tannery called and why do they give you mint").parts.map((part) => part.kinds)).toEqual([["name"], ["reason"]]);
    expect(read("when haggling what % should i open at").parts).toEqual([expect.objectContaining({ kinds: ["cost"], topic: ["bargain"] })]);
    expect(read("owe the host for the balloon, how much was it").parts.at(-1)).toMatchObject({ kinds: ["cost"], topic: ["balloon"] });
    expect(read("how much were majorelle and the YSL museum, separately").parts.flatMap((part) => part.topic)).not.toContain("separately");
  });

  it("reads '...and which one?' as asking which of the thing before", () => {
    const { parts } = read("what time do i need to be at the airport tmrw and which one", new Date("2025-11-20T18:00:00Z"));
    expect(parts.at(-1)).toMatchObject({ kinds: ["name"], topic: ["airport"] });
  });

  it("reads 'travel days like today' as today's travel", () => {
    expect(read("whats the dress code for travel days like today", new Date("2025-11-27T20:00:00Z")).parts[0]!.topic).toEqual(["travel"]);
    expect(read("how much was monday's agafay desert day").parts[0]!.topic).toContain("day");
  });

  it("reads a question on the site's photo features as about any day, the day only saying when", () => {
    expect(read("we want the pics on the big tv at the villa tonight, how", new Date("2025-11-23T10:00:00Z")).day).toBeUndefined();
    expect(read("can i see just yesterday's photos", new Date("2025-11-23T10:00:00Z")).albumDay).toBe(1);
  });

  it("reads 'which cities did we pass through' as the places on the way, and 'the pass we drive over' as saying which pass", () => {
    expect(read("which cities did we pass through on the train yesterday").parts[0]!.topic).toContain("via");
    expect(read("whats the name of the pass we drive over").parts[0]!.topic).not.toContain("via");
  });

  it("leaves out the guest's guess at what comes next: 'what comes after the walk, the madrasa?'", () => {
    expect(read("what comes after the walk, the madrasa? what time is that").parts[0]).toMatchObject({ topic: ["walk"], sequence: "after" });
  });

  it("reads 'any roof terrace?' and 'does the villa have a pool' as asking whether something is there", () => {
    expect(read("fes riad — any roof terrace?").parts[0]!.exists).toBe(true);
    expect(read("does the villa have a pool").parts[0]!.exists).toBe(true);
    expect(read("how many pools are there").parts[0]!.exists).toBeUndefined();
  });

  it("reads the noun a question asks for: 'what language is the tour in'", () => {
    expect(read("what language is the hassan ii tour in").parts[0]!.head).toBe("language");
    expect(read("what colour are the shopping pins").parts[0]!.head).toBeUndefined();
    expect(read("whats the closest hospital to our riad in fes").parts[0]!.head).toBe("hospital");
    expect(read("which terminal at RAK are we meeting at").parts[0]!.head).toBe("terminal");
    expect(read("whens the deadline to pay the welcome dinner deposit").parts[0]!.head).toBe("deadlin");
  });

  it("reads grabbing the photos as downloading them, and grabbing a jacket as no download", () => {
    expect(read("can i grab all the photos at once").parts[0]!.topic).toContain("download");
    expect(read("do i need to go grab a jacket or nah").parts.flatMap((part) => part.topic)).not.toContain("download");
  });

  it("counts a day on from today: 'a week from today', 'in 3 days'", () => {
    const firstEvening = new Date("2025-11-22T20:00:00Z");
    expect(read("a week from today what r we doing", firstEvening).day).toMatchObject({ day: 8 });
    expect(read("what's on in 3 days", firstEvening).day).toMatchObject({ day: 4 });
  });

  it("reads 'the full plan' as the plan", () => {
    expect(read("what's the full plan for tmrw? gimme the times pls").parts[0]).toMatchObject({ kinds: ["when"], topic: [] });
  });

  it("reads a joined emoji, 'is tmrw day 7?', 'what do i do with my dirhams before flying', 'still owe'", () => {
    const firstEvening = new Date("2025-11-27T20:00:00Z");
    expect(read("we finally made it to fes 😮‍💨 where r we sleeping tonight?", firstEvening).parts[0]!.topic).not.toContain("made");
    expect(read("wait is tmrw day 7? and whats it called", firstEvening).parts.flatMap((part) => part.unknown)).toEqual([]);
    expect(read("what should i do w my leftover dirhams before flying").parts[0]!.sequence).toBeUndefined();
    expect(read("do i still owe the host for the train?").parts[0]!.kinds).toContain("secret");
    expect(read("owe the host for the balloon, how much was it").parts.at(-1)!.kinds).not.toContain("secret");
    expect(read("what's for supper at the riad tonight?", firstEvening).parts[0]!.kinds).toContain("food");
  });

  it("reads a guest's own flight time and a train's live running as the host's or the world's to tell", () => {
    expect(read("what time is my flight home on sunday?").parts[0]!.kinds).toContain("secret");
    expect(read("is the 3pm train on thursday running on time?").parts[0]!.kinds).toContain("secret");
    expect(read("my flight home is 7:15pm tmrw from CMN 😬 am i gonna make it?").parts[0]!.kinds).not.toContain("secret");
  });

  it("reads a sum asked of the trip's prices: the things named, or one thing paid several times", () => {
    expect(read("i did the balloon, agafay and the hammam, what's that add up to").costSum).toEqual({ items: ["hotAirBalloon", "hammamMassage", "agafayDay"], times: 1 });
    expect(read("villa breakfast for all 5 mornings comes to how much").costSum).toEqual({ items: ["villaBreakfast"], times: 5 });
    expect(read("how much is the balloon").costSum).toBeUndefined();
    expect(read("how much do all the optional extras add up to").costSum).toBeUndefined();
  });

  it("reads 'what's tmrw's date?' as asking the date of a day, and nothing else", () => {
    const now = new Date("2025-11-29T19:30:00Z");
    expect(read("what's tmrw's date? filling in a customs form", now).dateOf).toBe(9);
    expect(read("what day is it today", now).dateOf).toBe(8);
    expect(read("what's the date", now).dateOf).toBe(8);
    expect(read("what's the date of the balloon", now).dateOf).toBeUndefined();
    expect(read("whats the date tmrw and what's the day called on the site", now).dateOf).toBe(9);
    expect(read("what day of the trip is it today and whats it called", now).dateOf).toBe(8);
    expect(read("what day of the trip r we on", now).dateOf).toBe(8);
    expect(read("what's the date today", new Date("2025-11-14T19:00:00Z")).dateOf).toBeUndefined();
  });

  it("reads which photos a gallery question is about as said in passing: 'my camel pics', 'pics from the desert'", () => {
    expect(read("one of my camel pics says preview not available 😱 is it gone?").parts[0]!.topic).toEqual(["photo", "preview"]);
    expect(read("tried uploading 14 pics from the desert and it said too many files?").parts[0]!.topic).not.toContain("desert");
    expect(read("slideshow is on the tv, how do ppl add their pics from their phones").parts.at(-1)!.topic).toContain("phon");
    expect(read("what's the longest video i can upload").parts[0]!.unknown).toContain("longest");
    expect(read("can i take pics of the camels").parts[0]!.topic).toContain("camel");
  });

  it("reads a statement before the question as what it asks about: 'slideshow is on the tv, how do we add pics'", () => {
    const { parts } = read("slideshow is on the tv, how do ppl add their pics from their phones");
    expect(parts).toHaveLength(1);
    expect(parts[0]!.topic).toEqual(expect.arrayContaining(["slideshow", "add", "photo"]));
  });

  it("leaves out a friend's errand and a guest's mood: 'friend wants to do the same thing', 'driving my cat crazy'", () => {
    expect(read("ok real talk what did this trip cost per person? friend wants to do the same thing").parts[0]!.topic).not.toContain("friend");
    expect(read("the site music is driving my cat crazy, how do i turn it off").parts.flatMap((part) => part.topic)).not.toContain("road");
  });

  it("reads 'how does deleting work' as how deleting goes", () => {
    expect(read("once i get the password how does deleting work, step by step?").parts[0]!.topic).not.toContain("work");
    expect(read("are the tanners working today").parts[0]!.topic).toContain("work");
  });

  it("reads 'somehow', 'now' and 'never' as no subject", () => {
    expect(read("a video says 'Preparing video…' can i still get it somehow").parts[0]!.unknown).toEqual([]);
    expect(read("i never told anyone i'm gluten free 😬 what did the site say about dietary stuff").parts.flatMap((part) => part.unknown)).toEqual([]);
    expect(read("what's happening now", new Date("2025-11-24T10:00:00Z")).parts[0]!.sequence).toBe("now");
  });

  it("reads an adverb of degree the content never uses as no subject: 'a stupidly early train'", () => {
    expect(read("2 days ago we took a stupidly early train, what time was it?").parts[0]!.unknown).toEqual([]);
    expect(read("can i bring my family").parts[0]!.topic.length + read("can i bring my family").parts[0]!.unknown.length).toBeGreaterThan(0);
  });

  it("leaves out a remark after the question: '...? sand still in my bag lol', '...? feels like a month ago'", () => {
    const afterTrip = new Date("2025-12-02T19:00:00Z");
    expect(read("last wednesday we slept where exactly? sand still in my bag lol", afterTrip).parts[0]!.topic).toEqual(["stay"]);
    expect(read("what did we do last saturday? feels like a month ago", afterTrip).parts[0]!.topic).toEqual([]);
    expect(read("pack list for the desert? and can i bring my big suitcase on the camel lol").parts.at(-1)!.topic).toContain("camel");
    // A statement after the question mark tells why the guest asks, unless it asks, begs or says what it is about.
    expect(read("do we have to sign up for breakfast or can i just rock up").parts[0]).toMatchObject({ topic: ["sign", "breakfast"], unknown: [] });
    expect(read("what time was balloon pickup yesterday, ive lost all track of time").parts[0]).toMatchObject({ unknown: [] });
    expect(read("2 things: when's the train today and what time do we start tmrw morning").parts[0]!.unknown).toEqual([]);
    expect(read("where should i keep my passport while we're in fes").parts[0]!.topic).toEqual(["keep", "passport"]);
    expect(read("how much was the walking tour? gotta venmo someone").parts[0]).toMatchObject({ topic: ["guid", "walk", "tour"], unknown: [] });
    expect(read("does it rain much here this time of year? the sky looked dodgy over the rif").parts[0]!.unknown).toEqual([]);
    expect(read("any safety tips? worried about my passport").parts.flatMap((part) => part.topic)).toContain("passport");
    expect(read("can i still get a hammam slot another day? who do i ask").parts.flatMap((part) => part.topic)).toContain("host");
  });

  it("leaves out what the guest is doing, said after the question: 'labeling my album'", () => {
    expect(read("what day was the photographer with us? labeling my album").parts[0]!.topic).toEqual(["photographer", "photoshoot"]);
    expect(read("the tannery smells terrible right? any tips").parts[0]!.topic).toContain("advice");
  });

  it("never corrects a common word into a content word: 'came in yesterday' is arriving, not a camel", () => {
    const [part] = read("came in yesterday, where am i supposed to meet the group?").parts;
    expect(part!.topic).toContain("arrive");
    expect(part!.topic).not.toContain("camel");
  });

  it("reads the thing sought after 'is there another', not 'another' itself", () => {
    expect(read("map wont load on my data, is there another way to see the places").parts.flatMap((part) => part.kinds)).not.toContain("secret");
    expect(read("is there a pharmacy near the station").parts[0]!.kinds).toContain("secret");
  });

  it("reads closing the chat as shutting it, not as being near", () => {
    expect(read("where's the chat on the site if i close it").parts[0]!.topic).toContain("shut");
  });

  it("counts days back from today: '2 days ago', 'a week ago today', 'this exact time last week'", () => {
    const afterTrip = new Date("2025-12-02T19:00:00Z");
    const dayOf = (text: string) => (read(text, afterTrip).day as { day: number } | undefined)?.day;
    expect(dayOf("2 days ago we took an early train, what time was it?")).toBe(9);
    expect(dayOf("what were we doing a week ago today? everything's a blur")).toBe(4);
    expect(dayOf("this exact time last week we were at some fancy dinner, where was it?")).toBe(4);
    expect(read("what were we doing a week ago today? everything's a blur", afterTrip).parts[0]!.topic).toEqual([]);
  });

  it("reads where a journey asked about goes from and to", () => {
    expect(read("what time do we leave fes for chefchaouen").journey).toEqual({ from: ["fes"], to: ["chefchaouen"] });
  });

  it("reads a nickname as what a place is called beside its name, not part of the subject", () => {
    const [part] = read("what's chefchaouen's nickname again, the blue something").parts;
    expect(part!.kinds).toContain("epithet");
    expect(part!.topic).not.toContain("nicknam");
  });

  it("reads a journey named by the trip town it goes to", () => {
    expect(read("are we in first class on the train to casablanca?").journey).toEqual({ from: [], to: ["casablanca"] });
    expect(read("is there a train to the moon").journey).toBeUndefined();
  });

  it("reads a time asked of a day as the moment half an hour after it, never past midnight", () => {
    expect(read("where do we go at 3 tomorrow").moment).toBe("15:30");
    expect(read("whats happening at 7 tonight").moment).toBe("19:30");
    expect(read("what are we doing at 11:45pm tonight").moment).toBe("23:59");
  });
});
