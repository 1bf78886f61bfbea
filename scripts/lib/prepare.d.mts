export const root: string;
export const serverEntry: string;
export const serverNodeFlags: string[];
export function run(command: string, args: string[], options?: object): number;
export function ensureInstalled(): void;
export function ensureBuilt(): void;
export function prepare(): void;
