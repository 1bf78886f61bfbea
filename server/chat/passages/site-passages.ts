import { lastDay, trip } from "../../../app/content";
import { ASSISTANT_NAME, ASSISTANT_ROLE, CHAT_LAUNCHER_LABEL, OFFLINE_CHAT_WAITING } from "../../../app/components/chat/assistant";
import { ORIGINAL_FILE_LABEL, PLACEHOLDER_TEXT } from "../../../app/components/gallery/placeholder-text";
import { downloadLabel } from "../../../app/components/gallery/album-labels";
import { OUTSIDE_TRIP_SECTIONS } from "../../../app/components/gallery/album-view";
import { OPEN_IN_MAPS_LABEL } from "../../../app/components/map/map-view";
import { sectionForPath, tracks } from "../../../app/content/tracks";
import { tripStartMoment } from "../../../app/lib/trip-dates";
import { MAX_FILE_BYTES, MAX_FILES_PER_BATCH } from "../../../app/components/gallery/gallery-api";
import { PHOTO_SECONDS, POLL_INTERVAL_MS } from "../../../app/components/slideshow/slideshow-timing";
import { muteLabel } from "../../../app/components/audio/mute-preference";
import { dayCalendarLabel, tripCalendarLabel } from "../../../app/lib/calendar-paths";
import { sectionLinks } from "../../../app/components/layout/nav-entries";
import { acceptedExtensions } from "../../gallery/file-type";
import type { Passage } from "./passage";

// What Rupa knows about itself, the host and the site: who it is, whose trip
// this is, which pages there are and how the gallery works. Names, limits and
// page labels come from the modules the pages themselves use.

const megabytes = Math.round(MAX_FILE_BYTES / (1024 * 1024));
const pageList = sectionLinks.map((link) => link.label);
const silentPages = sectionLinks.filter((link) => sectionForPath(link.to) === null).map((link) => link.label);
/** "Which pages share the Dinners page's music?": the pages of one section, which play one track ("Map and FAQ"). */
function pagesSharingTracks(): string[] {
  const bySection = new Map<string, string[]>();
  for (const link of sectionLinks) {
    const section = sectionForPath(link.to);
    if (section) bySection.set(section, [...(bySection.get(section) ?? []), link.label]);
  }
  return [...bySection.values()].filter((labels) => labels.length > 1).map((labels) => `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`);
}
/** "the host's 30th golden birthday": the age the host turns. */
const birthdayAge = /(\d+)(?:st|nd|rd|th)\b/.exec(trip.occasion)?.[1];
const listed = (extensions: string[]) => extensions.map((extension) => extension.toUpperCase()).join(", ");

