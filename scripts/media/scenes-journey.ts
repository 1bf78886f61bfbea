import {
  arch,
  archPath,
  camel,
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
  road,
  sky,
  stars,
  svg,
  tent,
  zelligePattern,
} from "./svg-motifs";
import type { Scene } from "./scene";

// The desert, Fes, Chefchaouen and Casablanca (days 5-9).

const chaouenBlue = "#5B8FD4";
const chaouenLight = "#A9C8F0";
const fesGreen = "#1F6F54";

/** Round dye pits of the Chouara tannery, laid out in a honeycomb. */
function dyePits(): string {
  const dyes = [c.saffron, "#A8322A", c.cream, "#7A4A2A", c.majorelle, c.gold, "#C96A3A"];
  let pits = "";
  let index = 0;
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 9; col += 1) {
      const x = 60 + col * 85 + (row % 2) * 42;
      const y = 300 + row * 52;
      pits += `<ellipse cx="${x}" cy="${y}" rx="32" ry="17" fill="${dyes[index % dyes.length]}"/>`;
      index += 3;
    }
  }
  return pits;
}

/** A kasbah of crenellated mud-brick towers climbing a hill. */
function kasbah(): string {
  const towers: [number, number, number][] = [[200, 330, 70], [290, 270, 80], [390, 220, 90], [490, 260, 80], [580, 320, 70]];
  return towers
    .map(([x, top, w]) => {
      const crenels = Array.from({ length: 4 }, (_, i) => `<rect x="${x + i * (w / 4) + 4}" y="${top - 12}" width="${w / 8}" height="14"/>`).join("");
      return `<g fill="#B86B3E"><rect x="${x}" y="${top}" width="${w}" height="${420 - top}"/>${crenels}</g><rect x="${x + w / 2 - 6}" y="${top + 40}" width="12" height="22" fill="${c.terracottaDark}"/>`;
    })
    .join("");
}

