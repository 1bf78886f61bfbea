import { cedarFrieze, figure, quadBike, riadDoor, tagine } from "./svg-objects";
import { haze, hazeDefs } from "./svg-light";
import {
  archFrame,
  archPath,
  disc,
  dune,
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
  rug,
  sky,
  stars,
  svg,
  tent,
  zelligePattern,
} from "./svg-motifs";
import type { Scene } from "./scene";

// Roads, nights and arrivals between the big sights, the Agafay stone desert,
// and the three home-page themes: each card its own picture.

/** Rounded stone hills of Agafay with scattered rocks in front. */
function stoneHills(baseY: number, color: string, seed: number): string {
  let rocks = "";
  for (let index = 0; index < 14; index += 1) {
    const x = (seed * 97 + index * 61) % 800;
    const y = baseY + 40 + ((index * 37) % 90);
    rocks += `<ellipse cx="${x}" cy="${y}" rx="${8 + (index % 4) * 5}" ry="${5 + (index % 3) * 3}"/>`;
  }
  return `<path d="M0,${baseY}C80,${baseY - 70} 160,${baseY - 80} 240,${baseY - 20}C320,${baseY - 90} 420,${baseY - 100} 500,${baseY - 30}C580,${baseY - 80} 700,${baseY - 90} 800,${baseY - 20}V500H0Z" fill="${color}"/><g fill="#8C6A4E" opacity=".55">${rocks}</g>`;
}

/** A switchback road climbing a pass, with a small 4x4 on it. */
function pass(road: string): string {
  return `<path d="M180,500C260,460 520,450 470,400C420,360 300,380 340,330C380,290 520,300 500,260" fill="none" stroke="${road}" stroke-width="26" stroke-linecap="round"/><path d="M180,500C260,460 520,450 470,400C420,360 300,380 340,330C380,290 520,300 500,260" fill="none" stroke="${c.cream}" stroke-width="2" stroke-dasharray="10 10"/><g transform="translate(430 392)"><rect x="-26" y="-24" width="52" height="22" rx="5" fill="${c.cream}"/><rect x="-18" y="-34" width="34" height="14" rx="4" fill="${c.cream}"/><circle cx="-14" cy="0" r="6" fill="${c.ink}"/><circle cx="14" cy="0" r="6" fill="${c.ink}"/></g>`;
}

/** A coastal train along the Atlantic with Casablanca's white blocks behind. */
function whiteCity(baseY: number): string {
  let blocks = "";
  for (let index = 0; index < 11; index += 1) {
    const h = 60 + ((index * 53) % 120);
    blocks += `<rect x="${index * 74}" y="${baseY - h}" width="66" height="${h}" fill="${index % 2 ? "#F4F1EA" : "#E4E0D8"}"/>`;
    for (let row = baseY - h + 14; row < baseY - 14; row += 24) blocks += `<rect x="${index * 74 + 12}" y="${row}" width="42" height="6" fill="#A9B7C6"/>`;
  }
  return blocks;
}

