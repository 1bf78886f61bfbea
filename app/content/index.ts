// The whole trip in one import, for pages and the chat assistant.

export * from "./types";
export * from "./trip";
export * from "./costs";
export * from "./money";
export * from "./dress-codes";
export * from "./practical";
export * from "./days";
export * from "./dinners";
export * from "./stays";
export * from "./budget";
export * from "./daily-costs";
export * from "./faq";
export * from "./places";
export * from "./quotes";
export * from "./tips";
export * from "./featured";