export function sitePassages(): Passage[] {
  return [
    {
      id: "site-assistant",
      url: "/",
      pageTitle: "Home",
      title: ASSISTANT_NAME,
      facts: [
        { kind: "person", overview: true, text: `I'm ${ASSISTANT_NAME}, ${ASSISTANT_ROLE}.` },
        { kind: "info", overview: true, text: "I answer from the trip notes on this site: the itinerary, dinners, stays, costs, packing and the gallery." },
        { kind: "where", text: `The round goat button at the bottom right of every page (“${CHAT_LAUNCHER_LABEL}”) opens this chat, and brings it back whenever it has been shut.` },
      ],
      keywords: "assistant chat bot helper goat rupa help",
    },
    {
      id: "site-host",
      url: "/",
      pageTitle: "Home",
      title: "The host",
      facts: [
        { kind: "person", overview: true, text: `The host organises the trip, and the occasion is ${trip.occasion}.` },
        { kind: "info", text: `The host's age: turning ${birthdayAge}, celebrated at the birthday dinner on Day 2.` },
        { kind: "info", text: "For anything the site does not say, ask the host." },
      ],
      keywords: "host organiser organizer birthday occasion celebrate",
    },
    {
      id: "site-pages",
      url: "/",
      pageTitle: "Home",
      title: "Pages of this site",
      facts: [
        {
          kind: "info",
          overview: true,
          text: `The site has a page for each day of the itinerary (Day 0 to Day ${lastDay}) and the pages ${pageList.slice(0, -1).join(", ")} and ${pageList.at(-1)}, all in the menu at the top.`,
        },
        { kind: "when", text: "Every time on the site is Morocco time (local time in Marrakech), not your home time." },
      ],
      keywords: "site website page pages menu navigation section find",
    },
    {
      id: "site-gallery-upload",
      url: "/gallery",
      pageTitle: "Photo Gallery",
      title: "Uploading photos and videos",
      facts: [
        {
          kind: "info",
          overview: true,
          text: `On the Photo Gallery page anyone can upload photos and videos, up to ${MAX_FILES_PER_BATCH} files at a time and ${megabytes} MB each, with an optional name.`,
        },
        {
          kind: "info",
          text: `File formats (types) accepted: photos ${listed(acceptedExtensions("image"))}; videos ${listed(acceptedExtensions("video"))}.`,
        },
        { kind: "info", text: "Photos and videos straight from an iPhone (HEIC photos, HEVC videos in MOV files) are supported: they upload as they are, and the gallery makes copies every browser can show." },
        {
          kind: "info",
          text: `A new video shows “${PLACEHOLDER_TEXT.preparing.video}” while a copy every browser can play is being made: nothing is broken, wait a moment and the page updates by itself; meanwhile the viewer's “${ORIGINAL_FILE_LABEL}” button saves the video as it was uploaded.`,
        },
        {
          kind: "info",
          text: `A photo showing “${PLACEHOLDER_TEXT.unavailable.photo}” is not lost: the gallery could not make a preview of it, and the viewer's “${ORIGINAL_FILE_LABEL}” button still saves it.`,
        },
      ],
      keywords: "upload add share photo photos picture video videos gallery file files size limit",
    },
    {
      id: "site-gallery-delete",
      url: "/gallery",
      pageTitle: "Photo Gallery",
      title: "Deleting photos",
      facts: [
        {
          kind: "info",
          overview: true,
          text: "To delete photos, press Delete Photos on the Photo Gallery page and enter the deletion password (the host has it), then pick the photos and press Delete Selected.",
        },
        { kind: "info", text: "Cancel leaves the password dialog or the picking of photos without deleting anything." },
      ],
      keywords: "delete remove photo photos picture video gallery",
    },
    {
      id: "site-gallery-find",
      url: "/gallery",
      pageTitle: "Photo Gallery",
      title: "Finding photos in the gallery",
      facts: [
        {
          kind: "info",
          overview: true,
          text: "The Photo Gallery page shows everyone's photos and videos; its filters narrow the album to one trip day, or to the photos one person posted, by the name they gave when uploading.",
        },
      ],
      keywords: "filter only find photos pictures videos guest",
    },
    {
      id: "site-gallery-order",
      url: "/gallery",
      pageTitle: "Photo Gallery",
      title: "How the album is sorted",
      facts: [
        {
          kind: "info",
          overview: true,
          text: `The album is sorted by the day each photo was taken (else the day it was uploaded), a section per trip day, with “${OUTSIDE_TRIP_SECTIONS.before}” and “${OUTSIDE_TRIP_SECTIONS.after}” for the rest.`,
        },
      ],
      keywords: "album section sections sort sorted order show up appear",
    },
    {
      id: "site-gallery-download",
      url: "/gallery",
      pageTitle: "Photo Gallery",
      title: "Downloading photos",
      facts: [
        {
          kind: "info",
          overview: true,
          text: `On the Photo Gallery page, “${downloadLabel("everything")}” saves the whole album, or just the picked day's photos, as the original files; the light zip holds web-sized copies for slow connections.`,
        },
        { kind: "info", text: `Open a photo or video to save it alone: “Download” gives a JPEG or MP4, “${ORIGINAL_FILE_LABEL}” the upload as it was.` },
        {
          kind: "info",
          text: "For a very large album, download a day at a time: a Mac's Archive Utility opens a zip per day more reliably than a single huge one.",
        },
      ],
      keywords: "download save zip all everything album copy laptop computer phone originals smaller lighter light",
    },
    {
      id: "site-slideshow",
      url: "/slideshow",
      pageTitle: "Slideshow",
      title: "The slideshow",
      facts: [
        {
          kind: "info",
          overview: true,
          text: `The Slideshow page shows the trip's photos and videos full screen, for a TV or a big screen, and puts new uploads on screen as soon as they arrive (it checks every ${POLL_INTERVAL_MS / 1000} seconds); the Slideshow button on the Photo Gallery page opens it, for one day when a day is picked.`,
        },
        {
          kind: "info",
          text: `Each photo stays ${PHOTO_SECONDS} seconds and each video plays muted, without sound, to its end; the Pause button or the space bar pauses it, the arrows step through, Escape closes it.`,
        },
        {
          kind: "info",
          text: "A QR code on the slideshow opens the Photo Gallery, so guests at the party can scan it and add photos from their phones while it runs; their uploads join the slideshow as they arrive.",
        },
      ],
      keywords: "slideshow big screen tv television full screen play photos videos keyboard keys qr",
    },
    {
      id: "site-calendar",
      url: "/",
      pageTitle: "Home",
      title: "Adding the trip to your calendar",
      facts: [
        {
          kind: "info",
          overview: true,
          text: `The home page's “${tripCalendarLabel}” button, and each day page's “${dayCalendarLabel("N")}” button, save the plan to your phone's calendar (Google, Apple or Outlook).`,
        },
      ],
      keywords: "calendar google apple outlook ical ics schedule itinerary add save",
    },
    {
      id: "site-music",
      url: "/",
      pageTitle: "Home",
      title: "The music",
      facts: [
        {
          kind: "info",
          overview: true,
          text: `Each section of the site has its own music; the round “${muteLabel}” button at the bottom left turns it off, and the site remembers your choice.`,
        },
        { kind: "info", overview: true, text: `The music stops on the ${silentPages.join(" and ")} page because it has no music of its own.` },
        { kind: "info", text: `The home page's music is a ${tracks.home.mood}; the other sections each have a track of their own.` },
        {
          kind: "info",
          text: `Pages of one section share one track: ${pagesSharingTracks().map((pages) => `the ${pages} pages; `).join("")}and all the day pages.`,
        },
      ],
      // "Does the gallery have music?": the pages without any are what this passage is about too.
      keywords: `music song songs sound audio mute volume turn off stop ${silentPages.join(" ")}`,
      answersOnly: "music song track tune sound audio mute volume",
    },
    {
      id: "site-offline",
      url: "/",
      pageTitle: "Home",
      title: "Using the site with no signal",
      facts: [
        {
          kind: "info",
          overview: true,
          text: "Add the site to your phone's Home Screen before Zagora (on iPhone: Share, then Add to Home Screen) and the itinerary opens offline, with no signal; the gallery and Rupa need a connection.",
        },
        { kind: "info", overview: true, text: `Asked with no signal, the chat says: “${OFFLINE_CHAT_WAITING}”` },
        { kind: "info", text: "With no signal the Photo Gallery page says it needs a connection: nothing is broken, and the album comes back once the phone has signal again." },
      ],
      keywords: "offline signal connection desert camp airplane mode home screen install app phone load",
    },
    {
      id: "site-map",
      url: "/map",
      pageTitle: "Map",
      title: "The Map page",
      facts: [
        { kind: "info", overview: true, text: `Each place on the Map page has “${OPEN_IN_MAPS_LABEL}”, which opens it in your phone's maps app.` },
        { kind: "info", overview: true, text: "Under the map the same places are listed by category, so the page stays useful when the map itself cannot load." },
      ],
      keywords: "maps app google apple directions navigate list places load signal",
    },
    {
      id: "site-countdown",
      url: "/",
      pageTitle: "Home",
      title: "The countdown",
      facts: [
        {
          kind: "when",
          overview: true,
          text: `The countdown on the home page counts down to the start of the trip (Day 0, ${tripStartMoment()}) and shows zeros once the trip has begun.`,
        },
      ],
      keywords: "countdown timer clock home page zero zeros",
    },
    {
      id: "site-transportation",
      url: "/transportation",
      pageTitle: "Transportation",
      title: "Transportation",
      facts: [
        {
          kind: "info",
          overview: true,
          text: "The Transportation page is coming soon: details of the airport transfers, the train to Fes and the drives in between are being finalized.",
        },
      ],
      keywords: "transportation transport getting around transfers plan cars",
    },
  ];
}
