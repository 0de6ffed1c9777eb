export const colorless = [];
