// Practical facts of spec section 9, quoted by the tips, the FAQ and the chat assistant.

export const practical = {
  voltage: "220V",
  plugs: "Type C/E",
  visa: "Visa-free for US and Canadian citizens staying under 90 days",
  passportValidity: "a passport valid for six months beyond your stay",
  weather: "15-25°C",
  arrivalAirport: "Marrakech Menara Airport (RAK)",
  departureAirport: "Mohammed V International Airport (CMN), Casablanca",
  timeZone: "Morocco time (UTC+1 in November)",
} as const;