export const journeyScenes: Scene[] = [
  {
    name: "camel-dunes",
    draw: () =>
      svg(
        "A camel caravan crossing golden dunes at sunset",
        gradient("s", "#F08A4B", c.gold),
        sky("url(#s)") + disc(560, 230, 70, c.cream, 0.85) + dune(300, 40, 0, "#E0A15E") + dune(360, 30, 120, c.dune) +
          camel(160, 330, 0.9, c.terracottaDark) + camel(280, 340, 0.9, c.terracottaDark) + camel(400, 350, 0.9, c.terracottaDark) +
          dune(430, 24, 260, "#D98F4E"),
        { x: 560, y: 230, color: "#FFE0A8", strength: 0.6 },
      ),
  },
  {
    name: "desert-camp",
    draw: () =>
      svg(
        "Berber tents and a campfire under a starry desert sky",
        gradient("s", c.night, c.dusk) + glowGradient("g", c.saffron),
        sky("url(#s)") + stars(110, 17, 300) + moon(640, 90, 36, c.night) + dune(330, 30, 40, "#8C6A5A") + dune(400, 18, 200, "#6E4E44") +
          tent(90, 400, 200, c.cream, c.terracottaDark) + tent(510, 400, 220, c.cream, c.terracottaDark) +
          `<circle cx="400" cy="420" r="80" fill="url(#g)"/><path d="M380,440L400,380L420,440Z" fill="${c.saffron}"/><path d="M390,440L400,405L410,440Z" fill="${c.gold}"/>` +
          `<path d="M365,448H435" stroke="${c.terracottaDark}" stroke-width="8" stroke-linecap="round"/>`,
        { x: 400, y: 420, color: "#FFB347", strength: 0.4 },
      ),
  },
  {
    name: "atlas-mountains",
    draw: () =>
      svg(
        "The road winding over the snowy High Atlas at the Tizi n'Tichka pass",
        gradient("s", c.sky, c.cream),
        sky("url(#s)") + mountains(300, [[110, 170], [360, 220], [620, 190]], "#8C7FA8", c.cream) +
          mountains(380, [[40, 120], [260, 150], [520, 130], [760, 160]], "#B0683F", c.cream) + ground(380, "#C27B4C") +
          road("#7A4A2A", c.cream) + `<rect x="120" y="400" width="40" height="30" fill="${c.rose}"/><rect x="170" y="390" width="50" height="40" fill="${c.terracotta}"/>`,
      ),
  },
  {
    name: "ait-benhaddou",
    draw: () =>
      svg(
        "The mud-brick ksar of Aït Benhaddou above the river",
        gradient("s", c.sky, "#F4E1C1"),
        sky("url(#s)") + `<path d="M100,420C200,300 300,200 400,180C520,200 620,320 720,420Z" fill="#C98D5A"/>` + kasbah() +
          `<rect x="380" y="150" width="40" height="40" fill="#B86B3E"/>` + ground(420, "#D9B68A") +
          `<path d="M0,460C200,440 600,480 800,450V500H0Z" fill="${c.sky}"/>` + palm(60, 440, 1.1, c.terracottaDark, c.palm) + palm(740, 445, 1.2, c.terracottaDark, c.palm),
      ),
  },
  {
    name: "desert-sunrise",
    draw: () =>
      svg(
        "The sun rising over pink and orange dunes",
        gradient("s", "#6C5B9E", "#F4A77A"),
        sky("url(#s)") + stars(25, 23, 140) + disc(400, 330, 90, c.gold) + dune(320, 26, 300, "#E59A7A") + dune(380, 30, 60, "#D97D5A") +
          dune(440, 20, 180, "#C8654A") + `<path d="M330,300L345,285L360,300" stroke="${c.ink}" stroke-width="3" fill="none"/>`,
        { x: 400, y: 330, color: "#FFD08A", strength: 0.6 },
      ),
  },
  {
    name: "train-journey",
    draw: () =>
      svg(
        "A train crossing green hills on the way north to Fes",
        gradient("s", c.sky, c.cream),
        sky("url(#s)") + disc(680, 90, 40, c.gold) + mountains(330, [[150, 110], [420, 140], [690, 110]], "#7FA37A") + ground(330, "#9CBF7A") +
          `<rect y="392" width="800" height="8" fill="${c.ink}"/><path d="M0,404H800" stroke="#7A4A2A" stroke-width="6" stroke-dasharray="8 18"/>` +
          `<g fill="${c.terracotta}"><rect x="90" y="310" width="200" height="80" rx="12"/><rect x="300" y="310" width="200" height="80" rx="8"/><rect x="510" y="310" width="200" height="80" rx="8"/></g>` +
          `<g fill="${c.cream}">${[110, 160, 210, 320, 370, 420, 530, 580, 630].map((x) => `<rect x="${x}" y="326" width="36" height="26" rx="4"/>`).join("")}</g>` +
          `<rect x="90" y="364" width="620" height="8" fill="${c.saffron}"/>` + palm(760, 400, 0.9, c.terracottaDark, c.palm),
        { x: 680, y: 90, color: "#FFF3D6", strength: 0.55 },
      ),
  },
  {
    name: "fes-riad",
    draw: () =>
      svg(
        "A Fes riad courtyard of green tiles, carved cedar and a fountain",
        zelligePattern("z", fesGreen, c.cream, c.saffron, 44),
        sky(c.cream) + `<rect width="800" height="70" fill="#7A4A2A"/><path d="M0,35H800" stroke="${c.gold}" stroke-width="8" stroke-dasharray="20 10"/>` +
          Array.from({ length: 3 }, (_, i) => `<path d="${archPath(90 + i * 230, 380, 160, 260)}" fill="${fesGreen}"/><path d="${archPath(110 + i * 230, 380, 120, 220)}" fill="#0F3D2E"/>`).join("") +
          `<rect y="380" width="800" height="120" fill="url(#z)"/>` + fountain(400, 450, c.cream, c.majorelle),
      ),
  },
  {
    name: "fes-medina",
    draw: () =>
      svg(
        "The blue-tiled Bab Bou Jeloud gate opening onto the Fes medina",
        gradient("s", c.sky, c.cream) + zelligePattern("z", c.majorelle, c.cream, c.saffron, 36),
        sky("url(#s)") + houses(420, 41, ["#E8DCC8", "#D9C9AE", "#CDBB9C"], "#7A6A55") + minaret(520, 420, 46, 240, "#D9C9AE", fesGreen) +
          `<path d="M0,0H800V500H0Z${archPath(250, 500, 300, 380)}" fill="url(#z)" fill-rule="evenodd"/><path d="${archPath(250, 500, 300, 380)}" fill="none" stroke="${c.gold}" stroke-width="12"/>`,
      ),
  },
  {
    name: "chouara-tannery",
    draw: () =>
      svg(
        "The honeycomb of colourful dye pits at the Chouara tannery",
        "",
        sky("#E9DFCF") + houses(270, 51, ["#D9C9AE", "#CDBB9C", "#E8DCC8"], "#7A6A55") + ground(260, "#D8C6A8") +
          `<g stroke="#EFE3CF" stroke-width="8">${dyePits()}</g>` +
          `<g fill="${c.terracottaDark}">${[200, 480, 620].map((x) => `<rect x="${x}" y="220" width="70" height="30" rx="4"/>`).join("")}</g>`,
      ),
  },
  {
    name: "bou-inania",
    draw: () =>
      svg(
        "Zellige, carved stucco and cedar around an arch at the Bou Inania Madrasa",
        zelligePattern("z", fesGreen, c.cream, c.majorelle, 34) + zelligePattern("y", c.cream, "#E6D3B3", c.saffron, 24),
        sky("url(#y)") + `<rect width="800" height="60" fill="#7A4A2A"/><path d="M0,30H800" stroke="${c.gold}" stroke-width="6" stroke-dasharray="6 10"/>` +
          arch(250, 400, 300, 320, "#F1E6D2") + arch(290, 400, 220, 260, "#3A2A1F") + `<rect y="400" width="800" height="100" fill="url(#z)"/>` +
          `<rect x="0" y="250" width="200" height="150" fill="url(#z)"/><rect x="600" y="250" width="200" height="150" fill="url(#z)"/>`,
      ),
  },
  {
    name: "chefchaouen-blue",
    draw: () =>
      svg(
        "Blue-washed stairs and doorways with flower pots in Chefchaouen",
        "",
        sky(chaouenLight) + `<rect x="0" y="0" width="300" height="500" fill="${chaouenBlue}"/><rect x="520" y="0" width="280" height="500" fill="${chaouenBlue}"/>` +
          arch(90, 360, 110, 200, "#2E5FA8") + arch(600, 330, 110, 190, "#2E5FA8") +
          Array.from({ length: 6 }, (_, i) => `<rect x="${300 - i * 10}" y="${280 + i * 37}" width="${220 + i * 20}" height="37" fill="${i % 2 ? "#7FAAE3" : "#6C9BDB"}"/>`).join("") +
          `<g fill="${c.terracotta}">${[[40, 200], [250, 150], [560, 140], [740, 230]].map(([x, y]) => `<path d="M${x},${y}h30l-5,30h-20z"/>`).join("")}</g>` +
          `<g fill="#E8598C">${[[55, 190], [265, 140], [575, 130], [755, 220]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12"/>`).join("")}</g>`,
      ),
  },
  {
    name: "rif-road",
    draw: () =>
      svg(
        "A road through the green Rif mountains and olive groves",
        gradient("s", c.sky, c.cream),
        sky("url(#s)") + mountains(290, [[140, 130], [420, 170], [700, 140]], "#6F9A7A") + mountains(360, [[40, 90], [300, 110], [560, 100], [780, 120]], "#5C8A4E") +
          ground(360, "#8DB36A") + road("#6B6B6B", c.cream) +
          Array.from({ length: 7 }, (_, i) => disc(60 + i * 40 + (i > 3 ? 420 : 0), 420 + (i % 2) * 30, 20, "#4E6B3A")).join(""),
      ),
  },
  {
    name: "ras-el-maa",
    draw: () =>
      svg(
        "The Ras El Maa spring tumbling past blue houses below the Spanish Mosque",
        gradient("s", c.sky, c.cream),
        sky("url(#s)") + mountains(260, [[250, 150], [560, 120]], "#7FA37A") + `<rect x="530" y="120" width="40" height="40" fill="${c.cream}"/><rect x="560" y="100" width="14" height="60" fill="${c.cream}"/>` +
          houses(330, 61, [chaouenBlue, chaouenLight, "#7FAAE3"], "#2E5FA8") + ground(330, "#9C8F7A") +
          `<path d="M340,330C330,380 300,420 280,500H520C500,420 470,380 460,330Z" fill="#7FB8E0"/><path d="M360,340C360,400 340,450 330,500M400,340V500M440,340C440,400 460,450 470,500" stroke="${c.cream}" stroke-width="5" fill="none" opacity=".8"/>` +
          disc(260, 460, 40, "#8A7F6E") + disc(540, 470, 46, "#8A7F6E"),
      ),
  },
  {
    name: "hassan-ii-mosque",
    draw: () =>
      svg(
        "The Hassan II Mosque and its towering minaret on the Atlantic",
        gradient("s", c.sky, c.cream),
        sky("url(#s)") + `<rect y="380" width="800" height="120" fill="#3F7FB0"/><path d="M0,420Q40,410 80,420T160,420T240,420T320,420T400,420T480,420T560,420T640,420T720,420T800,420" stroke="${c.cream}" stroke-width="3" fill="none" opacity=".7"/>` +
          `<rect x="140" y="300" width="500" height="90" fill="#EFE6D6"/><path d="M140,300H640L620,284H160Z" fill="${fesGreen}"/>` +
          Array.from({ length: 6 }, (_, i) => `<path d="${archPath(170 + i * 80, 386, 40, 70)}" fill="#CDBB9C"/>`).join("") +
          minaret(560, 390, 60, 340, "#EFE6D6", fesGreen),
      ),
  },
  {
    name: "ricks-cafe",
    draw: () =>
      svg(
        "White arches, palms and a piano at Rick's Café in Casablanca",
        glowGradient("g", c.gold),
        sky("#F4EEE2") + `<rect y="0" width="800" height="50" fill="#7A4A2A"/>` +
          Array.from({ length: 3 }, (_, i) => `<path d="${archPath(90 + i * 230, 400, 160, 280)}" fill="#E4D8C2"/>`).join("") +
          lantern(170, 60, 0.9, c.ink, "g") + lantern(400, 60, 0.9, c.ink, "g") + lantern(630, 60, 0.9, c.ink, "g") + ground(400, "#3A2A1F") +
          `<path d="M300,330H520C540,330 540,380 520,380H300Z" fill="${c.ink}"/><rect x="300" y="320" width="130" height="14" fill="${c.cream}"/><rect x="310" y="380" width="10" height="60" fill="${c.ink}"/><rect x="500" y="380" width="10" height="60" fill="${c.ink}"/>` +
          palm(80, 430, 1.1, c.terracottaDark, c.palm) + palm(720, 430, 1.1, c.terracottaDark, c.palm),
        { x: 400, y: 90, color: "#FFE3A3", strength: 0.4 },
      ),
  },
  {
    name: "departure",
    draw: () =>
      svg(
        "A plane taking off into the sunset over Casablanca",
        gradient("s", c.dusk, "#F4A77A"),
        sky("url(#s)") + disc(240, 330, 70, c.gold) + houses(420, 71, ["#5A3A55", "#4A3048"], c.gold) + minaret(620, 420, 36, 260, "#4A3048", c.gold) +
          ground(420, "#3A2436") + `<path transform="translate(470 170) rotate(-18)" fill="${c.cream}" d="M0,0H160C184,0 192,11 176,16H16L-8,0ZM72,3L32,-48H51L112,3ZM72,14L40,56H59L112,14ZM0,0L-11,-27H3L24,2Z"/>`,
        { x: 240, y: 330, color: "#FFC27A", strength: 0.6 },
      ),
  },
];
