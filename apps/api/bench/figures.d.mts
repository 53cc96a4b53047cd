export function load(): string;
export function median(values: readonly number[]): number;
export function percentile(values: readonly number[], p: number): number;
export function ms(value: number): string;
export function loadOneMinute(): string;
export function longTaskSummary(tasks: readonly { duration: number }[]): string;
