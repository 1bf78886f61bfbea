import {
  arch,
  archFrame,
  balloon,
  disc,
  dune,
  fountain,
  glowGradient,
  gradient,
  ground,
  houses,
  lantern,
  minaret,
  moon,
  mountains,
  palette as c,
  palm,
  pool,
  rug,
  sky,
  spiceCone,
  stars,
  svg,
  table,
  teaGlass,
  teapot,
  zelligePattern,
} from "./svg-motifs";
import type { Scene } from "./scene";

// Marrakech, the villa and Agafay (days 0-4), plus the site hero.

const arcade = (count: number, y: number, w: number, h: number, fill: string) =>
  Array.from({ length: count }, (_, index) => arch(60 + index * (680 / count) + (680 / count - w) / 2, y, w, h, fill)).join("");

/** Star-shaped openings in the hammam dome. */
const skylights: [number, number][] = [[330, 160], [400, 130], [470, 160], [360, 220], [440, 220]];

export const marrakechScenes: Scene[] = [
  {
    name: "hero-marrakech",
    draw: () =>
      svg(
        "Sunset over the Marrakech medina, the Koutoubia minaret and the snowy Atlas",
        gradient("s", c.saffron, c.rose) + zelligePattern("z", c.majorelle, c.cream, c.saffron),
        sky("url(#s)") + disc(560, 200, 60, c.gold) +
          mountains(330, [[120, 120], [330, 160], [560, 130], [760, 150]], c.dusk, c.cream) +
          houses(430, 7, [c.terracotta, c.rose, "#C9714D"], c.terracottaDark) +
          minaret(240, 430, 56, 270, c.terracottaDark, c.saffron) +
          palm(90, 440, 1.1, c.terracottaDark, c.palm) + palm(690, 440, 1.3, c.terracottaDark, c.palm) +
          `<rect y="430" width="800" height="70" fill="url(#z)"/>`,
        { x: 560, y: 200, color: "#FFE3A3", strength: 0.6 },
      ),
  },
  {
    name: "riad-courtyard",
    draw: () =>
      svg(
        "A riad courtyard with a tiled fountain, arches and orange trees",
        zelligePattern("z", c.mint, c.cream, c.majorelle, 50),
        sky(c.rose) + `<rect y="40" width="800" height="20" fill="${c.terracottaDark}"/>` +
          arcade(4, 330, 120, 220, c.terracottaDark) +
          `<rect y="330" width="800" height="170" fill="url(#z)"/>` +
          fountain(400, 420, c.cream, c.majorelle) +
          disc(120, 320, 50, c.palm) + disc(680, 320, 50, c.palm) +
          `<g fill="${c.saffron}">${disc(100, 300, 7, c.saffron)}${disc(140, 330, 7, c.saffron)}${disc(700, 305, 7, c.saffron)}${disc(660, 335, 7, c.saffron)}</g>` +
          `<rect x="114" y="360" width="12" height="60" fill="${c.terracottaDark}"/><rect x="674" y="360" width="12" height="60" fill="${c.terracottaDark}"/>`,
      ),
  },
  {
    name: "airport-arrival",
    draw: () =>
      svg(
        "A plane arriving over palm trees and the Atlas mountains",
        gradient("s", c.sky, c.cream),
        sky("url(#s)") + disc(660, 110, 46, c.gold) +
          mountains(380, [[160, 130], [420, 170], [690, 120]], "#A7B6D1", c.cream) +
          ground(380, c.dune) + `<rect y="430" width="800" height="18" fill="${c.ink}" opacity=".7"/>` +
          `<path d="M240,440h60M360,440h60M480,440h60" stroke="${c.cream}" stroke-width="4"/>` +
          `<path transform="translate(300 170) rotate(-8)" fill="${c.majorelle}" d="M0,0H200C230,0 240,14 220,20H20L-10,0ZM90,4L40,-60H64L140,4ZM90,18L50,70H74L140,18ZM0,0L-14,-34H4L30,2Z"/>` +
          palm(60, 430, 1.2, c.terracottaDark, c.palm) + palm(740, 430, 1, c.terracottaDark, c.palm),
      ),
  },
  {
    name: "souk-rugs",
    draw: () =>
      svg(
        "Hand-woven rugs and brass lanterns hanging in a souk",
        glowGradient("g", c.gold),
        sky(c.terracottaDark) + `<path d="M0,0H800V50L760,70L720,50L680,70L640,50L600,70L560,50L520,70L480,50L440,70L400,50L360,70L320,50L280,70L240,50L200,70L160,50L120,70L80,50L40,70L0,50Z" fill="${c.saffron}"/>` +
          rug(40, 120, 160, 250, c.terracotta, c.cream, c.majorelle) + rug(225, 100, 160, 280, c.majorelle, c.saffron, c.cream) +
          rug(410, 120, 160, 250, c.mint, c.cream, c.terracotta) + rug(595, 100, 170, 280, c.rose, c.ink, c.saffron) +
          ground(430, c.dune) + lantern(130, 420, 0.8, c.gold, "g") + lantern(680, 420, 0.8, c.gold, "g"),
        { x: 400, y: 60, color: "#FFD68A", strength: 0.45 },
      ),
  },
  {
    name: "lantern-arch",
    draw: () =>
      svg(
        "Lanterns glowing under a carved arch at night",
        gradient("s", c.night, c.dusk) + glowGradient("g", c.gold) + zelligePattern("z", c.terracotta, c.rose, c.saffron, 36),
        sky("url(#s)") + stars(40, 3) + ground(420, c.terracottaDark) +
          lantern(320, 150, 1.2, c.gold, "g") + lantern(400, 110, 1.4, c.gold, "g") + lantern(480, 150, 1.2, c.gold, "g") +
          table(440, c.cream, c.saffron) + archFrame("url(#z)", c.gold),
        { x: 400, y: 170, color: "#FFC36B", strength: 0.5 },
      ),
  },
  {
    name: "mint-tea",
    draw: () =>
      svg(
        "A silver teapot and glasses of mint tea on a tiled table",
        zelligePattern("z", c.majorelle, c.sand, c.mint, 44),
        sky(c.sand) + arch(260, 320, 280, 300, c.rose) + `<rect y="320" width="800" height="180" fill="url(#z)"/>` +
          teapot(330, 320, 1.6, "#B8B8C0") + teaGlass(470, 318, c.saffron, c.cream) + teaGlass(530, 318, c.saffron, c.cream) +
          teaGlass(590, 318, c.saffron, c.cream) + palm(120, 320, 0.9, c.terracottaDark, c.palm),
      ),
  },
  {
    name: "villa-pool",
    draw: () =>
      svg(
        "A villa with arches, palm trees and a long blue pool",
        gradient("s", c.sky, c.cream),
        sky("url(#s)") + `<rect x="140" y="120" width="520" height="220" fill="${c.cream}"/><rect x="130" y="108" width="540" height="16" fill="${c.rose}"/>` +
          arcade(5, 330, 70, 150, c.terracotta) + ground(330, c.sand) + pool(150, 370, 500, 90, "#4FA3C7", c.cream) +
          palm(70, 360, 1.5, c.terracottaDark, c.palm) + palm(730, 360, 1.4, c.terracottaDark, c.palm),
      ),
  },
  {
    name: "hammam",
    draw: () =>
      svg(
        "Steam rising under the star-pierced dome of a hammam",
        gradient("s", "#2F5D62", "#173236"),
        sky("url(#s)") + `<path d="M100,500V260C100,90 700,90 700,260V500Z" fill="#3E7479"/>` +
          `<g fill="${c.gold}">${skylights.map(([x, y]) => `<path d="M${x},${y - 10}L${x + 3},${y - 3}L${x + 10},${y}L${x + 3},${y + 3}L${x},${y + 10}L${x - 3},${y + 3}L${x - 10},${y}L${x - 3},${y - 3}Z"/>`).join("")}</g>` +
          `<rect x="160" y="380" width="480" height="50" fill="${c.cream}"/><rect x="140" y="430" width="520" height="70" fill="#C9B9A0"/>` +
          `<path d="M260,370C240,330 290,310 270,270M400,370C380,320 430,300 410,250M540,370C520,330 570,310 550,270" fill="none" stroke="${c.cream}" stroke-width="10" stroke-linecap="round" opacity=".45"/>`,
        { x: 400, y: 160, color: "#FFE9B0", strength: 0.4 },
      ),
  },
  {
    name: "villa-sunset",
    draw: () =>
      svg(
        "Palm silhouettes and a pool reflecting the sunset",
        gradient("s", c.dusk, c.saffron),
        sky("url(#s)") + disc(400, 300, 70, c.gold) + ground(320, c.terracottaDark) +
          pool(120, 360, 560, 100, c.rose, c.terracottaDark) + `<rect x="360" y="370" width="80" height="8" fill="${c.gold}"/><rect x="375" y="390" width="50" height="6" fill="${c.gold}"/>` +
          palm(90, 330, 1.6, c.ink, c.ink) + palm(230, 330, 1.1, c.ink, c.ink) + palm(640, 330, 1.3, c.ink, c.ink) + palm(740, 330, 1.7, c.ink, c.ink),
        { x: 400, y: 300, color: "#FFC27A", strength: 0.6 },
      ),
  },
  {
    name: "bahia-palace",
    draw: () =>
      svg(
        "Painted cedar ceilings and tiled arches of the Bahia Palace",
        zelligePattern("z", c.mint, c.cream, c.saffron, 40),
        sky(c.cream) + `<rect width="800" height="90" fill="${c.terracottaDark}"/>` +
          `<path d="M0,20H800M0,45H800M0,70H800" stroke="${c.saffron}" stroke-width="6"/>` +
          `<rect y="90" width="800" height="40" fill="${c.majorelle}"/>` + arcade(3, 420, 170, 260, "#C7E2D9") +
          `<rect y="420" width="800" height="80" fill="url(#z)"/>` + palm(400, 420, 0.9, c.terracottaDark, c.palm),
      ),
  },
  {
    name: "birthday-dinner",
    draw: () =>
      svg(
        "A golden birthday cake with candles on a festive table",
        gradient("s", "#3A1F2B", c.terracottaDark) + glowGradient("g", c.gold),
        sky("url(#s)") + stars(30, 11, 220) + lantern(150, 60, 1, c.gold, "g") + lantern(650, 60, 1, c.gold, "g") +
          table(400, c.cream, c.saffron) +
          `<rect x="310" y="270" width="180" height="110" rx="8" fill="${c.gold}"/><rect x="310" y="300" width="180" height="14" fill="${c.cream}"/>` +
          `<text x="400" y="360" text-anchor="middle" font-family="Georgia,serif" font-size="44" font-weight="700" fill="${c.terracottaDark}">30</text>` +
          `<g fill="${c.cream}"><rect x="356" y="236" width="8" height="34"/><rect x="396" y="230" width="8" height="40"/><rect x="436" y="236" width="8" height="34"/></g>` +
          `<g fill="${c.saffron}"><ellipse cx="360" cy="226" rx="5" ry="9"/><ellipse cx="400" cy="220" rx="5" ry="9"/><ellipse cx="440" cy="226" rx="5" ry="9"/></g>`,
        { x: 400, y: 230, color: "#FFC36B", strength: 0.55 },
      ),
  },
  {
    name: "bar-crawl",
    draw: () =>
      svg(
        "Cocktails on a rooftop bar above the lit-up city at night",
        gradient("s", c.night, c.dusk),
        sky("url(#s)") + stars(50, 5) + moon(660, 90, 34, c.night) +
          houses(360, 21, ["#2A2547", "#332B52"], c.gold) + minaret(120, 360, 40, 200, "#2A2547", c.gold) +
          ground(360, c.ink) + `<rect y="360" width="800" height="10" fill="${c.terracotta}"/>` +
          `<path d="M300,300H380L340,350Z" fill="#E8598C"/><rect x="337" y="350" width="6" height="50" fill="${c.cream}"/><rect x="310" y="398" width="60" height="6" fill="${c.cream}"/>` +
          `<path d="M420,280H480V400H420Z" fill="${c.saffron}" opacity=".85"/><path d="M470,250L455,320" stroke="${c.mint}" stroke-width="6"/>` +
          disc(530, 280, 14, "#E8598C"),
        { x: 660, y: 90, color: "#DCE4FF", strength: 0.3 },
      ),
  },
  {
    name: "balloons-agafay",
    draw: () =>
      svg(
        "Hot air balloons rising over the Agafay desert at sunrise",
        gradient("s", "#F7C59F", c.cream),
        sky("url(#s)") + disc(400, 330, 80, c.gold, 0.8) +
          mountains(340, [[150, 150], [400, 190], [660, 160]], "#B9A3C2", c.cream) +
          dune(380, 20, 40, "#D4B48C") + dune(430, 16, 160, "#C39A6B") +
          balloon(180, 160, 1.2, [c.terracotta, c.saffron]) + balloon(420, 100, 1.5, [c.majorelle, c.cream]) +
          balloon(610, 190, 1, [c.mint, c.gold]) + balloon(720, 90, 0.6, [c.rose, c.cream]),
        { x: 400, y: 330, color: "#FFE0B0", strength: 0.6 },
      ),
  },
  {
    name: "rooftop-night",
    draw: () =>
      svg(
        "A rooftop dinner under string lights with the Koutoubia lit in the distance",
        gradient("s", c.night, "#3B3466") + glowGradient("g", c.gold),
        sky("url(#s)") + stars(60, 9) + houses(330, 31, ["#2A2547", "#30295A"], c.gold) + minaret(560, 330, 44, 210, "#3A2F5A", c.gold) +
          ground(330, c.terracottaDark) + `<path d="M0,110Q200,170 400,110T800,110" fill="none" stroke="${c.cream}" stroke-width="2"/>` +
          `<g fill="${c.gold}">${[60, 140, 220, 300, 380, 460, 540, 620, 700, 780].map((x) => `<circle cx="${x}" cy="${110 + Math.round(30 * Math.sin((x / 400) * Math.PI) ** 2)}" r="6"/>`).join("")}</g>` +
          table(420, c.cream, c.gold) + `<rect y="480" width="800" height="20" fill="${c.ink}"/>`,
        { x: 400, y: 120, color: "#FFD68A", strength: 0.35 },
      ),
  },
  {
    name: "majorelle-garden",
    draw: () =>
      svg(
        "The cobalt-blue studio of Jardin Majorelle among cactus and bamboo",
        "",
        sky(c.sky) + `<rect x="220" y="110" width="360" height="280" fill="${c.majorelle}"/><rect x="210" y="100" width="380" height="18" fill="${c.gold}"/>` +
          arcade(3, 390, 70, 170, "#1E3180") + `<rect x="240" y="150" width="320" height="10" fill="${c.gold}"/>` +
          ground(390, "#C8B68E") + `<path d="M0,390H800V500H0Z" fill="#8FB08A" opacity=".6"/>` +
          `<g fill="${c.mint}"><rect x="80" y="250" width="30" height="160" rx="15"/><rect x="50" y="300" width="26" height="60" rx="13"/><rect x="114" y="280" width="26" height="70" rx="13"/><rect x="690" y="270" width="30" height="140" rx="15"/><rect x="724" y="310" width="24" height="50" rx="12"/></g>` +
          `<path d="M160,420h60l-8,50h-44z M580,420h60l-8,50h-44z" fill="${c.gold}"/>` +
          `<path d="M170,420C170,340 200,300 190,240M620,420C600,340 640,300 620,250" stroke="${c.palm}" stroke-width="8" fill="none"/>`,
      ),
  },
  {
    name: "photoshoot",
    draw: () =>
      svg(
        "A camera framing pink walls and palms for the group photoshoot",
        "",
        sky("#F2B5A0") + arch(300, 420, 200, 320, c.terracotta) + arch(320, 420, 160, 280, c.sky) + ground(420, c.sand) +
          palm(110, 430, 1.4, c.terracottaDark, c.palm) + palm(700, 430, 1.2, c.terracottaDark, c.palm) +
          `<g transform="translate(400 330)"><rect x="-90" y="-50" width="180" height="110" rx="14" fill="${c.ink}"/><rect x="-50" y="-72" width="60" height="26" rx="6" fill="${c.ink}"/><circle r="40" fill="${c.cream}"/><circle r="30" fill="${c.majorelle}"/><circle cx="-10" cy="-10" r="8" fill="${c.cream}" opacity=".7"/><circle cx="66" cy="-30" r="7" fill="${c.saffron}"/></g>`,
      ),
  },
  {
    name: "souk-spices",
    draw: () =>
      svg(
        "Pyramids of spices in bowls under a striped souk awning",
        "",
        sky(c.cream) + `<path d="M0,0H800V80H0Z" fill="${c.terracotta}"/><path d="M0,0V80M100,0V80M200,0V80M300,0V80M400,0V80M500,0V80M600,0V80M700,0V80" stroke="${c.saffron}" stroke-width="40"/>` +
          `<path d="M0,80Q50,120 100,80T200,80T300,80T400,80T500,80T600,80T700,80T800,80" fill="${c.terracottaDark}"/>` +
          `<rect y="360" width="800" height="140" fill="${c.terracottaDark}"/>` +
          spiceCone(110, 360, 110, "#C0392B", c.cream) + spiceCone(250, 360, 110, c.saffron, c.cream) + spiceCone(390, 360, 110, "#7A9A3A", c.cream) +
          spiceCone(530, 360, 110, "#D35400", c.cream) + spiceCone(670, 360, 110, "#8E5A3C", c.cream),
      ),
  },
  {
    name: "palace-dinner-poster",
    draw: () =>
      svg(
        "A candlelit palace dinner beneath carved arches and lanterns",
        gradient("s", "#3B1D1A", c.terracottaDark) + glowGradient("g", c.gold) + zelligePattern("z", c.majorelle, c.gold, c.terracotta, 38),
        sky("url(#s)") + arcade(3, 360, 150, 230, "#5A2A20") +
          lantern(250, 90, 1.1, c.gold, "g") + lantern(400, 70, 1.3, c.gold, "g") + lantern(550, 90, 1.1, c.gold, "g") +
          `<rect y="360" width="800" height="140" fill="url(#z)"/>` + table(410, c.cream, c.saffron) + archFrame(c.terracotta, c.gold, 620, 480),
        { x: 400, y: 100, color: "#FFC36B", strength: 0.55 },
      ),
  },
];
