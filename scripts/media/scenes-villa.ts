import { cedarFrieze, figure, lounger, lowTable, parasol, riadDoor, tagine } from "./svg-objects";
import { haze, hazeDefs } from "./svg-light";
import {
  arch,
  disc,
  glowGradient,
  gradient,
  ground,
  lantern,
  mountains,
  palette as c,
  palm,
  pool,
  sky,
  stars,
  svg,
  teaGlass,
  teapot,
  zelligePattern,
} from "./svg-motifs";
import type { Scene } from "./scene";

// The riad door, Villa Royale through the day, and the riad dinner in Fes:
// the cards that once borrowed the stays' own pictures.

const villaWall = "#F3DCC4";

/** The villa's long arcaded front, pale against the sky. */
function villaFront(baseY: number, wall: string, openings: string): string {
  let arches = "";
  for (let index = 0; index < 6; index += 1) arches += arch(175 + index * 80, baseY, 50, 120, openings);
  return `<rect x="150" y="${baseY - 190}" width="500" height="190" fill="${wall}"/><rect x="140" y="${baseY - 204}" width="520" height="16" fill="${c.rose}"/>${arches}`;
}

export const villaScenes: Scene[] = [
  {
    name: "riad-door",
    draw: () =>
      svg(
        "A studded cedar door in a rose-pink medina alley, the way into Riad L-Authentic",
        gradient("s", "#F4C7A1", "#E7A27E") + glowGradient("g", c.gold),
        sky("url(#s)") +
          `<path d="M0,0H150L190,500H0Z" fill="#C9714D"/><path d="M800,0H650L610,500H800Z" fill="#B9623F"/>` +
          `<rect x="190" y="60" width="420" height="440" fill="#D98B6A"/>` +
          riadDoor(310, 470, 180, 320, "#6B3A22", c.cream) +
          lantern(250, 140, 0.9, c.terracottaDark, "g") +
          `<path d="M560,120h40v60h-40z" fill="${c.terracottaDark}"/><path d="M566,130h28v40h-28z" fill="${c.majorelle}"/>` +
          ground(470, "#B86B4A") + `<path d="M0,500L190,470H610L800,500Z" fill="#A55A3C"/>` +
          `<g transform="translate(640 470)"><rect x="-60" y="-60" width="110" height="40" rx="6" fill="${c.saffron}"/><circle cx="-40" cy="-10" r="12" fill="${c.ink}"/><circle cx="30" cy="-10" r="12" fill="${c.ink}"/><path d="M50,-50L90,-90" stroke="${c.ink}" stroke-width="6"/></g>`,
        { x: 250, y: 200, color: "#FFD68A", strength: 0.5 },
      ),
  },
  {
    name: "villa-gate",
    draw: () =>
      svg(
        "The palm-lined drive and arcaded front of Villa Royale, outside Marrakech",
        gradient("s", "#8FC1E3", "#F3E3CB") + hazeDefs("h", "#F3E3CB"),
        sky("url(#s)") + mountains(300, [[120, 90], [380, 130], [640, 110]], "#B7A7C6", c.cream) + haze("h", 200, 300) +
          villaFront(330, villaWall, "#9B5A3E") + ground(330, "#E2C9A6") +
          `<path d="M330,500L380,330H420L470,500Z" fill="#CDAE86"/>` +
          palm(120, 380, 1.5, c.terracottaDark, c.palm) + palm(250, 350, 1.1, c.terracottaDark, c.palm) +
          palm(560, 350, 1.1, c.terracottaDark, c.palm) + palm(690, 390, 1.6, c.terracottaDark, c.palm) +
          `<path d="M0,470Q200,440 330,470V500H0Z" fill="#5E8A4E"/><path d="M470,470Q600,440 800,470V500H470Z" fill="#5E8A4E"/>`,
        { x: 640, y: 60, color: "#FFF1CF", strength: 0.6 },
      ),
  },
  {
    name: "villa-breakfast",
    draw: () =>
      svg(
        "Breakfast in the villa garden: mint tea, orange juice and msemen under the palms",
        gradient("s", "#CFE6F2", "#F7EBD8") + zelligePattern("z", c.cream, "#CFE3DA", c.saffron, 44),
        sky("url(#s)") + palm(110, 330, 1.7, c.terracottaDark, c.palm) + palm(700, 330, 1.5, c.terracottaDark, c.palm) +
          `<rect y="300" width="800" height="200" fill="url(#z)"/>` + lowTable(330, 170, 630, c.cream, c.terracotta) +
          teapot(260, 320, 1, "#B8B8C0") + teaGlass(340, 322, c.saffron, c.cream) +
          `<path d="M400,270h34l-4,52h-26z" fill="#F39C34" stroke="${c.cream}" stroke-width="3"/><path d="M446,270h34l-4,52h-26z" fill="#F39C34" stroke="${c.cream}" stroke-width="3"/>` +
          `<ellipse cx="560" cy="318" rx="60" ry="12" fill="${c.terracotta}"/><rect x="515" y="292" width="90" height="22" rx="4" fill="#E8B86A"/><rect x="525" y="276" width="70" height="18" rx="4" fill="#D9A257"/>`,
        { x: 700, y: 20, color: "#FFF6DD", strength: 0.6 },
      ),
  },
  {
    name: "poolside-loungers",
    draw: () =>
      svg(
        "Loungers and a striped parasol beside the villa pool, golden outfits laid out for the evening",
        gradient("s", "#9BD0EA", "#EAF4F4") + gradient("w", "#59B4D6", "#2E7FA8"),
        sky("url(#s)") + palm(90, 250, 1.3, c.terracottaDark, c.palm) + palm(720, 240, 1.2, c.terracottaDark, c.palm) +
          ground(240, "#EFDCC0") + pool(60, 300, 680, 120, "url(#w)", c.cream) +
          parasol(520, 290, c.terracotta, c.cream) + lounger(220, 290, c.cream, c.saffron) + lounger(400, 290, c.cream, c.saffron) +
          `<path d="M640,150h36l8,90h-52z" fill="${c.gold}"/><path d="M650,140q8,-14 16,0" fill="none" stroke="${c.ink}" stroke-width="3"/>`,
        { x: 200, y: 30, color: "#FFF6DD", strength: 0.65 },
      ),
  },
  {
    name: "villa-evening",
    draw: () =>
      svg(
        "Villa Royale at dusk, its arches lit warm behind the palms after the desert day",
        gradient("s", "#3B2F5C", "#E39A6B") + glowGradient("g", c.gold),
        sky("url(#s)") + stars(25, 41, 160) + disc(610, 120, 18, c.cream) +
          villaFront(360, "#C99E86", c.gold) + ground(360, "#4E3440") +
          disc(320, 300, 70, "url(#g)") + disc(480, 300, 70, "url(#g)") +
          palm(100, 400, 1.6, "#2A1E2E", "#2A1E2E") + palm(230, 380, 1.1, "#2A1E2E", "#2A1E2E") +
          palm(610, 380, 1.2, "#2A1E2E", "#2A1E2E") + palm(730, 410, 1.7, "#2A1E2E", "#2A1E2E") +
          lantern(400, 420, 0.7, c.gold, "g"),
        { x: 400, y: 300, color: "#FFC36B", strength: 0.45 },
      ),
  },
  {
    name: "fes-riad-dinner",
    draw: () =>
      svg(
        "Dinner at the riad in Fes: tagines on a low table under carved cedar and lanterns",
        gradient("s", "#3A231C", "#6B3A26") + glowGradient("g", c.gold) + zelligePattern("z", "#1F6F54", c.cream, c.saffron, 34),
        sky("url(#s)") + cedarFrieze(0, 70, "#5A3220", "#8A5634") +
          `<rect y="70" width="800" height="14" fill="${c.saffron}"/>` +
          lantern(200, 120, 1, c.gold, "g") + lantern(400, 100, 1.2, c.gold, "g") + lantern(600, 120, 1, c.gold, "g") +
          `<rect y="330" width="800" height="170" fill="url(#z)"/>` +
          figure(120, 360, 1.2, "#2A1812") + figure(680, 360, 1.2, "#2A1812") +
          lowTable(330, 170, 630, "#8E2F2A", c.gold) +
          tagine(300, 330, 0.9, c.terracotta, c.majorelle) + tagine(500, 330, 0.9, "#2E6B8E", c.saffron),
        { x: 400, y: 140, color: "#FFC36B", strength: 0.55 },
      ),
  },
];
