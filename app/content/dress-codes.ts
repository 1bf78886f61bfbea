// Dress codes repeat across days and dinners; keeping them here keeps the advice
// identical wherever a guest reads it.

export const dressCodes = {
  medina:
    "Modest and comfortable: shoulders and knees covered, closed shoes for uneven cobbles",
  mosque:
    "Shoulders, arms and knees covered, nothing tight or sheer; bring a light scarf and socks, as shoes come off inside",
  smartCasual: "Smart casual: no beachwear, sports kit or flip-flops",
  birthday: "Golden glam: cocktail attire with a touch of gold",
  palace: "Dressy: your best evening outfit, kaftans and djellabas very welcome",
  pool: "Swimwear at the pools, with a cover-up for meals and staff areas",
  desert:
    "Layers: warm days, cold nights. A fleece, a scarf against the dust and closed shoes",
  dawn: "Warm layers, a hat and closed shoes: it is near freezing before sunrise",
  photos: "Your photo outfit: solid jewel tones, white or gold photograph beautifully against pink walls and green palms",
  travel: "Comfortable travel clothes with a warm layer; keep your passport on you",
} as const;
