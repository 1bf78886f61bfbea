/** The badge on a featured dinner's card, which Rupa quotes when asked whether a dinner is one of the special ones. */
export const SPECIAL_EVENT_LABEL = "Special Event";