export const roadScenes: Scene[] = [
  {
    name: "agafay-desert",
    draw: () =>
      svg(
        "The bare stone hills of the Agafay desert, a Berber tent and camels, the snowy Atlas beyond",
        gradient("s", "#9CC9E8", "#F6E3C8") + hazeDefs("h", "#F6E3C8"),
        sky("url(#s)") + disc(130, 100, 40, c.gold) +
          mountains(290, [[300, 120], [560, 150], [760, 110]], "#A7B6D1", c.cream) + haze("h", 190, 290) +
          stoneHills(320, "#D5B690", 3) + stoneHills(380, "#C29A70", 7) + stoneHills(440, "#AD8358", 11) +
          tent(560, 372, 160, c.cream, c.terracottaDark),
        { x: 130, y: 100, color: "#FFF1CF", strength: 0.6 },
      ),
  },
  {
    name: "camp-fire-night",
    draw: () =>
      svg(
        "Drums and a campfire under a sky full of stars at the Zagora desert camp",
        gradient("s", "#0E1230", "#3B2E5A") + glowGradient("g", "#FFB347"),
        sky("url(#s)") + stars(110, 77, 300) + moon(640, 80, 26, "#141838") +
          dune(330, 26, 60, "#3A2C45") + dune(390, 18, 220, "#2C2236") +
          tent(40, 380, 200, "#5B4A5E", c.gold) + tent(580, 370, 180, "#5B4A5E", c.gold) +
          disc(400, 400, 160, "url(#g)") +
          `<path d="M370,430L400,350L430,430Z" fill="#FFB347"/><path d="M385,430L400,380L415,430Z" fill="${c.gold}"/><path d="M350,440L450,425M350,425L450,440" stroke="#5A3A22" stroke-width="8"/>` +
          figure(270, 460, 1.1, "#1A1424") + figure(530, 460, 1.1, "#1A1424") +
          `<ellipse cx="300" cy="440" rx="22" ry="10" fill="${c.terracotta}"/><ellipse cx="500" cy="440" rx="22" ry="10" fill="${c.terracotta}"/>`,
        { x: 400, y: 400, color: "#FFB347", strength: 0.5 },
      ),
  },
  {
    name: "draa-valley-road",
    draw: () =>
      svg(
        "The road north out of the desert through the Draa Valley's palm groves and kasbahs, the Atlas ahead",
        gradient("s", "#F2B880", "#F6E0C0") + hazeDefs("h", "#F6E0C0"),
        sky("url(#s)") + disc(650, 120, 50, c.gold, 0.9) +
          mountains(250, [[140, 110], [420, 150], [700, 120]], "#8E7AA6", c.cream) + haze("h", 120, 250) +
          ground(300, "#C98452") +
          `<g fill="#A8603E">${[[90, 240, 70], [190, 250, 50], [600, 236, 80], [700, 250, 60]].map(([x, top, w]) => `<rect x="${x}" y="${top}" width="${w}" height="${300 - top!}"/>`).join("")}</g>` +
          [40, 140, 250, 330, 470, 560, 660, 760].map((x, index) => palm(x, 330 + (index % 3) * 10, 0.9 + (index % 2) * 0.3, "#5A3A22", "#4E7A3E")).join("") +
          pass("#6E5A4E"),
        { x: 650, y: 120, color: "#FFE0A8", strength: 0.6 },
      ),
  },
  {
    name: "fes-riad-arrival",
    draw: () =>
      svg(
        "Arriving at our riad in Fes el-Bali at dusk: a carved cedar door opening onto green zellige",
        gradient("s", "#2B3A55", "#B7745A") + glowGradient("g", c.gold) + zelligePattern("z", "#1F6F54", c.cream, c.saffron, 30),
        sky("url(#s)") + `<rect x="220" y="40" width="360" height="460" fill="url(#z)"/>` +
          riadDoor(300, 470, 200, 330, "#7A4A2A", "#D8C3A0") +
          `<path d="${archPath(350, 470, 100, 240)}" fill="#FFD68A" opacity=".85"/>` +
          cedarFrieze(40, 40, "#5A3220", "#8A5634") +
          `<path d="M0,500V120H220V500Z" fill="#C9B38F"/><path d="M800,500V120H580V500Z" fill="#BFA682"/>` +
          lantern(160, 200, 0.9, c.gold, "g") + lantern(640, 200, 0.9, c.gold, "g") + ground(470, "#8C6A4E"),
        { x: 400, y: 330, color: "#FFD68A", strength: 0.5 },
      ),
  },
  {
    name: "fes-night-return",
    draw: () =>
      svg(
        "Back in Fes after Chefchaouen: the old city's rooftops and minarets under a night sky",
        gradient("s", "#111634", "#3E3A6A") + hazeDefs("h", "#3E3A6A"),
        sky("url(#s)") + stars(70, 63, 250) + moon(150, 90, 30, "#141838") +
          mountains(300, [[160, 90], [420, 120], [690, 100]], "#2A2A50") + haze("h", 200, 300) +
          houses(400, 53, ["#4A4470", "#3E3964", "#544C7C"], c.gold) + houses(470, 59, ["#302B52", "#28244A"], c.gold) +
          minaret(330, 400, 40, 190, "#3A3560", c.gold) + minaret(560, 420, 34, 160, "#3A3560", c.gold) +
          `<rect y="470" width="800" height="30" fill="#1C1936"/>`,
        { x: 150, y: 90, color: "#DCE4FF", strength: 0.35 },
      ),
  },
  {
    name: "casablanca-train",
    draw: () =>
      svg(
        "The morning train to Casablanca running along the Atlantic past the white city",
        gradient("s", "#A9D4EE", "#F3EEE4") + gradient("o", "#3F8FB8", "#1F5E84"),
        sky("url(#s)") + disc(140, 90, 40, "#FFF3C4") + whiteCity(330) + minaret(650, 330, 30, 230, "#F4F1EA", "#2E7C6A") +
          `<rect y="330" width="800" height="40" fill="#D8C8A8"/><path d="M0,352H800" stroke="${c.ink}" stroke-width="4"/>` +
          `<g>${[120, 280, 440].map((x) => `<rect x="${x}" y="290" width="150" height="56" rx="10" fill="${c.terracotta}"/><rect x="${x + 14}" y="302" width="122" height="16" rx="4" fill="${c.cream}"/>`).join("")}</g>` +
          `<rect y="370" width="800" height="130" fill="url(#o)"/><path d="M0,410Q100,400 200,410T400,410T600,410T800,410M0,450Q100,440 200,450T400,450T600,450T800,450" fill="none" stroke="${c.cream}" stroke-width="3" opacity=".6"/>`,
        { x: 140, y: 90, color: "#FFF6DD", strength: 0.6 },
      ),
  },
  {
    name: "culture-cuisine",
    draw: () =>
      svg(
        "Culture and cuisine: a feast of tagine and pastilla framed by a carved palace arch",
        gradient("s", "#F3D9B5", "#E2A878") + zelligePattern("z", c.majorelle, c.cream, c.saffron, 36),
        sky("url(#s)") + `<rect y="330" width="800" height="170" fill="#8E2F2A"/>` +
          tagine(260, 360, 1.3, c.terracotta, c.majorelle) +
          `<ellipse cx="520" cy="360" rx="110" ry="22" fill="${c.cream}"/><ellipse cx="520" cy="340" rx="90" ry="26" fill="#E8B05A"/><path d="M470,334L570,346M490,350L550,326" stroke="#FFF7EA" stroke-width="5" opacity=".8"/>` +
          `<g fill="${c.cream}">${[120, 680].map((x) => `<path d="M${x - 16},${400}h32l-4,-60h-24z"/>`).join("")}</g>` +
          palm(740, 330, 0.8, c.terracottaDark, c.palm) + archFrame("url(#z)", c.gold, 640, 470),
        { x: 400, y: 120, color: "#FFE9BF", strength: 0.55 },
      ),
  },
  {
    name: "action-adventure",
    draw: () =>
      svg(
        "Action and adventure: a quad bike racing across the Agafay hills under a balloon",
        gradient("s", "#F6B26B", "#FBE3C2") + hazeDefs("h", "#FBE3C2"),
        sky("url(#s)") + disc(620, 140, 56, c.gold, 0.9) +
          mountains(280, [[200, 120], [480, 160], [740, 120]], "#B99AB8", c.cream) + haze("h", 160, 280) +
          stoneHills(330, "#D8AE7E", 5) + stoneHills(410, "#C08A58", 9) +
          `<g transform="translate(200 120) scale(.9)"><path d="M0,-60C-38,-60 -50,-30 -50,-10C-50,20 -18,38 -10,56H10C18,38 50,20 50,-10C50,-30 38,-60 0,-60Z" fill="${c.majorelle}"/><path d="M0,-60C-16,-60 -20,-30 -20,-10C-20,20 -8,38 -4,56H4C8,38 20,20 20,-10C20,-30 16,-60 0,-60Z" fill="${c.cream}"/><rect x="-9" y="60" width="18" height="14" rx="2" fill="${c.terracottaDark}"/></g>` +
          quadBike(520, 470, 1.3, c.terracotta, "#E9C9A0"),
        { x: 620, y: 140, color: "#FFE0A8", strength: 0.6 },
      ),
  },
  {
    name: "shopping-souk",
    draw: () =>
      svg(
        "Shopping in the souk: a stall of pierced brass lanterns, leather slippers and a folded rug",
        gradient("s", "#4A2A22", "#7A402A") + glowGradient("g", c.gold),
        sky("url(#s)") + `<path d="M0,0H800V40L780,56L760,40L740,56L720,40L700,56L680,40L660,56L640,40L620,56L600,40L580,56L560,40L540,56L520,40L500,56L480,40L460,56L440,40L420,56L400,40L380,56L360,40L340,56L320,40L300,56L280,40L260,56L240,40L220,56L200,40L180,56L160,40L140,56L120,40L100,56L80,40L60,56L40,40L20,56L0,40Z" fill="${c.saffron}"/>` +
          [110, 230, 350, 470, 590, 710].map((x, index) => lantern(x, 90 + (index % 2) * 40, 1 + (index % 3) * 0.2, c.gold, "g")).join("") +
          `<rect y="360" width="800" height="140" fill="#3A2018"/>` +
          rug(70, 380, 220, 110, c.terracotta, c.cream, c.majorelle) +
          `<g>${[380, 450, 520, 590, 660].map((x, index) => `<path d="M${x},${420}c0,-22 52,-22 56,0l-4,14h-48z" fill="${[c.gold, "#C0392B", c.majorelle, c.mint, c.saffron][index]}"/>`).join("")}</g>`,
        { x: 400, y: 150, color: "#FFC36B", strength: 0.5 },
      ),
  },
];
